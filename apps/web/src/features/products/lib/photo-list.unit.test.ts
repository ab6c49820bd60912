import { describe, expect, it } from 'vitest';
import { choosePhotos, makeCover, movePhoto, removePhoto } from './photo-list';

describe('photo order', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves a photo left, right, or anywhere, keeping the others in order', () => {
    expect(movePhoto(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(movePhoto(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(movePhoto(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps moves past either end and ignores an index outside the list', () => {
    expect(movePhoto(list, 0, -1)).toEqual(list);
    expect(movePhoto(list, 3, 4)).toEqual(list);
    expect(movePhoto(list, 7, 0)).toEqual(list);
  });

  it('makes any photo the cover and removes one without touching the list passed in', () => {
    expect(makeCover(list, 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(removePhoto(list, 0)).toEqual(['b', 'c', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('choosePhotos', () => {
  const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

  it('takes images up to eight in all and says why each other file is refused', () => {
    const { accepted, refused } = choosePhotos(6, [
      file('a.png'),
      file('notes.pdf', 'application/pdf'),
      file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
      file('b.webp', 'image/webp'),
      file('c.jpg', 'image/jpeg'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.webp']);
    expect(refused).toEqual([
      'notes.pdf: the photo must be a JPEG, PNG or WebP image',
      'huge.jpg: the photo must be 10 MB or smaller',
      'c.jpg: a bike can have at most 8 photos',
    ]);
  });
});
