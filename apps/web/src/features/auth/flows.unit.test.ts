import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  type LoginDeps,
  MESSAGES,
  runCodeLogin,
  runLogin,
  runSignUp,
  type SignUpDeps,
  startSignUp,
} from './flows';

function recorder() {
  const log: string[] = [];
  const notices = {
    success: (m: string) => log.push(`success:${m}`),
    error: (m: string) => log.push(`error:${m}`),
    alert: (o: { title: string; text?: string }) => log.push(`alert:${o.title}|${o.text ?? ''}`),
  };
  return { log, notices };
}

const photo = { name: 'me.png' } as File;
const input = {
  name: 'Rafi',
  email: 'rafi@x.example',
  password: 'password1',
  role: 'Seller' as const,
  photo,
  code: '123456',
};

const refusedCode = new ApiError(400, 'The code is wrong or has expired.', [], { code: 'INVALID_OTP' });

function signUpDeps(overrides: Partial<SignUpDeps> = {}) {
  const { log, notices } = recorder();
  const deps: SignUpDeps = {
    verifyEmail: vi.fn(async () => log.push('verify')),
    uploadImage: vi.fn(async () => {
      log.push('upload');
      return '/media/abc-1280.webp';
    }),
    updateAccount: vi.fn(async () => log.push('updateAccount')),
    createUser: vi.fn(async () => {
      log.push('createUser');
      return { acknowledged: true };
    }),
    fetchToken: vi.fn(async () => log.push('token')),
    refreshSession: vi.fn(async () => {
      log.push('refresh');
    }),
    notices,
    ...overrides,
  };
  return { deps, log };
}

describe('runSignUp (docs/product.md#states order, §8 messages)', () => {
  it('verifies the code, uploads, sets the image, stores the user, fetches the token, then reports success', async () => {
    const { deps, log } = signUpDeps();
    expect(await runSignUp(input, deps)).toBe('created');
    expect(log).toEqual([
      'verify',
      'upload',
      'updateAccount',
      'createUser',
      'refresh',
      'token',
      `success:${MESSAGES.tokenIssued}`,
      `success:${MESSAGES.userCreated}`,
    ]);
    expect(deps.verifyEmail).toHaveBeenCalledWith({ email: 'rafi@x.example', otp: '123456' });
    expect(deps.updateAccount).toHaveBeenCalledWith({ image: '/media/abc-1280.webp' });
    expect(deps.createUser).toHaveBeenCalledWith({
      name: 'Rafi',
      email: 'rafi@x.example',
      role: 'Seller',
      photo: '/media/abc-1280.webp',
    });
  });

  it('stops at a refused code with a clear reason, doing nothing else', async () => {
    const { deps, log } = signUpDeps({ verifyEmail: vi.fn(async () => Promise.reject(refusedCode)) });
    expect(await runSignUp(input, deps)).toEqual({ codeRefused: MESSAGES.codeRefused });
    expect(log).toEqual([]);
    expect(deps.uploadImage).not.toHaveBeenCalled();
  });

  it('passes on any other refusal of the code (too many requests)', async () => {
    const { deps } = signUpDeps({
      verifyEmail: vi.fn(async () =>
        Promise.reject(new ApiError(429, 'Too many attempts. Try again in a minute.')),
      ),
    });
    expect(await runSignUp(input, deps)).toEqual({
      codeRefused: 'Too many attempts. Try again in a minute.',
    });
  });

  it('keeps going without a photo when the upload fails, and says so', async () => {
    const { deps, log } = signUpDeps({
      uploadImage: vi.fn(async () => Promise.reject(new ApiError(415, 'The file is not an image'))),
    });
    expect(await runSignUp(input, deps)).toBe('createdWithoutPhoto');
    expect(log).toContain(
      'error:Your account is ready, but the photo was not saved: The file is not an image',
    );
    expect(deps.updateAccount).not.toHaveBeenCalled();
    expect(deps.createUser).toHaveBeenCalledWith({ name: 'Rafi', email: 'rafi@x.example', role: 'Seller' });
    expect(log.at(-1)).toBe(`success:${MESSAGES.userCreated}`);
  });

  it('makes the account without a photo when none was chosen', async () => {
    const { deps, log } = signUpDeps();
    expect(await runSignUp({ ...input, photo: undefined }, deps)).toBe('created');
    expect(deps.uploadImage).not.toHaveBeenCalled();
    expect(deps.updateAccount).not.toHaveBeenCalled();
    expect(deps.createUser).toHaveBeenCalledWith({ name: 'Rafi', email: 'rafi@x.example', role: 'Seller' });
    expect(log.some((line) => line.startsWith('error:'))).toBe(false);
  });

  it('toasts product.md’s name-update failure and still stores the user', async () => {
    const { deps, log } = signUpDeps({ updateAccount: vi.fn(async () => Promise.reject(new Error('x'))) });
    expect(await runSignUp(input, deps)).toBe('created');
    expect(log).toContain(`error:${MESSAGES.nameUpdateFailed}`);
  });

  it('alerts the user-store message when the store refuses', async () => {
    const { deps, log } = signUpDeps({
      createUser: vi.fn(async () => ({ acknowledged: false, message: 'User Already Exists' })),
    });
    expect(await runSignUp(input, deps)).toBe('failed');
    expect(log.at(-1)).toBe(`alert:User Already Exists|${MESSAGES.newEmail}`);
    expect(deps.fetchToken).not.toHaveBeenCalled();
  });

  it('reports a missing token but still finishes', async () => {
    const { deps, log } = signUpDeps({ fetchToken: vi.fn(async () => Promise.reject(new Error('no'))) });
    expect(await runSignUp(input, deps)).toBe('created');
    expect(log.slice(-2)).toEqual([`error:${MESSAGES.tokenNotIssued}`, `success:${MESSAGES.userCreated}`]);
  });
});

describe('runLogin', () => {
  function loginDeps(overrides: Partial<LoginDeps> = {}) {
    const { log, notices } = recorder();
    const deps: LoginDeps = {
      signIn: vi.fn(async () => log.push('signIn')),
      issueToken: vi.fn(async () => log.push('token')),
      refreshSession: vi.fn(async () => {
        log.push('refresh');
      }),
      notices,
      ...overrides,
    };
    return { deps, log };
  }

  it('signs in, refreshes the session, then fetches the token', async () => {
    const { deps, log } = loginDeps();
    expect(await runLogin({ email: 'a@x.example', password: 'password1' }, deps)).toBeNull();
    expect(log).toEqual(['signIn', 'refresh', 'token']);
    expect(deps.issueToken).toHaveBeenCalledWith('a@x.example');
  });

  it('alerts Oops... / Login Failed and answers the reason for under the form', async () => {
    const { deps, log } = loginDeps({
      signIn: vi.fn(async () => Promise.reject(new ApiError(401, 'Invalid email or password'))),
    });
    expect(await runLogin({ email: 'a@x.example', password: 'password1' }, deps)).toBe(
      'Invalid email or password',
    );
    expect(log).toEqual(['alert:Oops...|Login Failed']);
  });

  it('toasts Token Not Issued but stays signed in', async () => {
    const { deps, log } = loginDeps({ issueToken: vi.fn(async () => Promise.reject(new Error('x'))) });
    expect(await runLogin({ email: 'a@x.example', password: 'password1' }, deps)).toBeNull();
    expect(log).toEqual(['signIn', 'refresh', `error:${MESSAGES.tokenNotIssued}`]);
  });
});

describe('startSignUp', () => {
  const account = { name: 'Rafi', email: 'rafi@x.example', password: 'password1', role: 'Seller' as const };

  it('asks for the code after any accepted sign-up, known address or not', async () => {
    const { log, notices } = recorder();
    const signUp = vi.fn(async () => ({ token: null, user: { email: account.email } }));
    expect(await startSignUp(account, { signUp, notices })).toBe(true);
    expect(signUp).toHaveBeenCalledWith(account);
    expect(log).toEqual([]);
  });

  it('toasts a refusal of the form and stays on it', async () => {
    const { log, notices } = recorder();
    const signUp = vi.fn(async () => Promise.reject(new ApiError(400, 'Password too short')));
    expect(await startSignUp(account, { signUp, notices })).toBe(false);
    expect(log).toEqual(['error:Password too short']);
  });
});

describe('sign-in before the sign-up code was entered', () => {
  const notVerified = new ApiError(403, 'Email not verified', [], { code: 'EMAIL_NOT_VERIFIED' });

  it('asks for the code instead of saying Login Failed', async () => {
    const { log, notices } = recorder();
    const deps: LoginDeps = {
      signIn: vi.fn(async () => Promise.reject(notVerified)),
      issueToken: vi.fn(),
      refreshSession: vi.fn(),
      notices,
    };
    expect(await runLogin({ email: 'a@x.example', password: 'password1' }, deps)).toEqual({
      needsCode: true,
    });
    expect(log).toEqual([]);
  });

  it('signs in with the code, then fetches the token; a refused code says why', async () => {
    const { log, notices } = recorder();
    const deps = {
      verifyEmail: vi.fn(async () => log.push('verify')),
      issueToken: vi.fn(async () => log.push('token')),
      refreshSession: vi.fn(async () => {
        log.push('refresh');
      }),
      notices,
    };
    expect(await runCodeLogin({ email: 'a@x.example', otp: '123456' }, deps)).toBeNull();
    expect(log).toEqual(['verify', 'refresh', 'token']);
    deps.verifyEmail.mockImplementationOnce(async () => Promise.reject(refusedCode));
    expect(await runCodeLogin({ email: 'a@x.example', otp: '654321' }, deps)).toBe(MESSAGES.codeRefused);
  });
});
