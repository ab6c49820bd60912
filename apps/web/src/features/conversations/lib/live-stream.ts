import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationKeys } from '../api/keys';

/** What the stream says, parsed: a message, a read receipt or a block (ADR 0270). */
export type StreamEvent = {
  type: 'message' | 'read' | 'block';
  data: { conversationId: string; id?: string };
};

type Listener = (event: StreamEvent) => void;

/** a < b, for message ids (decimal sequence numbers as strings, compared as big integers). */
export function idBefore(a: string, b: string): boolean {
  return a.length === b.length ? a < b : a.length < b.length;
}

// One stream per tab (ADR 0280): the navbar of every signed-in page holds it; moving between the public
// and the dashboard layout mounts a new navbar in the same render as the old one goes, so the stream is
// closed only when no holder is left after that render.
let holders = 0;
let closing = false;
let stop: (() => void) | null = null;
const listeners = new Set<Listener>();

function open(client: QueryClient): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastSeen: string | undefined;
  let stopped = false;
  const refresh = (key: readonly unknown[]) => void client.invalidateQueries({ queryKey: key });

  const connect = () => {
    const after = lastSeen;
    source = new EventSource(`/api/conversations/events${after ? `?after=${after}` : ''}`);
    source.addEventListener('open', () => {
      // Without `after` the stream starts at the newest message: what came before is read from the API.
      if (!after) refresh([...conversationKeys.all, 'detail']);
      refresh(conversationKeys.list());
      refresh(conversationKeys.unread());
    });
    for (const type of ['message', 'read', 'block'] as const) {
      source.addEventListener(type, (event) => {
        let data: StreamEvent['data'];
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        if (type === 'message' && data.id && (lastSeen === undefined || idBefore(lastSeen, data.id))) {
          lastSeen = data.id;
        }
        // The conversation pages merge the event into their cache while a dashboard page listens
        // (live-cache.ts); otherwise a cached page is read again when next shown.
        if (listeners.size > 0) for (const listener of listeners) listener({ type, data });
        else refresh(conversationKeys.detail(data.conversationId));
        refresh(conversationKeys.list());
        if (type !== 'block') refresh(conversationKeys.unread());
      });
    }
    source.addEventListener('error', () => {
      // The browser reconnects by itself with Last-Event-ID; a stream the server ended for good
      // (signed out, restarted) is opened again after a pause, from the last message seen.
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(connect, 5_000);
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}

/**
 * Holds the live stream of all the caller's conversations (GET /api/conversations/events) while
 * `enabled`: one EventSource per tab however many hold it. New messages and receipts refresh the
 * unread count and the inbox; listeners (`onStreamEvent`) get each event.
 */
export function useConversationStream(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    holders += 1;
    if (!stop) stop = open(client);
    return () => {
      holders -= 1;
      if (closing) return;
      closing = true;
      queueMicrotask(() => {
        closing = false;
        if (holders > 0) return;
        stop?.();
        stop = null;
      });
    };
  }, [client, enabled]);
}

/** Calls `listener` with each event of the tab's stream until the answer is called. */
export function onStreamEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
