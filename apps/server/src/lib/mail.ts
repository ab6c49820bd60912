import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { escapeHtml } from './html';
import type { Translator } from './i18n';
import { redactSubject, redactUrl } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The Message-ID (without brackets), fixed by a queued mail's job: were a job ever to run twice,
   * the two copies would be one message to the receiving server and the reader's client.
   */
  messageId?: string;
}

/** How modules send e-mail (password reset, contact). */
export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'outbox' writes each message to DATA_DIR/outbox instead. */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves once the message is handed to the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>;
  /** Waits for messages still being sent, then closes the SMTP connection. */
  close(): Promise<void>;
}

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is rendered to real RFC 822 by nodemailer and
 * written as an .eml file under DATA_DIR/outbox, with its text readable in a .txt beside it, and the
 * .txt file and its links (tokens redacted) are logged, so a local install can reset a password with no mail server at all: open the file.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  const smtpUrl = config.SMTP_URL;
  // Bounded waits: nodemailer's defaults (2 min to connect, 10 min of a quiet socket) would hold a
  // mail job far past its expiry while the server hangs (ADR 0129).
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      messageId: message.messageId ? `<${message.messageId}>` : undefined,
    });
    if (smtpUrl) {
      log.info(
        { to: message.to, subject: redactSubject(message.subject), messageId: info.messageId },
        'mail sent',
      );
      return;
    }
    // Off the event loop: the outbox's files were written synchronously, a few tenths of a millisecond
    // of every request's time per mail under load (docs/performance.md, the mixed bench's profile).
    await mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(dir, name);
    // Written under a temporary name and renamed, so nobody reading the outbox sees half a message.
    // The files hold sign-in links: readable by the server's user only.
    const tmp = `${file}.tmp`;
    await writeFile(tmp, info.message as Buffer, { mode: 0o600 });
    await rename(tmp, file);
    // The same mail as plain text beside it: an .eml's body is quoted-printable, where a long link is
    // cut into lines ending in '=' and '=3D' stands for '=', so a person cannot copy it (ADR 0119).
    const readable = file.replace(/\.eml$/, '.txt');
    await writeFile(`${readable}.tmp`, readableMail(config.MAIL_FROM, message), { mode: 0o600 });
    await rename(`${readable}.tmp`, readable);
    log.info(
      {
        to: message.to,
        subject: redactSubject(message.subject),
        file: readable,
        links: linksIn(message.text).map(redactUrl),
      },
      'mail written to the outbox (SMTP_URL is not set)',
    );
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    send(message) {
      const sending = deliver(message);
      const tracked = sending.catch(() => {}).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return sending;
    },
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}

/** A mail as a person reads it in a text editor: its headers, then its plain-text part as written. */
export function readableMail(from: string, message: MailMessage): string {
  const headers = [`From: ${from}`, `To: ${message.to}`];
  if (message.replyTo) headers.push(`Reply-To: ${message.replyTo}`);
  headers.push(`Subject: ${message.subject}`);
  return `${headers.join('\n')}\n\n${message.text}\n`;
}

/** The http(s) links of a plain-text message. */
function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/**
 * A paragraph of one of our mails: text; a sentence around a link (the text part reads
 * `before label after: href`, the HTML part links the label); or a code shown large.
 */
export type MailParagraph =
  | string
  | { before?: string; label: string; after?: string; href: string }
  | { code: string };

/**
 * Every mail we write has the same frame: "Hello name," (or "Hello,"), its paragraphs, "Best Bikes" —
 * in the reader's language (`tr`), as a plain-text part and an HTML part with everything but our own
 * markup escaped.
 */
export function composeMail({
  to,
  subject,
  name,
  paragraphs,
  tr,
}: {
  to: string;
  subject: string;
  /** The addressee's name; empty or missing greets with "Hello,". */
  name?: string;
  paragraphs: MailParagraph[];
  tr: Translator;
}): MailMessage {
  const greeting = name ? tr.t('mail.greeting.named', { name }) : tr.t('mail.greeting');
  const asText = (p: MailParagraph) =>
    typeof p === 'string'
      ? p
      : 'code' in p
        ? p.code
        : `${p.before ?? ''}${p.label}${p.after ?? ''}: ${p.href}`;
  const asHtml = (p: MailParagraph) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p)}</p>`
      : 'code' in p
        ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(p.code)}</p>`
        : `<p>${escapeHtml(p.before ?? '')}<a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a>${escapeHtml(p.after ?? '')}</p>`;
  const all = [greeting, ...paragraphs, tr.t('mail.signature')];
  const html = all.map(asHtml).join('\n');
  return {
    to,
    subject,
    text: all.map(asText).join('\n\n'),
    // A mail client shows the part in the reader's language with the right font and hyphenation.
    html: `<div lang="${tr.locale}">\n${html}\n</div>`,
  };
}
