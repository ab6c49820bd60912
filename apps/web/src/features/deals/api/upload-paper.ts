import type { PaperKind } from '@best-bikes/contract';
import { MAX_IMAGE_BYTES } from '@best-bikes/contract/constants';
import { ApiError, readToken } from '../../../lib/api-client';

/**
 * POST /api/deals/:id/papers/photos?kind= with upload progress (XMLHttpRequest reports how much of
 * the body has gone, fetch does not): on slow mobile data the seller sees each paper going up.
 */
export function uploadPaperPhoto(
  dealId: string,
  kind: PaperKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_IMAGE_BYTES) {
      reject(new ApiError(413, 'The photo is too large: the limit is 10 MB.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/deals/${encodeURIComponent(dealId)}/papers/photos?kind=${kind}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      const body = xhr.response as { message?: string } | null;
      reject(new ApiError(xhr.status, body?.message ?? `The photo could not be uploaded (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new TypeError('Network error while uploading the photo.'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
