import { showAlert } from '../../components/ui/dialogs';
import { toast } from '../../components/ui/toast';
import { translateExternal } from '../../lib/i18n/translate-external';
import type { Notices } from './flows';

/** The real toasts and alerts behind the flows' Notices. */
export const notices: Notices = {
  success: (message) => toast.success(message),
  error: (message) => toast.error(message),
  // The flows speak product.md's English and pass on the API's: shown in the chosen language (docs/product.md#bangla-search-favourites).
  alert: (opts) =>
    void showAlert({
      ...opts,
      title: translateExternal(opts.title),
      text: opts.text === undefined ? undefined : translateExternal(opts.text),
    }),
};
