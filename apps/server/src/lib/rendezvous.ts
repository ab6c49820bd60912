import { setTimeout as sleep } from 'node:timers/promises';

/** The answer of one look: settled with a value, or still worth waiting for. */
export type Look<T> = { settled: true; value: T } | { settled: false; value: T };

export interface RendezvousOptions {
  /** How long to keep looking before answering with the last look's value (ms). */
  graceMs: number;
  /** How often to look again (ms). */
  everyMs: number;
}

/**
 * Answers a request that confirms another one sent at the same moment (the original client sends
 * `PUT /bookedProducts/:id` together with `POST /bookings`, and `DELETE /payments/:id` together
 * with `POST /payments`): `look` is asked again until it settles, or until the grace ends and its
 * last value is the answer. Looking reads the database, so it works whichever process (or
 * connection) serves the other request; `look` settles at once when nothing can change the answer
 * (someone else's booking, a sold bike), so a plain refusal is not delayed.
 */
export async function rendezvous<T>(look: () => Promise<Look<T>>, options: RendezvousOptions): Promise<T> {
  const deadline = Date.now() + options.graceMs;
  for (;;) {
    const seen = await look();
    if (seen.settled || Date.now() >= deadline) return seen.value;
    await sleep(Math.min(options.everyMs, Math.max(0, deadline - Date.now())));
  }
}
