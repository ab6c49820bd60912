import type { AlertIcon } from '../../components/ui/dialogs';
import { ApiError, errorMessage } from '../../lib/api-client';

export const PROFILE_MESSAGES = {
  updated: 'Information Updated and sent to Database Successfully',
  failed: 'Profile Update Failed',
  imageFailed: 'Cant Process Image',
  tryAgain: 'Try Again',
} as const;

export interface ProfileDeps {
  uploadImage(file: File): Promise<string>;
  updateUser(email: string, body: { name?: string; photo: string }): Promise<{ acknowledged: boolean }>;
  refreshSession(): Promise<void>;
  notices: {
    success(message: string): void;
    error(message: string): void;
    alert(opts: { icon: AlertIcon; title: string; text?: string }): void;
  };
}

/**
 * docs/product.md#screens/§8 Update Profile: upload the photo ('Cant Process Image'), save name and photo (the server's
 * refusal as an alert with 'Try Again'; no answer at all 'Profile Update Failed'), refresh the session so
 * the navbar shows the change, then 'Information Updated…'. True when saved.
 */
export async function runProfileUpdate(
  input: { email: string; name: string; photo: File },
  deps: ProfileDeps,
): Promise<boolean> {
  const { notices } = deps;
  let photoUrl: string;
  try {
    photoUrl = await deps.uploadImage(input.photo);
  } catch {
    notices.error(PROFILE_MESSAGES.imageFailed);
    return false;
  }
  const name = input.name.trim();
  try {
    const answer = await deps.updateUser(input.email, { ...(name ? { name } : {}), photo: photoUrl });
    if (!answer.acknowledged) {
      notices.alert({ icon: 'error', title: PROFILE_MESSAGES.failed, text: PROFILE_MESSAGES.tryAgain });
      return false;
    }
  } catch (error) {
    if (error instanceof ApiError) {
      notices.alert({ icon: 'error', title: errorMessage(error), text: PROFILE_MESSAGES.tryAgain });
    } else {
      notices.error(PROFILE_MESSAGES.failed);
    }
    return false;
  }
  await deps.refreshSession();
  notices.success(PROFILE_MESSAGES.updated);
  return true;
}
