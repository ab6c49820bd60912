import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMediaStore, type MediaBackend } from './storage';

/** A store in memory whose `put` fails from the `failAt`-th call on (the store went away mid-upload). */
function flakyBackend(failAt: number, { removable = true } = {}) {
  const files = new Map<string, Buffer>();
  let puts = 0;
  const backend: MediaBackend = {
    exists: async (name) => files.has(name),
    read: async (name) => files.get(name) ?? null,
    async put(name, bytes) {
      puts += 1;
      if (puts >= failAt) throw new Error('the store is not answering');
      files.set(name, bytes);
    },
    async remove(name) {
      if (!removable) throw new Error('the store is not answering');
      files.delete(name);
    },
  };
  return { backend, files };
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#246' } })
    .png()
    .toBuffer();

describe('an upload that fails half-way (ADR 0127)', () => {
  it('takes back the widths it had already stored', async () => {
    const { backend, files } = flakyBackend(3);
    await expect(createMediaStore(backend).saveImage(await photo())).rejects.toThrow(/not answering/);
    expect([...files.keys()]).toEqual([]);
  });

  it('names what it could not take back when the store is gone altogether', async () => {
    const { backend, files } = flakyBackend(3, { removable: false });
    const left: string[][] = [];
    const store = createMediaStore(backend, (names) => left.push(names));
    await expect(store.saveImage(await photo())).rejects.toThrow();
    expect(left).toEqual([[...files.keys()]]);
    expect(files.size).toBe(2);
  });
});
