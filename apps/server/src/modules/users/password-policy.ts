import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

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

// Loading the dictionaries takes about half a second: done on first use, not at start.
let estimator: ZxcvbnFactory | undefined;
function strength(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator.check(password, userInputs).score;
}

/**
 * Why a new password is refused, or null when it will do. `userInputs` are the account's own words
 * (e-mail, name): a password made of them is as easy to guess as a common one. Length bounds (8–128)
 * are better-auth's own check.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.trim() === '') return BLANK_PASSWORD;
  // zxcvbn's cost grows with length; past 64 characters nothing is guessable anyway.
  if (password.length > 64) return null;
  const words = userInputs
    .flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w) => w.length >= 3);
  return strength(password, words) < MIN_SCORE ? WEAK_PASSWORD : null;
}
