import type { PaperKind } from '@best-bikes/contract';
import { MAX_IMAGE_BYTES } from '@best-bikes/contract/constants';
import { ApiError, readToken } from '../../../lib/api-client';

/**
 * One private photo (multipart field `image`) POSTed to `url` with upload progress (XMLHttpRequest
 * reports how much of the body has gone, fetch does not): on slow mobile data the person sees each
 * photo going up.
 */
function uploadPrivatePhoto(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_IMAGE_BYTES) {
      reject(new ApiError(413, 'The photo is too large: the limit is 10 MB.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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

/** POST /api/deals/:id/papers/photos?kind= (the seller's papers). */
export function uploadPaperPhoto(
  dealId: string,
  kind: PaperKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return uploadPrivatePhoto(
    `/api/deals/${encodeURIComponent(dealId)}/papers/photos?kind=${kind}`,
    file,
    onProgress,
  );
}

/** POST /api/deals/:id/dispute/photos (the buyer's photos of an open dispute). */
export function uploadDisputePhoto(
  dealId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return uploadPrivatePhoto(`/api/deals/${encodeURIComponent(dealId)}/dispute/photos`, file, onProgress);
}
