/** A heart, filled when the bike is saved. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.6 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.7 0 5.8 3.7 4.6 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

export const HEART_CLASS = 'btn btn-circle btn-sm border-base-300 bg-base-100/90 text-error shadow';
