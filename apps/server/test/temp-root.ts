import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder every test's throw-away DATA_DIR is made in (testConfig), removed after the run. */
    testTempRoot: string;
  }
}

/**
 * The integration run's global setup (ADR 0451): one temporary folder for the whole run, removed once it ends.
 * The workers are killed at the end of a run, not left to exit, so a test that builds its own app from
 * testConfig (rather than buildTestApp, whose close removes its folder) left one folder in /tmp behind.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'bb-test-run-'));
  project.provide('testTempRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
