import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { saveLocale } from '../../features/auth/api/save-locale';
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
  const onClick = () => {
    setPending(true);
    // The account's choice is saved first: a built page switches by loading the page again
    // (ADR 0104), which would cut the request short.
    const saved = user ? saveLocale(next).catch(() => {}) : Promise.resolve();
    saved.then(() => activateLocale(next)).finally(() => setPending(false));
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
