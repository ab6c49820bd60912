import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// References that resolve (ADR 0138): comments and docs cite what a reader of this repository can open —
// `docs/product.md#section`, an ADR, another file of the repository — never the product documents the
// project started from (SPEC, DESIGN), an issue number, or a file that is not here.

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Tracked text files a reader reads: code (its comments) and docs. ADRs are dated records, left as written;
 * this file names what it forbids.
 */
const SELF = 'scripts/references/references.unit.test.ts';
function files(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|js|cjs|css|html|md|ya?ml|jsonc)$|(^|\/)Dockerfile$/.test(f))
    .filter(
      (f) =>
        f !== SELF &&
        !f.startsWith('docs/decisions/') &&
        !f.includes('/migrations/') &&
        existsSync(path.join(root, f)),
    );
}

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\bSPEC\b/, why: 'SPEC is not in this repository: cite docs/product.md#…' },
  { pattern: /\bDESIGN\b/, why: 'DESIGN is not in this repository: cite docs/product.md#… or an ADR' },
  {
    pattern: /\b[Ii]ssues? #?\d+/,
    why: 'an issue number opens nothing here: cite docs/product.md#… or an ADR',
  },
];

const anchors = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let found = anchors.get(file);
  if (!found) {
    const text = readFileSync(file, 'utf8');
    found = new Set([...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]!));
    for (const m of text.matchAll(/^#+\s+(.+)$/gm)) {
      found.add(
        m[1]!
          .toLowerCase()
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      );
    }
    anchors.set(file, found);
  }
  return found;
}

/** What in `text` (the file `file`) names a document a reader of the repository cannot open. */
function unresolved(file: string, text: string, tracked: Set<string>): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const { pattern, why } of FORBIDDEN) if (pattern.test(line)) problems.push(`${at}: ${why}`);
    // A Markdown file named by path (with an optional #anchor) must exist, and so must the anchor.
    for (const m of line.matchAll(/(?<![\w/.-])((?:\.{1,2}\/|[\w-]+\/)*[\w-]+\.md)(#[\w-]+)?/g)) {
      const named = m[1]!;
      const candidates = [
        path.posix.normalize(path.posix.join(path.posix.dirname(file), named)),
        path.posix.normalize(named),
      ];
      let target = candidates.find((c) => tracked.has(c));
      // A bare name (README.md, product.md) is fine when the repository has such a file.
      if (!target && !named.includes('/'))
        target = [...tracked].find((t) => t.endsWith(`/${named}`) || t === named);
      if (!target) {
        problems.push(`${at}: ${named} is not in this repository`);
        continue;
      }
      const anchor = m[2]?.slice(1);
      if (anchor && !anchorsOf(path.join(root, target)).has(anchor)) {
        problems.push(`${at}: ${named} has no section #${anchor}`);
      }
    }
  });
  return problems;
}

describe('references that resolve', () => {
  const tracked = new Set(
    execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && existsSync(path.join(root, f))),
  );
  tracked.add('docs/product.md');

  it('finds no comment or doc naming SPEC, DESIGN, an issue number or a missing file', () => {
    const problems = files().flatMap((f) => unresolved(f, readFileSync(path.join(root, f), 'utf8'), tracked));
    expect(problems).toEqual([]);
  });

  it('catches planted references to documents outside the repository', () => {
    const planted = [
      '// Sorted as SPEC §2 says.',
      '/** The deviation of DESIGN §5.6. */',
      '// Added for issue 15.',
      '// See docs/roadmap.md.',
      '// See docs/product.md#no-such-section.',
    ];
    for (const line of planted) expect(unresolved('apps/web/src/x.ts', line, tracked), line).toHaveLength(1);
    expect(unresolved('apps/web/src/x.ts', '// docs/product.md#calls, ADR 0070, README.md', tracked)).toEqual(
      [],
    );
  });
});
