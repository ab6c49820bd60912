import { useSyncExternalStore } from 'react';
// Already in the first page's code (the forms' fields use it); its patterns come with Bangla.
import { loadReceivedTexts, translateExternal } from '../../lib/i18n/translate-external';

/**
 * The app's toasts (docs/product.md#constants): react-hot-toast, loaded the first time something is said. Toasts only
 * follow what a person did, so the first page a phone opens does not download the library (the home
 * page's JavaScript budget, docs/performance.md); `ToastHost` mounts its Toaster at that moment and
 * shows the toast that asked for it.
 */
type HotToast = typeof import('react-hot-toast');

let library: Promise<HotToast> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<HotToast> {
  if (!library) {
    wanted = true;
    for (const notify of listeners) notify();
    library = import('react-hot-toast');
  }
  return library;
}

/**
 * Every toast passes through `translateExternal` (docs/product.md#bangla-search-favourites): an API or contract message a caller
 * hands over as received is shown in the reader's language; a text the caller already wrote through
 * a macro is not an English id, so it shows as it is.
 */
function say(kind: 'blank' | 'success' | 'error', message: string): void {
  // A toast is not drawn again, so an error (usually the API's words) waits for the translations of
  // received texts (Bangla only, fetched once): a failed read's toast would otherwise be English the
  // first time. The app's own texts are compiled in and show at once.
  const translations = kind === 'error' ? loadReceivedTexts() : undefined;
  void Promise.all([load(), translations]).then(([{ default: hot }]) => {
    const text = translateExternal(message);
    if (kind === 'blank') hot(text);
    else hot[kind](text);
  });
}

export const toast = Object.assign((message: string) => say('blank', message), {
  success: (message: string) => say('success', message),
  error: (message: string) => say('error', message),
});

/** True once the first toast has been asked for (the host then mounts the Toaster). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => wanted,
    // A page the server renders has said nothing yet (entry-server.tsx).
    () => false,
  );
}
