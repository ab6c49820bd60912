import type { Notification } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { describe, type NotificationEvent, REMIND_BEFORE_HOURS } from './events';
import { notificationMail } from './mail';
import type { JobQueue } from './queue';
import { type NotificationRow, notificationsRepository as repo } from './repository';

/** The pg-boss queue of notification mails. */
export const MAIL_QUEUE = 'notification-mail';
/** How long before a Book Now booking ends its buyer is reminded (docs/product.md#seller-and-admin-tools). */
const REMIND_BEFORE_MS = REMIND_BEFORE_HOURS * 60 * 60 * 1000;

export interface NotificationsDeps {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  baseUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Records an event in the caller's transaction: its notifications and their mail jobs commit with it. */
export type Notify = (db: Database, event: NotificationEvent) => Promise<void>;

function present(n: NotificationRow): Notification {
  return {
    _id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    ...(n.params ? { params: n.params } : {}),
    link: n.link,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  };
}

/**
 * Events whose mail another module sends (a saved search's or a conversation's digest), or that are
 * told in the app only (an offer's steps, which are also messages of the conversation and its digest).
 */
const MAILED_ELSEWHERE = new Set<NotificationEvent['kind']>([
  'saved-search-match',
  'conversation-message',
  'offer',
]);

export function createNotificationsService({ db, queue, mailer, baseUrl, log, now }: NotificationsDeps) {
  const notify: Notify = async (tx, event) => {
    if (MAILED_ELSEWHERE.has(event.kind)) {
      const at = now();
      await repo.insert(
        tx,
        (await describe(tx, event)).map((row) => ({ ...row, mailedAt: at })),
      );
      return;
    }
    const ids = await repo.insert(tx, await describe(tx, event));
    // One job per event (not per recipient): the fewer statements in the event's transaction the better.
    if (ids.length > 0) await queue.enqueue(tx, MAIL_QUEUE, { notificationIds: ids });
  };

  /**
   * The mail job: sends the event's mails, each once (a repeated job finds those already mailed
   * stamped and skips them; a failure leaves the rest for the retry).
   */
  async function mailJob(data: unknown) {
    const ids = (data as { notificationIds?: unknown }).notificationIds;
    if (!Array.isArray(ids) || ids.length === 0) return;
    const wanted = ids.map(String);
    // One read for the event's recipients. Each mail is stamped as soon as it is sent, so a crash
    // between two recipients' mails resends neither.
    const found = new Map((await repo.findForMail(db, wanted)).map((row) => [row.notification.id, row]));
    for (const id of wanted) {
      const row = found.get(id);
      if (!row || row.notification.mailedAt) continue;
      await mailer.send(notificationMail(row.notification, row, baseUrl));
      await repo.markMailed(db, [id], now());
      log.info({ notification: id, kind: row.notification.kind }, 'notification mailed');
    }
  }

  return {
    notify,
    mailJob,

    /** Reminds the buyers of Book Now bookings ending within 2 hours (once per booking). */
    async remindDue(): Promise<number> {
      const at = now();
      const due = await repo.dueReminders(db, at, new Date(at.getTime() + REMIND_BEFORE_MS));
      for (const bookingId of due) {
        await db.transaction((tx) =>
          notify(tx as unknown as Database, { kind: 'booking-expiring', bookingId }),
        );
      }
      return due.length;
    },

    /** Sends every queued notification mail now (tests and scripts; the app's worker does it too). */
    drainMail: () => queue.drain(MAIL_QUEUE, mailJob),

    async list(userId: string): Promise<{ notifications: Notification[]; unread: number }> {
      const [rows, unread] = await Promise.all([repo.list(db, userId, 50), repo.unreadCount(db, userId)]);
      return { notifications: rows.map(present), unread };
    },

    unreadCount: (userId: string) => repo.unreadCount(db, userId),

    async markRead(userId: string, ids?: string[]) {
      return { modifiedCount: await repo.markRead(db, userId, ids, now()) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
