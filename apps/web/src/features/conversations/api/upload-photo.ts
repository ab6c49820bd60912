import { conversationPhotoSchema } from '@best-bikes/contract';
import { MAX_IMAGE_BYTES } from '@best-bikes/contract/constants';
import { ApiError, api } from '../../../lib/api-client';

/** POST /conversations/:id/photos (multipart `image`) — the id to send with the message. */
export async function uploadConversationPhoto(conversationId: string, file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, 'The photo is too large: the limit is 10 MB.');
  const form = new FormData();
  form.append('image', file);
  const answer = await api(`/conversations/${encodeURIComponent(conversationId)}/photos`, {
    method: 'POST',
    body: form,
    schema: conversationPhotoSchema,
  });
  return answer.photoId;
}
