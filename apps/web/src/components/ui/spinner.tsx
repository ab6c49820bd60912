import { useLingui } from '@lingui/react/macro';
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div className={`flex justify-center py-10 ${className}`} role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </div>
  );
}

/** A whole-screen overlay (product.md: 'Loading...' while a profile saves). */
export function FullScreenLoading({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-base-100/80" role="status">
      <div className="flex flex-col items-center gap-3">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold">{text ?? t`Loading...`}</p>
      </div>
    </div>
  );
}
