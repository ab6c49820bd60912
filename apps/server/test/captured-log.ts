import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../src/lib/logger';

/** A logger with the app's own options (redaction, serializers) whose output the test can read. */
export function capturedLog(): { log: pino.Logger; output: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) as pino.LoggerOptions;
  return { log: pino(options, stream), output: () => lines.join('') };
}
