import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { saveLocale } from '../../features/auth/routes';
import { useSession } from '../../lib/auth/session';
import { activateLocale } from '../../lib/i18n';

/**
 * One button naming the other language in its own script ("বাংলা" on the English page, "English" on
 * the Bangla one), as a reader of that language looks for it. The choice persists on this device,
 * and a signed-in account's mails follow it (ADR 0095).
 */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  const next = i18n.locale === 'bn' ? 'en' : 'bn';
  const onClick = async () => {
    setPending(true);
    try {
      // A built page switches by loading the page again (ADR 0104), which empties its forms: it
      // asks first when something typed would be lost. The question is its own small chunk, fetched
      // on click, not part of the first file every page loads (web budget).
      if (import.meta.env.VITE_PAGE_LOCALE && !(await mayLeave())) return;
      // The account's choice is saved next: the reload would cut the request short.
      if (user) await saveLocale(next).catch(() => {});
      await activateLocale(next);
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm lang-label px-2"
      lang={next}
      title={t`Change language`}
      onClick={onClick}
      disabled={pending}
      data-testid="language-switch"
    >
      {next === 'bn' ? 'বাংলা' : 'English'}
    </button>
  );
}

/**
 * Whether the page may be loaded again (unsaved-input.ts). A guard that cannot be fetched does not
 * keep the reader in a language they may not read: the switch goes ahead.
 */
async function mayLeave(): Promise<boolean> {
  try {
    const { mayLeaveInput } = await import('./unsaved-input');
    return await mayLeaveInput();
  } catch {
    return true;
  }
}
