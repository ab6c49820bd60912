import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bdMobileSchema, normaliseBdMobile } from './common';
import { HUMAN_MESSAGES } from './messages';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, HUMAN_MESSAGES).error?.issues[0]?.message;

describe('human messages for unworded checks', () => {
  it('never shows zod’s own wording', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.string().max(100), 'x'.repeat(101), 'Please use at most 100 characters.'],
      [z.string().min(1), '', 'This field is required.'],
      [z.string().min(8), 'short', 'Please use at least 8 characters.'],
      [z.string(), undefined, 'This field is required.'],
      [z.number(), 'ten', 'Please enter a number.'],
      [z.number().max(5), 6, 'Please enter a number no larger than 5.'],
      [z.string().email(), 'not-mail', 'Please enter a valid email address.'],
      [z.enum(['BDT', 'USD']), 'EUR', 'Please choose one of: BDT, USD.'],
    ];
    for (const [schema, value, expected] of cases) {
      const message = messageOf(schema, value);
      expect(message).toBe(expected);
      expect(message).not.toMatch(/Too big|Too small|Invalid input|expected/);
    }
  });

  it('keeps a message the schema words itself', () => {
    expect(messageOf(z.string().max(3, 'Three at most'), 'abcd')).toBe('Three at most');
  });
});

describe('Bangladeshi mobile numbers', () => {
  it('turns +880 and 880 into 01… and drops spaces and dashes', () => {
    expect(normaliseBdMobile('+8801712345678')).toBe('01712345678');
    expect(normaliseBdMobile(' +880 1712-345678 ')).toBe('01712345678');
    expect(normaliseBdMobile('8801712345678')).toBe('01712345678');
    expect(normaliseBdMobile('01712345678')).toBe('01712345678');
    expect(bdMobileSchema.parse('+8801912345678')).toBe('01912345678');
    expect(bdMobileSchema.safeParse('+447912345678').success).toBe(false);
  });
});
