import type { core } from 'zod';

/**
 * Messages written for people, for every check whose schema did not say its own (docs/product.md#everyday-use: a
 * sign-up showed zod's "Too big: expected string to have <=100 characters"). The web passes it to
 * each form's resolver (`zodResolver(schema, HUMAN_MESSAGES)`); the server installs it for every
 * request schema (app.ts). Only a type is imported from zod: this file costs the pages nothing.
 */
export const humanIssueMessage: core.$ZodErrorMap = (issue) => {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Please use at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Please choose at most ${max}.`;
      if (issue.origin === 'file') return `The file must be ${Math.floor(max / 1024 / 1024)} MB or smaller.`;
      return `Please enter a number no larger than ${max.toLocaleString('en-US')}.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? 'This field is required.' : `Please use at least ${min} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Please choose at least ${min}.`;
      return `Please enter a number of at least ${min.toLocaleString('en-US')}.`;
    }
    case 'invalid_type':
      if (missing || issue.input === '') return 'This field is required.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Please enter a number.';
      return 'Please check this value.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid email address.';
      if (issue.format === 'url') return 'Please enter a valid web address.';
      return 'Please check the format of this value.';
    case 'invalid_value':
      if (missing || issue.input === '') return 'Please choose an option.';
      return issue.values.length <= 6
        ? `Please choose one of: ${issue.values.map(String).join(', ')}.`
        : 'Please choose one of the listed options.';
    case 'not_multiple_of':
      return 'Please enter a whole number.';
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    default:
      return 'Please check this value.';
  }
};

/** Parse options for react-hook-form's zodResolver: human messages for every unnamed check. */
export const HUMAN_MESSAGES = { error: humanIssueMessage } as const;
