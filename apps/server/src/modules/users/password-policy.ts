import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

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

// The dictionaries are loaded on first use, not at start: loading them takes about half a second, and
// their modules held some 30 MiB of a server that had not yet been given a password (ADR 0381).
let estimator: Promise<ZxcvbnFactory> | undefined;
async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  });
}
async function strength(password: string, userInputs: string[]): Promise<number> {
  estimator ??= loadEstimator().catch((err: unknown) => {
    // Tried again by the next password.
    estimator = undefined;
    throw err;
  });
  return (await estimator).check(password, userInputs).score;
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
