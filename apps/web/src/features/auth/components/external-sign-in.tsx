import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useAuthProviders } from '../api/get-auth-providers';
import { type ExternalProvider, startExternalSignIn } from '../api/sign-in-social';

/** The display name of an external provider, for buttons and product.md's '… Sign In Failed' toast. */
export function providerLabel(provider: string | null, oidcName: string | undefined): string {
  if (provider === 'oidc') return oidcName ?? 'OpenID Connect';
  return 'Google';
}

/**
 * product.md's continue-with-external-account option: one button per provider the server has configured
 * (`GET /api/auth-providers`); nothing at all when there is none.
 */
export function ExternalSignIn({ target }: { target: string }) {
  const { t } = useLingui();
  const providers = useAuthProviders();
  const [pending, setPending] = useState<ExternalProvider | null>(null);
  const options: { id: ExternalProvider; label: string }[] = [
    ...(providers.google ? [{ id: 'google' as const, label: 'Google' }] : []),
    ...(providers.oidc ? [{ id: 'oidc' as const, label: providers.oidc.name }] : []),
  ];
  if (options.length === 0) return null;

  const start = async (id: ExternalProvider, label: string) => {
    setPending(id);
    try {
      await startExternalSignIn(id, target);
    } catch {
      toast.error(t`${label} Sign In Failed`);
      setPending(null);
    }
  };

  return (
    <div data-testid="external-sign-in">
      <div className="divider">
        <Trans>OR</Trans>
      </div>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="btn btn-outline w-full"
            disabled={pending !== null}
            onClick={() => start(option.id, option.label)}
          >
            {pending === option.id ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            <Trans>Continue with {option.label}</Trans>
          </button>
        ))}
      </div>
    </div>
  );
}
