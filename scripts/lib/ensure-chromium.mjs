#!/usr/bin/env node
// The one step that gets Chromium for the end-to-end tests and the web budget, shared by `npm test`
// (scripts/test.mjs, before anything else) and `.ci/run` (ADR 0130). Where Chromium is missing and the
// machine can install it (apt-get, as root or with password-less sudo) it installs Debian's `chromium`;
// otherwise it says in one line which command to run, before minutes go to the other stages. Beside it,
// Debian's `chromium-headless-shell`, the lighter headless build the end-to-end tests run in (ADR 0401);
// without it they run in the full Chromium, slower.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * @typedef {object} ChromiumDeps
 * @property {string} [chromiumPath] where the tests look for Chromium (CHROMIUM_PATH, else Debian's)
 * @property {string} [shellPath] where the end-to-end tests look for the headless shell
 * @property {(file: string) => boolean} [exists]
 * @property {(command: string) => boolean} [onPath] whether a command is on PATH
 * @property {number} [uid] the user id we run as (0: root)
 * @property {() => boolean} [sudoWithoutPassword] whether `sudo -n` works
 * @property {(command: string, args: string[]) => boolean} [run] runs an install command, true on success
 * @property {(line: string) => void} [log]
 */

/**
 * Makes sure Chromium is at `chromiumPath`, installing Debian's package when it can.
 * @param {ChromiumDeps} [deps] stand-ins for the machine (tests)
 * @returns {{ ok: true, installed: boolean } | { ok: false, problem: string }}
 */
export function ensureChromium(deps = {}) {
  const {
    chromiumPath = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM,
    shellPath = process.env.E2E_CHROMIUM_PATH || DEBIAN_HEADLESS_SHELL,
    exists = existsSync,
    onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0,
    uid = process.getuid?.() ?? -1,
    sudoWithoutPassword = () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    run = (command, args) =>
      spawnSync(command, args, {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0,
    log = (line) => console.log(line),
  } = deps;

  const chromiumThere = exists(chromiumPath);
  if (chromiumThere && exists(shellPath)) return { ok: true, installed: false };
  const packages = [...(chromiumThere ? [] : ['chromium']), 'chromium-headless-shell'];
  /** Only the shell is missing: the tests can run without it, so a refusal is a note, not a stop. */
  const withoutShell = (why) => {
    log(`No headless shell at ${shellPath} (${why}): the end-to-end tests run in the full Chromium, slower.`);
    return { ok: true, installed: false };
  };

  if (!onPath('apt-get')) {
    if (chromiumThere) return withoutShell('no apt-get here');
    return {
      ok: false,
      problem: `No Chromium at ${chromiumPath}, which the end-to-end tests and the web budget need: install Chromium and run \`CHROMIUM_PATH=/path/to/chromium npm test\``,
    };
  }
  const asRoot = uid === 0;
  if (!asRoot && !(onPath('sudo') && sudoWithoutPassword())) {
    if (chromiumThere) return withoutShell('`sudo apt-get install -y chromium-headless-shell` installs it');
    return {
      ok: false,
      problem: `No Chromium at ${chromiumPath}, which the end-to-end tests and the web budget need: run \`sudo apt-get install -y chromium\`, then \`npm test\` again`,
    };
  }

  const prefix = asRoot ? [] : ['sudo', '-n'];
  const command = (/** @type {string[]} */ args) => {
    const [head, ...rest] = [...prefix, 'apt-get', ...args];
    log(`$ ${[head, ...rest].join(' ')}`);
    return run(/** @type {string} */ (head), rest);
  };
  const how = asRoot ? 'as root' : 'through sudo';
  log(
    chromiumThere
      ? `No headless shell at ${shellPath}: the end-to-end tests run in Debian's lighter headless build, so installing the \`chromium-headless-shell\` package (apt-get, ${how}).`
      : `No Chromium at ${chromiumPath}: the end-to-end tests and the web budget run in Debian's Chromium, so installing the \`chromium\` and \`chromium-headless-shell\` packages (apt-get, ${how}).`,
  );
  const sudo = asRoot ? '' : 'sudo ';
  if (!command(['update', '-q']) || !command(['install', '-y', '-q', ...packages])) {
    if (chromiumThere) return withoutShell('its install failed, see above');
    return {
      ok: false,
      problem: `Installing Chromium failed (see above): run \`${sudo}apt-get update && ${sudo}apt-get install -y chromium\`, then \`npm test\` again`,
    };
  }
  if (!exists(chromiumPath)) {
    return {
      ok: false,
      problem: `Debian's chromium is installed but there is still no Chromium at ${chromiumPath}: set CHROMIUM_PATH to its executable (${DEBIAN_CHROMIUM})`,
    };
  }
  log(`Chromium installed at ${chromiumPath}.`);
  return { ok: true, installed: true };
}

// `node scripts/lib/ensure-chromium.mjs` (.ci/run): exit 1 with the one line when it cannot.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = ensureChromium();
  if (!result.ok) {
    console.log(result.problem);
    process.exit(1);
  }
}
