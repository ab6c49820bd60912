import defaultConfig from 'lighthouse/core/config/default-config.js';
import { describe, expect, it } from 'vitest';
import { UNSCORED_DIAGNOSTICS } from './unscored-audits';

const GATED = ['performance', 'accessibility', 'seo'] as const;

describe('the audits the web budget skips (ADR 0404, 0436)', () => {
  const categories = defaultConfig.categories ?? {};

  it('are weighted 0 in every category the budget gates', () => {
    const weighted = GATED.flatMap((name) =>
      (categories[name]?.auditRefs ?? [])
        .filter((ref) => UNSCORED_DIAGNOSTICS.includes(ref.id) && ref.weight > 0)
        .map((ref) => `${name}: ${ref.id} (${ref.weight})`),
    );
    expect(weighted).toEqual([]);
  });

  it('all exist in the installed Lighthouse, so a renamed audit is not silently gathered again', () => {
    // The configuration names each audit by its module's path: `byte-efficiency/unused-css-rules`.
    const known = new Set(
      (defaultConfig.audits ?? []).map((audit) =>
        String(typeof audit === 'string' ? audit : 'path' in audit ? audit.path : '')
          .split('/')
          .pop(),
      ),
    );
    expect(UNSCORED_DIAGNOSTICS.filter((id) => !known.has(id))).toEqual([]);
  });
});
