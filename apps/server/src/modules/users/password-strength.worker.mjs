// zxcvbn's password strength, in a worker thread the server starts on the first password and ends when
// no password has come for a while (password-policy.ts, ADR 0383). Its dictionaries and the factory
// built from them held some 24 MiB of the server's heap for good after the first sign-up; a worker's
// heap goes back with the worker. Plain JavaScript: the server runs from a bundle without tsx's
// loader (ADR 0381), and a worker is started from a file of its own.
import { parentPort } from 'node:worker_threads';

/** @type {Promise<import('@zxcvbn-ts/core').ZxcvbnFactory> | undefined} */
let estimator;
async function loadEstimator() {
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

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number, password: string, userInputs: string[] }} */ { id, password, userInputs },
  ) => {
    try {
      estimator ??= loadEstimator();
      const score = (await estimator).check(password, userInputs).score;
      parentPort?.postMessage({ id, score });
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
