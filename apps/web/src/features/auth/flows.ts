import type { AlertIcon } from '../../components/ui/dialogs';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { CreateUserAnswer, CreateUserInput } from './api/create-user';
import type { SignInInput } from './api/sign-in';
import type { SignUpInput } from './api/sign-up';

/**
 * The multi-step account flows of SPEC §4 and §8, written against injected calls and notices so
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
} as const;

/** True when better-auth refused a sign-up because the e-mail already has an account. */
export function isDuplicateEmail(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code.startsWith('USER_ALREADY_EXISTS') : error.status === 422;
}

export interface SignUpDeps {
  signUp(input: SignUpInput): Promise<unknown>;
  uploadImage(file: File): Promise<string>;
  updateAccount(input: { image: string }): Promise<unknown>;
  createUser(input: CreateUserInput): Promise<CreateUserAnswer>;
  fetchToken(email: string): Promise<unknown>;
  refreshSession(): Promise<void>;
  notices: Notices;
}

/**
 * 'created': all done (go to /). 'createdWithoutPhoto': the account exists but the photo could not be
 * stored (send the user to Update Profile). 'failed': stay on the form; the reason was shown.
 */
export type SignUpOutcome = 'created' | 'createdWithoutPhoto' | 'failed';

/** SPEC §4 sign-up: account → photo → profile image → user store → token → 'User Created Successfully'. */
export async function runSignUp(
  input: SignUpInput & { photo: File },
  deps: SignUpDeps,
): Promise<SignUpOutcome> {
  const { notices } = deps;
  const { photo, ...account } = input;
  try {
    await deps.signUp(account);
  } catch (error) {
    if (isDuplicateEmail(error)) {
      notices.alert({ icon: 'error', title: errorMessage(error), text: MESSAGES.newEmail });
    } else {
      notices.error(errorMessage(error));
    }
    return 'failed';
  }

  // The upload needs the session the sign-up just opened, so the photo goes up second.
  let photoUrl: string | undefined;
  try {
    photoUrl = await deps.uploadImage(photo);
  } catch (error) {
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
  return photoUrl ? 'created' : 'createdWithoutPhoto';
}

export interface LoginDeps {
  signIn(input: SignInInput): Promise<unknown>;
  issueToken(email: string): Promise<unknown>;
  refreshSession(): Promise<void>;
  notices: Notices;
}

/** Answers null on success, or the reason to show under the form. */
export async function runLogin(input: SignInInput, deps: LoginDeps): Promise<string | null> {
  try {
    await deps.signIn(input);
  } catch (error) {
    deps.notices.alert({ icon: 'error', title: MESSAGES.loginFailedTitle, text: MESSAGES.loginFailedText });
    return errorMessage(error);
  }
  await deps.refreshSession();
  await issueToken(input.email, deps);
  return null;
}

/** SPEC's after-login token step; a missing token is reported but does not undo the sign-in. */
export async function issueToken(email: string, deps: Pick<LoginDeps, 'issueToken' | 'notices'>) {
  try {
    await deps.issueToken(email);
    return true;
  } catch {
    deps.notices.error(MESSAGES.tokenNotIssued);
    return false;
  }
}
