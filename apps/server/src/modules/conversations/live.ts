import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/**
 * The live side of conversations (ADR 0270): PostgreSQL NOTIFY, sent in the transaction that writes a
 * message, a read receipt or a block, wakes the streams of its two people on every instance. The
 * notice carries ids only; a stream reads the messages themselves from the table.
 */
export const LIVE_CHANNEL = 'bb_conversations';

/** What a notice says (kept small: NOTIFY payloads are limited to 8000 bytes). */
export type LiveSignal =
  | { k: 'm'; c: string; b: string; s: string; q: number }
  | { k: 'r'; c: string; b: string; s: string; side: 'buyer' | 'seller'; upTo: number; at: string }
  | { k: 'x'; c: string; b: string; s: string; bb: boolean; sb: boolean };

/** One open event stream, as the feed sees it. */
export interface LiveListener {
  userId: string;
  /** New messages may be waiting for this reader: read them from the table. */
  wake(): void;
  /** A read receipt or a block of one of the reader's conversations. */
  signal(signal: LiveSignal): void;
  /** Every 25 seconds: a comment line keeps proxies from closing the stream. */
  ping(): void;
  /** The app is closing. */
  end(): void;
}

const PING_EVERY_MS = 25_000;

export interface LiveFeed {
  start(): Promise<void>;
  add(listener: LiveListener): () => void;
  /** The people with an open stream on this instance. */
  onlineHere(): string[];
  /** Open streams on this instance. */
  size(): number;
  close(): Promise<void>;
}

function parse(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as LiveSignal;
    return typeof value === 'object' && value !== null && typeof value.c === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The streams of this instance by person, and the one LISTEN that feeds them. `heartbeat` runs with
 * every ping (the presence the mail digest reads).
 */
export function createLiveFeed({
  handle,
  log,
  heartbeat,
}: {
  handle: Pick<DatabaseHandle, 'listen'>;
  log: FastifyBaseLogger;
  heartbeat: (userIds: string[]) => Promise<void>;
}): LiveFeed {
  const byUser = new Map<string, Set<LiveListener>>();
  let stopListening: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  function each(userId: string, fn: (listener: LiveListener) => void) {
    for (const listener of byUser.get(userId) ?? []) fn(listener);
  }

  function dispatch(payload: string) {
    const signal = parse(payload);
    if (!signal) return;
    for (const userId of new Set([signal.b, signal.s])) {
      each(userId, (listener) => (signal.k === 'm' ? listener.wake() : listener.signal(signal)));
    }
  }

  /** After the listening connection came back: anything may have been missed, so every stream reads. */
  function wakeAll() {
    for (const set of byUser.values()) for (const listener of set) listener.wake();
  }

  return {
    async start() {
      stopListening = await handle.listen(LIVE_CHANNEL, dispatch, wakeAll);
      timer = setInterval(() => {
        for (const set of byUser.values()) for (const listener of set) listener.ping();
        const online = [...byUser.keys()];
        if (online.length > 0) {
          heartbeat(online).catch((err) => log.warn({ err }, 'conversation presence not recorded'));
        }
      }, PING_EVERY_MS);
      timer.unref();
    },

    add(listener) {
      let set = byUser.get(listener.userId);
      if (!set) {
        set = new Set();
        byUser.set(listener.userId, set);
      }
      set.add(listener);
      heartbeat([listener.userId]).catch((err) => log.warn({ err }, 'conversation presence not recorded'));
      return () => {
        const mine = byUser.get(listener.userId);
        mine?.delete(listener);
        if (mine?.size === 0) byUser.delete(listener.userId);
      };
    },

    onlineHere: () => [...byUser.keys()],

    size() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },

    async close() {
      if (timer) clearInterval(timer);
      for (const set of byUser.values()) for (const listener of set) listener.end();
      byUser.clear();
      await stopListening?.();
    },
  };
}
