import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * zxcvbn's scores run 0–4; below 2 means guessable in under ~10^6 tries from lists of breached and
 * common passwords, keyboard walks, repeats, sequences and dates ("password", "12345678",
 * "qwertyuiop", "Password123"). Sign-in is rate limited, so 2 and up is what an online guesser
 * cannot reach (ADR 0080).
 */
const MIN_SCORE = 2;

export const WEAK_PASSWORD =
  'This password is too easy to guess: it is common or follows a well-known pattern. Please choose another, for example three or four unrelated words.';
export const BLANK_PASSWORD = 'A password cannot be only spaces.';

/**
 * How long the strength checker stays up after its last password (ADR 0383). Loading it again takes
 * 0.3–0.4 s of its own thread, added to one sign-up's answer, not to anyone else's.
 */
const CHECKER_IDLE_MS = 10_000;

/**
 * The checker's heap: its dictionaries are some 24 MiB live; a small young generation keeps what each
 * check throws away from growing it (200 checks in a row: 56 MiB resident with these, 174 without;
 * docs/performance.md#memory).
 */
const CHECKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 };

type Answer = { id: number; score?: number; error?: string };
class CheckerEnded extends Error {
  constructor(why: string) {
    super(`password strength: the checker ended (${why})`);
  }
}
type Waiter = { resolve: (score: number) => void; reject: (error: Error) => void };

/**
 * zxcvbn runs in a worker thread (password-strength.worker.mjs), started on the first password and
 * ended when none has come for CHECKER_IDLE_MS: its dictionaries held some 24 MiB of the server's heap
 * for good after the first sign-up (docs/performance.md#memory, ADR 0383), and a check (20–25 ms for a
 * 16-character password) no longer holds up the server's other requests. A burst of sign-ups loads
 * them once; an idle shop does not keep them.
 */
class StrengthChecker {
  private current: { worker: Worker; pending: Map<number, Waiter> } | undefined;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs: number) {}

  /** zxcvbn's score of `password`; asked again once of a new checker if the one asked ended meanwhile. */
  async score(password: string, userInputs: string[]): Promise<number> {
    try {
      return await this.ask(password, userInputs);
    } catch (error) {
      if (!(error instanceof CheckerEnded)) throw error;
      return this.ask(password, userInputs);
    }
  }

  private ask(password: string, userInputs: string[]): Promise<number> {
    const { worker, pending } = this.running();
    const id = this.nextId++;
    clearTimeout(this.idleTimer);
    return new Promise<number>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, userInputs });
    });
  }

  /** Whether the worker is up (for tests). */
  get isRunning(): boolean {
    return this.current !== undefined;
  }

  /** Ends the worker now; a later password starts another. */
  async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    const current = this.current;
    this.current = undefined;
    await current?.worker.terminate();
  }

  private running() {
    if (this.current) return this.current;
    const worker = new Worker(path.join(import.meta.dirname, 'password-strength.worker.mjs'), {
      resourceLimits: CHECKER_LIMITS,
    });
    const pending = new Map<number, Waiter>();
    const current = { worker, pending };
    // A waiting checker never keeps the process alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiter = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined || answer.score === undefined)
        waiter?.reject(new Error(`password strength: ${answer.error ?? 'no score'}`));
      else waiter?.resolve(answer.score);
      if (pending.size === 0 && this.current === current) {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => void this.stop(), this.idleMs).unref();
      }
    });
    // A worker that ends takes its own questions with it; the next password starts another.
    const fail = (error: Error) => {
      if (this.current === current) this.current = undefined;
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    };
    worker.on('error', (error) => fail(new CheckerEnded(error.message)));
    worker.on('exit', (code) => fail(new CheckerEnded(`exit code ${code}`)));
    this.current = current;
    return current;
  }
}

/** The server's checker; `new StrengthChecker(ms)` in tests that watch it stop. */
export const strengthChecker = new StrengthChecker(CHECKER_IDLE_MS);
export { StrengthChecker };

async function strength(password: string, userInputs: string[]): Promise<number> {
  return strengthChecker.score(password, userInputs);
}

/**
 * Why a new password is refused, or null when it will do. `userInputs` are the account's own words
 * (e-mail, name): a password made of them is as easy to guess as a common one. Length bounds (8–128)
 * are better-auth's own check.
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  if (password.trim() === '') return BLANK_PASSWORD;
  // zxcvbn's cost grows with length; past 64 characters nothing is guessable anyway.
  if (password.length > 64) return null;
  const words = userInputs
    .flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w) => w.length >= 3);
  return (await strength(password, words)) < MIN_SCORE ? WEAK_PASSWORD : null;
}
