import type { ConversationMessage, ConversationReadEvent } from '@best-bikes/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveFeed, LiveListener, LiveSignal } from './live';

/** What a stream reads from the table (the service, with the reader's view of each message). */
export interface StreamSource {
  /** The reader's messages after `afterSeq`, oldest first, at most `limit`, as the reader sees them. */
  messagesAfter(userId: string, afterSeq: number, limit: number): Promise<ConversationMessage[]>;
  /** The newest message number of the shop (where a stream without a resume point starts). */
  lastSeq(): Promise<number>;
  /** Read receipts given in the reader's conversations since message `afterSeq` was written. */
  receiptsSince(userId: string, afterSeq: number): Promise<ConversationReadEvent[]>;
}

const BATCH = 200;

/** The resume point: `Last-Event-ID` (a reconnect), else `?after=` (the page's newest message id). */
function resumePoint(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as { after?: string } | undefined)?.after;
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  return raw !== undefined && /^\d{1,18}$/.test(raw) ? Number(raw) : undefined;
}

function eventText(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Serves one reader's event stream (ADR 0270): replays the messages after the resume point from the
 * table, then sends each new one as it is committed, read receipts and blocks as they happen, and a
 * comment every 25 seconds. Messages are always read from the table in order, so one sent is never
 * followed by a lower id.
 */
export async function serveStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, feed, source }: { userId: string; feed: LiveFeed; source: StreamSource },
): Promise<void> {
  const resume = resumePoint(request);
  let lastSent = resume ?? (await source.lastSeq());
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies (nginx) pass each event on at once rather than buffering the stream.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');

  let closed = false;
  let pumping = false;
  let again = false;

  const write = (text: string) => {
    if (!closed) res.write(text);
  };

  /** Sends every message after the last one sent, in order; a wake meanwhile makes it look again. */
  async function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        for (;;) {
          const messages = await source.messagesAfter(userId, lastSent, BATCH);
          if (closed) return;
          for (const m of messages) {
            write(eventText('message', m, m.id));
            lastSent = Number(m.id);
          }
          if (messages.length < BATCH) break;
        }
      } while (again && !closed);
    } catch (err) {
      request.log.warn({ err }, 'conversation stream could not read its messages');
    } finally {
      pumping = false;
    }
  }

  const listener: LiveListener = {
    userId,
    wake: () => void pump(),
    signal(signal: LiveSignal) {
      if (signal.k === 'r') {
        const receipt: ConversationReadEvent = {
          conversationId: signal.c,
          side: signal.side,
          upTo: String(signal.upTo),
          readAt: signal.at,
        };
        write(eventText('read', receipt));
      } else if (signal.k === 'x') {
        const mine = signal.b === userId ? signal.bb : signal.sb;
        const theirs = signal.b === userId ? signal.sb : signal.bb;
        write(eventText('block', { conversationId: signal.c, blockedByMe: mine, blockedByOther: theirs }));
      }
    },
    ping: () => write(': ping\n\n'),
    end() {
      closed = true;
      res.end();
    },
  };

  // Listening first, then replaying: a message committed in between is read by the replay or by the
  // wake it sends, never by neither.
  const remove = feed.add(listener);
  request.raw.on('close', () => {
    closed = true;
    remove();
  });
  if (resume !== undefined) {
    const receipts = await source.receiptsSince(userId, resume);
    for (const receipt of receipts) write(eventText('read', receipt));
  }
  await pump();
}
