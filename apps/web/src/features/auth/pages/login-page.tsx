import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { refreshSession, useSession } from '../../../lib/auth/session';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useTitle } from '../../../lib/use-title';
import { useAuthProviders } from '../api/get-auth-providers';
import { issueAndStoreToken } from '../api/issue-token';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { signInWithEmail } from '../api/sign-in';
import { EXTERNAL_DONE, EXTERNAL_FAILED } from '../api/sign-in-social';
import { verifyEmailCode } from '../api/verify-email';
import { EmailCodeStep } from '../components/email-code-step';
import { ExternalSignIn, providerLabel } from '../components/external-sign-in';
import { PasswordInput } from '../components/password-input';
import { SignInReasonNote } from '../components/sign-in-reason';
import { issueToken, runCodeLogin, runLogin } from '../flows';
import { type LoginState, redirectTargetFromState, safeRedirectTarget } from '../lib/redirect';
import { notices } from '../notices';
import type { LoginValues } from '../schemas';

/** docs/product.md#screens Login: e-mail and password, show/hide, 'Forget Password?', sign-up link, external accounts. */
export function LoginPage() {
  const { t } = useLingui();
  useTitle(t`Login`);
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const [params] = useSearchParams();
  const state = (location.state ?? null) as LoginState | null;
  // Back from an external provider the target travels in the query; otherwise in the guard's state.
  const target = params.has('from') ? safeRedirectTarget(params.get('from')) : redirectTargetFromState(state);
  const [reason, setReason] = useState<string | null>(null);
  // The address whose sign-up code is asked for (its account signed in before entering it).
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const reset = useRequestPasswordReset();
  const roleName = (role: string) =>
    role === 'Admin' ? t`Admin` : role === 'Seller' ? t`Seller` : role === 'Buyer' ? t`Buyer` : role;

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: lazyResolver(async () => (await import('../resolvers')).loginResolver),
    defaultValues: { email: '', password: '' },
  });

  useExternalReturn(target);

  const onSubmit = handleSubmit(async (values) => {
    setReason(null);
    const failure = await runLogin(values, {
      signIn: signInWithEmail,
      issueToken: issueAndStoreToken,
      refreshSession: () => refreshSession(client),
      notices,
    });
    if (failure && typeof failure === 'object') setCodeFor(values.email.trim());
    else if (failure) setReason(failure);
    else navigate(target, { replace: true });
  });

  const onVerify = async (code: string): Promise<string | null> => {
    if (!codeFor) return null;
    const refused = await runCodeLogin(
      { email: codeFor, otp: code },
      {
        verifyEmail: verifyEmailCode,
        issueToken: issueAndStoreToken,
        refreshSession: () => refreshSession(client),
        notices,
      },
    );
    if (!refused) navigate(target, { replace: true });
    return refused;
  };

  const onForgetPassword = () => {
    const email = getValues('email').trim();
    if (!email) {
      void showAlert({ icon: 'warning', title: t`To Reset Password`, text: t`You must provide your email` });
      return;
    }
    reset.mutate(email, {
      onSuccess: () =>
        void showAlert({
          icon: 'success',
          title: t`Check Your Email`,
          text: t`A password reset link has been sent to ${email}`,
        }),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <section className="flex justify-center px-4 py-12" aria-labelledby="login-title">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 id="login-title" className="text-center text-3xl font-bold">
            <Trans>Login</Trans>
          </h1>
          {user ? (
            <p className="alert alert-info alert-soft" data-testid="signed-in-note">
              {state?.reason === 'role'
                ? t`You are signed in as ${user.email} (${roleName(user.role)}), and the page you opened is not for ${roleName(user.role)}s. Log in with another account to open it.`
                : t`You are signed in as ${user.email}.`}
            </p>
          ) : (
            <SignInReasonNote state={state} />
          )}
          {codeFor ? (
            <EmailCodeStep
              email={codeFor}
              onVerify={onVerify}
              onBack={() => setCodeFor(null)}
              backLabel={t`Back to Login`}
            />
          ) : null}
          <form onSubmit={onSubmit} noValidate hidden={codeFor !== null}>
            <Field id="login-email" label={t`Email`} error={errors.email?.message}>
              {(control) => (
                <input
                  {...control}
                  {...register('email')}
                  type="email"
                  autoComplete="email"
                  className="input w-full aria-invalid:border-error"
                />
              )}
            </Field>
            <Field id="login-password" label={t`Password`} error={errors.password?.message}>
              {(control) => (
                <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
              )}
            </Field>
            <button
              type="button"
              className="link link-hover mt-2 text-sm"
              onClick={onForgetPassword}
              disabled={reset.isPending}
            >
              <Trans>Forgot password?</Trans>
            </button>
            <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
              {isSubmitting ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : null}
              <Trans>Login</Trans>
            </button>
            <div aria-live="polite">
              {reason ? (
                <p id="login-reason" className="mt-3 text-center text-error" data-testid="login-error">
                  {translateExternal(reason)}
                </p>
              ) : null}
            </div>
          </form>
          {/* The code step has its own way back; other ways in would only distract from it. */}
          {codeFor ? null : (
            <>
              <p className="text-center text-sm">
                <Trans>
                  New to Best Bikes?{' '}
                  <Link to={ROUTES.signup} state={state} className="link link-primary">
                    Create an Account
                  </Link>
                </Trans>
              </p>
              <ExternalSignIn target={target} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * An external sign-in comes back to /login?external=<provider>&from=… (or ?externalError=…): fetch the
 * bearer token as after any login and go on, or say it failed. Runs once per arrival.
 */
function useExternalReturn(target: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const providers = useAuthProviders();
  const handled = useRef(false);
  const { t } = useLingui();
  const done = params.get(EXTERNAL_DONE);
  const failed = params.get(EXTERNAL_FAILED);

  useEffect(() => {
    if (handled.current || loading || (!done && !failed)) return;
    handled.current = true;
    const label = providerLabel(done ?? failed, providers.oidc?.name);
    if (done && user) {
      void issueToken(user.email, { issueToken: issueAndStoreToken, notices }).then(() =>
        navigate(target, { replace: true }),
      );
      return;
    }
    toast.error(t`${label} Sign In Failed`);
    // Keep where the user was going, without the flags, so a retry still lands there.
    navigate(ROUTES.login, { replace: true, state: { from: target } satisfies LoginState });
  }, [done, failed, loading, user, providers.oidc?.name, navigate, target, t]);
}
