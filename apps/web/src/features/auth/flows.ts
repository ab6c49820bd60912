import type { AlertIcon } from '../../components/ui/dialogs';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { CreateUserAnswer, CreateUserInput } from './api/create-user';
import type { SignInInput } from './api/sign-in';
import type { SignUpInput } from './api/sign-up';
import type { VerifyEmailInput } from './api/verify-email';

/**
 * The multi-step account flows of docs/product.md#states and §8, written against injected calls and notices so
 * their order and every failure path are unit-tested; the pages pass the real calls, toasts and alerts.
 */
export interface Notices {
  success(message: string): void;
  error(message: string): void;
  alert(opts: { icon: AlertIcon; title: string; text?: string }): void;
}

export const MESSAGES = {
  loginFailedTitle: 'Oops...',
  loginFailedText: 'Login Failed',
  tokenIssued: 'Token Issued Successfully',
  tokenNotIssued: 'Token Not Issued',
  userCreated: 'User Created Successfully',
  newEmail: 'Please Sign Up with a new Email',
  nameUpdateFailed: 'User name Update Failed',
  codeRefused: 'That code is wrong or has expired. Check the latest e-mail, or send a new code.',
} as const;

/** The reason to show under the code field when the server refused a code. */
function codeRefusedReason(error: unknown): string {
  const code = error instanceof ApiError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
  return code === 'INVALID_OTP' ? MESSAGES.codeRefused : errorMessage(error);
}

/** True when sign-in was refused because the account has not entered its sign-up code yet. */
function needsEmailCode(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.body as { code?: unknown } | undefined)?.code === 'EMAIL_NOT_VERIFIED'
  );
}

/**
 * The first step of sign-up: better-auth answers alike for a new and a known address (ADR 0083), and
 * the page then asks for the mailed code. False when the form's data was refused (the reason toasted).
 */
export async function startSignUp(
  account: SignUpInput,
  deps: { signUp(input: SignUpInput): Promise<unknown>; notices: Notices },
): Promise<boolean> {
  try {
    await deps.signUp(account);
    return true;
  } catch (error) {
    deps.notices.error(errorMessage(error));
    return false;
  }
}

export interface SignUpDeps {
  verifyEmail(input: VerifyEmailInput): Promise<unknown>;
  uploadImage(file: File): Promise<string>;
  updateAccount(input: { image: string }): Promise<unknown>;
  createUser(input: CreateUserInput): Promise<CreateUserAnswer>;
  fetchToken(email: string): Promise<unknown>;
  refreshSession(): Promise<void>;
  notices: Notices;
}

/**
 * 'created': all done (go back). 'createdWithoutPhoto': the account exists but the photo it chose could
 * not be stored (send the user to Update Profile). 'failed': stay on the form; the reason was shown.
 * `{ codeRefused }`: the code was not accepted; show the reason under the code field.
 */
export type SignUpOutcome = 'created' | 'createdWithoutPhoto' | 'failed' | { codeRefused: string };

/**
 * docs/product.md#states sign-up, after startSignUp: code → session → photo → profile image → user store → token →
 * 'User Created Successfully'.
 */
export async function runSignUp(
  input: SignUpInput & { photo?: File; code: string },
  deps: SignUpDeps,
): Promise<SignUpOutcome> {
  const { notices } = deps;
  const { photo, code, ...account } = input;
  try {
    await deps.verifyEmail({ email: account.email, otp: code });
  } catch (error) {
    return { codeRefused: codeRefusedReason(error) };
  }

  // The upload needs the session the code just opened, so the photo goes up after it.
  // The photo is optional: without one the account shows an initials avatar until one is added.
  let photoUrl: string | undefined;
  try {
    if (photo) photoUrl = await deps.uploadImage(photo);
  } catch (error) {
    // English with the API's reason; the toast translates both (api-messages.ts has the pattern).
    notices.error(`Your account is ready, but the photo was not saved: ${errorMessage(error)}`);
  }
  if (photoUrl) {
    try {
      await deps.updateAccount({ image: photoUrl });
    } catch {
      notices.error(MESSAGES.nameUpdateFailed);
    }
  }

  let stored: CreateUserAnswer;
  try {
    stored = await deps.createUser({
      name: account.name,
      email: account.email,
      role: account.role,
      ...(photoUrl ? { photo: photoUrl } : {}),
    });
  } catch (error) {
    stored = { acknowledged: false, message: errorMessage(error) };
  }
  await deps.refreshSession();
  if (!stored.acknowledged) {
    notices.alert({ icon: 'error', title: stored.message ?? 'User Not Saved', text: MESSAGES.newEmail });
    return 'failed';
  }

  try {
    await deps.fetchToken(account.email);
    notices.success(MESSAGES.tokenIssued);
  } catch {
    notices.error(MESSAGES.tokenNotIssued);
  }
  notices.success(MESSAGES.userCreated);
  return photo && !photoUrl ? 'createdWithoutPhoto' : 'created';
}

export interface LoginDeps {
  signIn(input: SignInInput): Promise<unknown>;
  issueToken(email: string): Promise<unknown>;
  refreshSession(): Promise<void>;
  notices: Notices;
}

/**
 * Answers null on success, `{ needsCode: true }` when the account has not entered its sign-up code
 * (a new one was mailed: the page asks for it), or the reason to show under the form.
 */
export async function runLogin(
  input: SignInInput,
  deps: LoginDeps,
): Promise<string | null | { needsCode: true }> {
  try {
    await deps.signIn(input);
  } catch (error) {
    if (needsEmailCode(error)) return { needsCode: true };
    deps.notices.alert({ icon: 'error', title: MESSAGES.loginFailedTitle, text: MESSAGES.loginFailedText });
    return errorMessage(error);
  }
  await deps.refreshSession();
  await issueToken(input.email, deps);
  return null;
}

/** product.md's after-login token step; a missing token is reported but does not undo the sign-in. */
export async function issueToken(email: string, deps: Pick<LoginDeps, 'issueToken' | 'notices'>) {
  try {
    await deps.issueToken(email);
    return true;
  } catch {
    deps.notices.error(MESSAGES.tokenNotIssued);
    return false;
  }
}

/**
 * Sign-in of an account that had not entered its sign-up code: the code opens the session, then the
 * token as after any login. Answers null on success, or the reason to show under the code field.
 */
export async function runCodeLogin(
  input: VerifyEmailInput,
  deps: Pick<LoginDeps, 'issueToken' | 'refreshSession' | 'notices'> & {
    verifyEmail(input: VerifyEmailInput): Promise<unknown>;
  },
): Promise<string | null> {
  try {
    await deps.verifyEmail(input);
  } catch (error) {
    return codeRefusedReason(error);
  }
  await deps.refreshSession();
  await issueToken(input.email, deps);
  return null;
}
