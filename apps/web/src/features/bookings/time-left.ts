import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { formattersFor, i18n, type Locale } from '../../lib/i18n';

/** "2 d 3 h left", "47 min left", "less than a minute left" or "expired": what an unpaid order has left. */
export function timeLeft(expiresAt: string, now: number): string {
  const ms = Date.parse(expiresAt) - now;
  if (!(ms > 0)) return t`expired`;
  const n = formattersFor(i18n.locale as Locale).number;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t`less than a minute left`;
  const hours = Math.floor(minutes / 60);
  const m = n(minutes % 60);
  if (hours < 1) return t`${m} min left`;
  const days = Math.floor(hours / 24);
  const h = n(hours % 24);
  if (days < 1) return t`${h} h ${m} min left`;
  const d = n(days);
  return t`${d} d ${h} h left`;
}

/** The current time, refreshed every `everyMs` (countdowns). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whether the screen is at least `px` wide, following resizes. */
export function useWideScreen(px = 768): boolean {
  const query = `(min-width: ${px}px)`;
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setWide(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return wide;
}
