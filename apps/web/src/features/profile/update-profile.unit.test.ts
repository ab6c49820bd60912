import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { PROFILE_MESSAGES, type ProfileDeps, runProfileUpdate } from './update-profile';

const photo = { name: 'me.png' } as File;

function deps(overrides: Partial<ProfileDeps> = {}) {
  const log: string[] = [];
  const d: ProfileDeps = {
    uploadImage: vi.fn(async () => {
      log.push('upload');
      return '/media/new-1280.webp';
    }),
    updateUser: vi.fn(async () => {
      log.push('update');
      return { acknowledged: true };
    }),
    refreshSession: vi.fn(async () => {
      log.push('refresh');
    }),
    notices: {
      success: (m) => log.push(`success:${m}`),
      error: (m) => log.push(`error:${m}`),
      alert: (o) => log.push(`alert:${o.title}|${o.text}`),
    },
    ...overrides,
  };
  return { d, log };
}

describe('runProfileUpdate (docs/product.md#screens, §8)', () => {
  it('uploads, saves name and photo for the e-mail, refreshes the session, then says so', async () => {
    const { d, log } = deps();
    expect(await runProfileUpdate({ email: 'a@x.example', name: ' New Name ', photo }, d)).toBe(true);
    expect(log).toEqual(['upload', 'update', 'refresh', `success:${PROFILE_MESSAGES.updated}`]);
    expect(d.updateUser).toHaveBeenCalledWith('a@x.example', {
      name: 'New Name',
      photo: '/media/new-1280.webp',
    });
  });

  it('leaves an emptied name alone (product.md does not validate it) and still saves the photo', async () => {
    const { d } = deps();
    await runProfileUpdate({ email: 'a@x.example', name: '   ', photo }, d);
    expect(d.updateUser).toHaveBeenCalledWith('a@x.example', { photo: '/media/new-1280.webp' });
  });

  it('stops with Cant Process Image when the photo cannot be stored', async () => {
    const { d, log } = deps({
      uploadImage: vi.fn(async () => Promise.reject(new ApiError(415, 'Not an image'))),
    });
    expect(await runProfileUpdate({ email: 'a@x.example', name: 'N', photo }, d)).toBe(false);
    expect(log).toEqual([`error:${PROFILE_MESSAGES.imageFailed}`]);
    expect(d.updateUser).not.toHaveBeenCalled();
  });

  it('alerts the server’s message with Try Again when the server refuses', async () => {
    const { d, log } = deps({
      updateUser: vi.fn(async () =>
        Promise.reject(new ApiError(403, 'You can only update your own profile')),
      ),
    });
    expect(await runProfileUpdate({ email: 'a@x.example', name: 'N', photo }, d)).toBe(false);
    expect(log).toEqual(['upload', 'alert:You can only update your own profile|Try Again']);
    expect(d.refreshSession).not.toHaveBeenCalled();
  });

  it('toasts Profile Update Failed when no answer arrives', async () => {
    const { d, log } = deps({
      updateUser: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await runProfileUpdate({ email: 'a@x.example', name: 'N', photo }, d)).toBe(false);
    expect(log).toEqual(['upload', `error:${PROFILE_MESSAGES.failed}`]);
  });

  it('treats an unacknowledged answer as a failure', async () => {
    const { d, log } = deps({ updateUser: vi.fn(async () => ({ acknowledged: false })) });
    expect(await runProfileUpdate({ email: 'a@x.example', name: 'N', photo }, d)).toBe(false);
    expect(log.at(-1)).toBe(`alert:${PROFILE_MESSAGES.failed}|Try Again`);
  });
});
