import { Writable } from 'node:stream';

/**
 * Log lines a person reads on a terminal (ADR 0119): `12:04:31 INFO  Best Bikes is ready…` instead
 * of pino's JSON, which stays the format everywhere else (a file, a pipe, a container's log
 * collector, production). A few lines of our own rather than pino-pretty, whose dependencies ask for
 * a newer Node than the project's.
 */

const LEVELS: Record<number, { label: string; color: string }> = {
  10: { label: 'TRACE', color: '90' },
  20: { label: 'DEBUG', color: '90' },
  30: { label: 'INFO ', color: '32' },
  40: { label: 'WARN ', color: '33' },
  50: { label: 'ERROR', color: '31' },
  60: { label: 'FATAL', color: '41;97' },
};

/** Keys every line has, or that the line's own words already show. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
  'reqId',
]);

const paint = (color: boolean, code: string, text: string) =>
  color ? `\u001b[${code}m${text}\u001b[0m` : text;

function clock(time: unknown): string {
  const at = typeof time === 'number' ? new Date(time) : new Date();
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** One pino record as one readable line (and an error's stack below it). */
export function prettyLine(record: Record<string, unknown>, { color = false } = {}): string {
  const level = LEVELS[Number(record.level)] ?? { label: String(record.level).toUpperCase(), color: '0' };
  const parts = [paint(color, '90', clock(record.time)), paint(color, level.color, level.label)];
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  if (typeof record.msg === 'string' && record.msg) parts.push(record.msg);
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)} ms`);
  for (const [key, value] of Object.entries(record)) {
    if (SHOWN.has(key) || value === undefined) continue;
    parts.push(paint(color, '90', `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`));
  }
  const err = record.err as { message?: string; stack?: string } | undefined;
  let line = parts.join(' ');
  if (err) line += `\n${paint(color, '31', err.stack ?? err.message ?? JSON.stringify(err))}`;
  return `${line}\n`;
}

/** A stream for pino that writes each JSON record it gets as a readable line to `out`. */
export function prettyStream(out: NodeJS.WritableStream, { color = false } = {}): Writable {
  let pending = '';
  return new Writable({
    write(chunk, _encoding, done) {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      let text = '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          text += prettyLine(JSON.parse(line) as Record<string, unknown>, { color });
        } catch {
          text += `${line}\n`;
        }
      }
      if (text) out.write(text);
      done();
    },
  });
}
