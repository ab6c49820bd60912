import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '@best-bikes/contract/constants';

/** The list with the photo at `from` moved to `to` (both clamped to the list); the first is the cover. */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** The list with the photo at `index` made the cover (first); the others keep their order. */
export function makeCover<T>(list: readonly T[], index: number): T[] {
  return movePhoto(list, index, 0);
}

export function removePhoto<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

const ACCEPTED = /^image\/(jpeg|png|webp)$/;

/**
 * Which chosen files may be uploaded next to `count` photos already there (or uploading): the right
 * type and size, and no more than MAX_PHOTOS in all. Each refused file gets a reason to show.
 */
export function choosePhotos<F extends { name: string; type: string; size: number }>(
  count: number,
  files: readonly F[],
): { accepted: F[]; refused: string[] } {
  const accepted: F[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!ACCEPTED.test(file.type)) refused.push(`${file.name}: the photo must be a JPEG, PNG or WebP image`);
    else if (file.size > MAX_IMAGE_BYTES) refused.push(`${file.name}: the photo must be 10 MB or smaller`);
    else if (count + accepted.length >= MAX_PHOTOS)
      refused.push(`${file.name}: a bike can have at most ${MAX_PHOTOS} photos`);
    else accepted.push(file);
  }
  return { accepted, refused };
}
