import type { MessageDescriptor } from '@lingui/core';

/** A message with a value in it: the English pattern, and how each captured value is formatted. */
export interface Pattern {
  pattern: RegExp;
  message: MessageDescriptor;
  /** Names of the captured values, in order; a name ending in `Number` is a figure (Bengali digits). */
  values: string[];
  /** How a value is shown when not as above (a time the API wrote with AM/PM, `showTime`). */
  show?: Record<string, (value: string) => string>;
}
