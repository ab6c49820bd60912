import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useTitle } from '../../../lib/use-title';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from '../components/password-input';
import type { ResetPasswordValues } from '../schemas';

/**
 * The page the reset mail's link lands on: /resetPassword?token=… (the server answers
 * ?error=INVALID_TOKEN for a used or expired link).
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  useTitle(t`Reset Password`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: lazyResolver(async () => (await import('../resolvers')).resetPasswordResolver),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!token) return;
    reset.mutate(
      { newPassword: values.newPassword, token },
      {
        onSuccess: async () => {
          await showAlert({
            icon: 'success',
            title: t`Password Changed`,
            text: t`Log in with your new password.`,
          });
          navigate(ROUTES.login, { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <section className="flex justify-center px-4 py-12" aria-labelledby="reset-title">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 id="reset-title" className="text-center text-3xl font-bold">
            <Trans>Reset Password</Trans>
          </h1>
          {!token || linkError ? (
            <div role="alert" className="alert alert-error alert-soft flex-col items-start">
              <p>
                <Trans>This reset link is invalid or has expired. Links work once, for one hour.</Trans>
              </p>
              <p>
                <Trans>
                  Type your e-mail on the{' '}
                  <Link to={ROUTES.login} className="link">
                    Login
                  </Link>{' '}
                  page and choose &lsquo;Forgot password?&rsquo; to get a new one.
                </Trans>
              </p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Field id="reset-password" label={t`New Password`} error={errors.newPassword?.message}>
                {(control) => (
                  <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />
                )}
              </Field>
              <Field
                id="reset-confirm"
                label={t`Confirm New Password`}
                error={errors.confirmPassword?.message}
              >
                {(control) => (
                  <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
                )}
              </Field>
              <button type="submit" className="btn btn-primary mt-4 w-full" disabled={reset.isPending}>
                {reset.isPending ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : null}
                <Trans>Change Password</Trans>
              </button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
