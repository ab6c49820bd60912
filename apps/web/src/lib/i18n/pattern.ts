import type { MessageDescriptor } from '@lingui/core';

/** A message with a value in it: the English pattern, and how each captured value is formatted. */
export interface Pattern {
  pattern: RegExp;
  message: MessageDescriptor;
  /**
   * Names of the captured values, in order; a name ending in `Number` is a figure (Bengali digits), one
   * named `time` or ending in `Time` a moment the API wrote with AM/PM (shown as the page writes times).
   */
  values: string[];
}
