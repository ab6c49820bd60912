import type { ConversationDetail } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../../src/db/schema';
import type { TestApp, TestUser } from '../helpers';

/** The buyer opens (or finds) their conversation about a bike; answers it. */
export async function openConversation(
  t: Pick<TestApp, 'app'>,
  buyer: Pick<TestUser, 'headers'>,
  productId: string,
): Promise<ConversationDetail> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/conversation`,
    headers: buyer.headers,
  });
  if (res.statusCode !== 200) throw new Error(`conversation failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function postMessage(
  t: Pick<TestApp, 'app'>,
  who: Pick<TestUser, 'headers'>,
  conversationId: string,
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: who.headers,
    payload,
  });
}

export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * An open `GET /api/conversations/events` over real HTTP (inject waits for a response's end; a stream
 * never ends): `next(match)` resolves with the first event, received or to come, that matches.
 */
export async function openEventStream(
  app: FastifyInstance,
  who: Pick<TestUser, 'headers'>,
  { lastEventId, after }: { lastEventId?: string; after?: string } = {},
) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const controller = new AbortController();
  const res = await fetch(
    `http://127.0.0.1:${address.port}/api/conversations/events${after ? `?after=${after}` : ''}`,
    {
      headers: { ...who.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: controller.signal,
    },
  );
  if (res.status !== 200 || !res.body) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  const events: StreamEvent[] = [];
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  let comments = 0;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            const at = line.indexOf(': ');
            if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
          }
          if (!fields.event) continue;
          const event: StreamEvent = {
            id: fields.id,
            event: fields.event,
            data: JSON.parse(fields.data ?? 'null'),
          };
          events.push(event);
          for (const w of [...waiters]) {
            if (w.match(event)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(event);
            }
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    comments: () => comments,
    next(match: (e: StreamEvent) => boolean, timeoutMs = 10_000): Promise<StreamEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

/** Makes an account `days` old (new accounts send at most 30 messages an hour). */
export async function ageAccount(t: Pick<TestApp, 'db'>, userId: string, days: number): Promise<void> {
  await t.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(user.id, userId));
}
