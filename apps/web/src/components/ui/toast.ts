import { useSyncExternalStore } from 'react';

/**
 * The app's toasts (SPEC §9): react-hot-toast, loaded the first time something is said. Toasts only
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

function say(kind: 'blank' | 'success' | 'error', message: string): void {
  void load().then(({ default: hot }) => {
    if (kind === 'blank') hot(message);
    else hot[kind](message);
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
  );
}
