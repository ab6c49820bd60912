import { ACCOUNT_TYPES, ROUTES } from '@best-bikes/contract/constants';
import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field, PHONE_INPUT } from '../../../components/ui/field';
import { refreshSession } from '../../../lib/auth/session';
import { useTitle } from '../../../lib/use-title';
import { createUser } from '../api/create-user';
import { fetchAndStoreToken } from '../api/get-token';
import { type SignUpInput, signUpWithEmail } from '../api/sign-up';
import { updateAccount } from '../api/update-account';
import { uploadImage } from '../api/upload-image';
import { verifyEmailCode } from '../api/verify-email';
import { EmailCodeStep } from '../components/email-code-step';
import { ExternalSignIn } from '../components/external-sign-in';
import { PasswordInput } from '../components/password-input';
import { SignInReasonNote } from '../components/sign-in-reason';
import { runSignUp, startSignUp } from '../flows';
import { type LoginState, redirectTargetFromState } from '../lib/redirect';
import { notices } from '../notices';
import { IMAGE_TYPES, type SignUpData, type SignUpValues, signUpSchema } from '../schemas';

/**
 * docs/product.md#screens Sign Up: name, e-mail, password, account type, photo, and the external-account option; then,
 * on the same page, the code mailed to the address (ADR 0083).
 */
export function SignupPage() {
  const { t } = useLingui();
  useTitle(t`Sign Up`);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const state = (location.state ?? null) as LoginState | null;
  const [pending, setPending] = useState<(SignUpInput & { photo?: File }) | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, SignUpData>({
    resolver: zodResolver(signUpSchema, HUMAN_MESSAGES),
    defaultValues: { name: '', email: '', password: '', role: '', mobile: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const photo = values.photo?.[0];
    const account = {
      name: values.name,
      email: values.email,
      password: values.password,
      role: values.role,
      ...(values.mobile ? { mobile: values.mobile } : {}),
    };
    if (await startSignUp(account, { signUp: signUpWithEmail, notices })) setPending({ ...account, photo });
  });

  const onVerify = async (code: string): Promise<string | null> => {
    if (!pending) return null;
    const outcome = await runSignUp(
      { ...pending, code },
      {
        verifyEmail: verifyEmailCode,
        uploadImage,
        updateAccount,
        createUser,
        fetchToken: fetchAndStoreToken,
        refreshSession: () => refreshSession(client),
        notices,
      },
    );
    if (typeof outcome === 'object') return outcome.codeRefused;
    // Back to the page that asked to sign in (a bike, a brand page), else home.
    if (outcome === 'created') navigate(redirectTargetFromState(state), { replace: true });
    else if (outcome === 'createdWithoutPhoto') navigate(ROUTES.dashboardUpdateProfile, { replace: true });
    return null;
  };

  return (
    <section className="flex justify-center px-4 py-12" aria-labelledby="signup-title">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 id="signup-title" className="text-center text-3xl font-bold">
            <Trans>Sign Up</Trans>
          </h1>
          {pending ? null : <SignInReasonNote state={state} />}
          {pending ? (
            <EmailCodeStep
              email={pending.email}
              onVerify={onVerify}
              onBack={() => setPending(null)}
              backLabel={t`Use another e-mail`}
            />
          ) : null}
          {/* Kept (hidden) during the code step, so going back finds the form as it was. */}
          <form onSubmit={onSubmit} noValidate hidden={pending !== null}>
            <Field id="signup-name" label={t`Name`} error={errors.name?.message}>
              {(control) => (
                <input
                  {...control}
                  {...register('name')}
                  type="text"
                  autoComplete="name"
                  className="input w-full aria-invalid:border-error"
                />
              )}
            </Field>
            <Field id="signup-email" label={t`Email`} error={errors.email?.message}>
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
            <Field id="signup-password" label={t`Password`} error={errors.password?.message}>
              {(control) => (
                <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
              )}
            </Field>
            <Field id="signup-role" label={t`Account Type`} error={errors.role?.message}>
              {(control) => (
                <select
                  {...control}
                  {...register('role')}
                  className="select w-full aria-invalid:border-error"
                >
                  <option value="" disabled>
                    <Trans>Select Account Type</Trans>
                  </option>
                  {ACCOUNT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type === 'Buyer' ? t`Buyer` : t`Seller`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id="signup-mobile"
              label={t`Mobile number (optional)`}
              error={errors.mobile?.message}
              hint={t`Your booking forms come filled in with it. Sellers see it only when you book their bike.`}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('mobile')}
                  {...PHONE_INPUT}
                  className="input w-full aria-invalid:border-error"
                />
              )}
            </Field>
            <Field
              id="signup-photo"
              label={t`Photo (optional)`}
              error={errors.photo?.message}
              hint={t`JPEG, PNG or WebP, up to 10 MB. You can add one later; until then your initials show.`}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('photo')}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className="file-input w-full aria-invalid:border-error"
                />
              )}
            </Field>
            <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
              {isSubmitting ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : null}
              <Trans>Sign Up</Trans>
            </button>
          </form>
          {/* The code step has its own way back; other ways in would only distract from it. */}
          {pending ? null : (
            <>
              <p className="text-center text-sm">
                <Trans>
                  Already have an account?{' '}
                  <Link to={ROUTES.login} state={state} className="link link-primary">
                    Login
                  </Link>
                </Trans>
              </p>
              <ExternalSignIn target={redirectTargetFromState(state)} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
