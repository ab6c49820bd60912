import { plural } from '@lingui/core/macro';

/** "12 bikes", "1 bike matching “fz”" in the reader's language; `count` is `total` already formatted. */
export function bikeCount(count: string, total: number, query: string): string {
  return query
    ? plural(total, { one: `${count} bike matching “${query}”`, other: `${count} bikes matching “${query}”` })
    : plural(total, { one: `${count} bike`, other: `${count} bikes` });
}
