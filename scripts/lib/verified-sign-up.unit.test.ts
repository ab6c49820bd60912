import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readListedMail } from './verified-sign-up';

describe('readListedMail: an outbox file read after it was listed', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-read-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('answers the mail while it is there', () => {
    const file = path.join(folder(), 'a.eml');
    writeFileSync(file, 'Subject: 123456 is your Best Bikes code\r\n');
    expect(readListedMail(file)?.toString()).toContain('123456');
  });

  it('answers nothing once another run removed its folder', () => {
    const dir = folder();
    const file = path.join(dir, 'a.eml');
    writeFileSync(file, 'x');
    rmSync(dir, { recursive: true, force: true });
    expect(readListedMail(file)).toBeUndefined();
  });

  it('throws any other failure instead of waiting it out', () => {
    // A folder where a file was expected: EISDIR, not a vanished file.
    const dir = path.join(folder(), 'not-a-file.eml');
    mkdirSync(dir);
    expect(() => readListedMail(dir)).toThrow(/EISDIR/);
  });
});
