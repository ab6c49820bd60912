import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const missing = '/nonexistent/best-bikes-test/chromium';
const shell = '/nonexistent/best-bikes-test/chromium-headless-shell';

/**
 * A machine where Chromium (or with `chromiumThere` only its headless shell) is missing: installs are
 * recorded, and one "installs" both when asked.
 */
function machine(
  opts: {
    aptGet?: boolean;
    sudo?: boolean;
    uid?: number;
    installWorks?: boolean;
    chromiumThere?: boolean;
  } = {},
) {
  const installed = new Set<string>(opts.chromiumThere ? [missing] : []);
  const commands: string[] = [];
  const lines: string[] = [];
  const result = ensureChromium({
    chromiumPath: missing,
    shellPath: shell,
    exists: (file) => installed.has(file),
    onPath: (command) => (command === 'apt-get' ? (opts.aptGet ?? true) : command === 'sudo'),
    uid: opts.uid ?? 0,
    sudoWithoutPassword: () => opts.sudo ?? false,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args.includes('install') && (opts.installWorks ?? true)) {
        installed.add(missing);
        installed.add(shell);
      }
      return opts.installWorks ?? true;
    },
    log: (line) => lines.push(line),
  });
  return { result, commands, lines };
}

describe('ensureChromium (the first step of npm test and .ci/run)', () => {
  it('does nothing when Chromium and its headless shell are there', () => {
    const commands: string[] = [];
    const result = ensureChromium({
      chromiumPath: '/usr/bin/chromium',
      exists: () => true,
      run: (command) => {
        commands.push(command);
        return true;
      },
    });
    expect(result).toEqual({ ok: true, installed: false });
    expect(commands).toEqual([]);
  });

  it('installs Debian’s chromium as root, saying what and why, and goes on', () => {
    const { result, commands, lines } = machine({ uid: 0 });
    expect(result).toEqual({ ok: true, installed: true });
    expect(commands).toEqual(['apt-get update -q', 'apt-get install -y -q chromium chromium-headless-shell']);
    expect(lines[0]).toContain(`No Chromium at ${missing}`);
    expect(lines[0]).toContain('end-to-end tests');
    expect(lines[0]).toContain('`chromium` and `chromium-headless-shell` packages');
  });

  it('installs the headless shell alone when Chromium is there without it', () => {
    const { result, commands, lines } = machine({ uid: 0, chromiumThere: true });
    expect(result).toEqual({ ok: true, installed: true });
    expect(commands).toEqual(['apt-get update -q', 'apt-get install -y -q chromium-headless-shell']);
    expect(lines[0]).toContain(`No headless shell at ${shell}`);
  });

  it('goes on in the full Chromium, saying so, when it may not install the shell', () => {
    for (const refused of [{ uid: 1000, sudo: false }, { aptGet: false }, { installWorks: false }]) {
      const { result, lines } = machine({ ...refused, chromiumThere: true });
      expect(result).toEqual({ ok: true, installed: false });
      expect(lines.at(-1)).toMatch(
        /^No headless shell at .*: the end-to-end tests run in the full Chromium, slower\.$/,
      );
    }
  });

  it('installs through password-less sudo when not root', () => {
    const { result, commands } = machine({ uid: 1000, sudo: true });
    expect(result.ok).toBe(true);
    expect(commands).toEqual([
      'sudo -n apt-get update -q',
      'sudo -n apt-get install -y -q chromium chromium-headless-shell',
    ]);
  });

  it('stops with the command to run when it may not install (no root, sudo asks a password)', () => {
    const { result, commands } = machine({ uid: 1000, sudo: false });
    expect(commands).toEqual([]);
    expect(result).toEqual({
      ok: false,
      problem: expect.stringContaining('run `sudo apt-get install -y chromium`, then `npm test` again'),
    });
    if (!result.ok) expect(result.problem).not.toContain('\n');
  });

  it('stops with the command to run where there is no apt-get', () => {
    const { result, commands } = machine({ aptGet: false });
    expect(commands).toEqual([]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain('`CHROMIUM_PATH=/path/to/chromium npm test`');
  });

  it('stops with the command to run when the install fails', () => {
    const { result } = machine({ installWorks: false });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain('apt-get install -y chromium');
  });
});

describe('on a machine without Chromium (CHROMIUM_PATH at a missing file, stubbed installer)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A PATH with only `sh` and the given stub commands. */
  function stubPath(stubs: Record<string, string>): string {
    dir = mkdtempSync(path.join(tmpdir(), 'bb-chromium-'));
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    symlinkSync('/bin/sh', path.join(bin, 'sh'));
    for (const [name, body] of Object.entries(stubs)) {
      writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    }
    return bin;
  }

  it('npm test stops first with the one line when it cannot install', () => {
    const bin = stubPath({});
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: bin, CHROMIUM_PATH: path.join(bin, 'no-chromium'), HOME: dir },
      timeout: 30_000,
    });
    const lines = run.stdout.trim().split('\n').filter(Boolean);
    expect(run.status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^No Chromium at .*no-chromium, .*: install Chromium and run `CHROMIUM_PATH=/),
      '0 passed, 1 failed',
    ]);
    expect(run.stdout).not.toContain('===');
  });

  it('the shared step installs with apt-get and goes on (.ci/run calls it too)', () => {
    const chromium = path.join(mkdtempSync(path.join(tmpdir(), 'bb-debian-')), 'chromium');
    const bin = stubPath({
      // Records each call; `install` puts a Chromium where the tests look for it.
      'apt-get': `echo "$@" >> "${'$'}{0%/*}/../calls"\ncase "$*" in *install*) : > "${chromium}"; : > "${chromium}-shell";; esac`,
      sudo: 'shift; exec "$@"',
    });
    try {
      const run = spawnSync(process.execPath, ['scripts/lib/ensure-chromium.mjs'], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: bin, CHROMIUM_PATH: chromium, E2E_CHROMIUM_PATH: `${chromium}-shell` },
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(readFileSync(path.join(dir, 'calls'), 'utf8').split('\n')).toEqual([
        'update -q',
        'install -y -q chromium chromium-headless-shell',
        '',
      ]);
      expect(run.stdout).toContain('installing the `chromium` and `chromium-headless-shell` packages');
      expect(existsSync(chromium)).toBe(true);
      expect(existsSync(`${chromium}-shell`)).toBe(true);
    } finally {
      rmSync(path.dirname(chromium), { recursive: true, force: true });
    }
  });
});
