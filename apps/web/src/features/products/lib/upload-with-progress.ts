import { MAX_IMAGE_BYTES } from '@best-bikes/contract/constants';
import { ApiError, readToken } from '../../../lib/api-client';

/**
 * POST /api/images with upload progress. fetch() cannot report how much of a request body has been
 * sent, XMLHttpRequest can: on slow mobile data a seller sees the photo going up instead of a
 * frozen form. Resolves with the stored image's URL.
 */
export function uploadImageWithProgress(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_IMAGE_BYTES) {
      reject(new ApiError(413, 'The image is too large: the limit is 10 MB.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; data?: { url?: string }; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data?.url) {
        onProgress(1);
        resolve(body.data.url);
      } else {
        reject(new ApiError(xhr.status, body?.message ?? `The photo could not be uploaded (${xhr.status}).`));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error while uploading the photo.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
