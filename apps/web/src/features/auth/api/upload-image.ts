import { imageUploadResponseSchema } from '@best-bikes/contract';
import { api } from '../../../lib/api-client';

/** POST /api/images (multipart field `image`), answering the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await api('/images', { method: 'POST', body: form, schema: imageUploadResponseSchema });
  return answer.data.url;
}
