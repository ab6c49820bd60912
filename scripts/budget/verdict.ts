/**
 * When the web budget has run a page enough (ADR 0194, 0453): one run clear of the gate decides; nearer
 * it, the runs go on until the median of `runs` cannot change side. Pure, so the rule is tested on its
 * own (verdict.unit.test.ts); web-budget.ts asks it before each round.
 */

/**
 * How far above the gate a page's first run must land to decide alone (ADR 0194). In the 75 runs the
 * budget's tables in docs/performance.md recorded from 2026-11-23 on (15 pages × 5 runs, each after
 * the quiet-machine wait; the file's history), no run scored more than 1 above its page's median of
 * five, while disturbed runs fell up to 4 below it: other work on the host only adds to the blocking
 * time Lighthouse observes. A first run of 97 would have to be 3 above a failing median (94) to
 * mislead. Nearer the gate, or under it, the median of `runs` decides.
 */
export const CLEAR_MARGIN = 2;

/** True when the first run alone decides the page: it passes the `gate` with CLEAR_MARGIN to spare. */
export function clearOfGate(performances: number[], gate: number): boolean {
  return performances.length === 1 && (performances[0] ?? 0) >= gate + CLEAR_MARGIN;
}

/**
 * True when more runs cannot change whether the median passes: more than half of the `runs` allowed
 * are on one side of the gate (`passes`). With three runs, two passing ones keep the median of three
 * at or above the gate whatever the third gives (and two failing ones below it).
 */
export function verdictSettled(values: number[], passes: (value: number) => boolean, runs: number): boolean {
  const needed = Math.floor(runs / 2) + 1;
  const passing = values.filter(passes).length;
  return passing >= needed || values.length - passing >= needed;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Whether a page's runs so far settle both its verdicts: its performance against `performanceGate`
 * and, for a page whose largest paint is gated (`paintLimitMs`), that paint too, which has no
 * one-run shortcut.
 */
export function pageDecided(
  runsSoFar: { performance: number; lcp: number }[],
  { runs, performanceGate, paintLimitMs }: { runs: number; performanceGate: number; paintLimitMs?: number },
): boolean {
  const performances = runsSoFar.map((r) => r.performance);
  const performanceDecided =
    clearOfGate(performances, performanceGate) ||
    verdictSettled(performances, (p) => p >= performanceGate, runs);
  const paintDecided =
    paintLimitMs === undefined ||
    verdictSettled(
      runsSoFar.map((r) => r.lcp),
      (lcp) => lcp <= paintLimitMs,
      runs,
    );
  return performanceDecided && paintDecided;
}
