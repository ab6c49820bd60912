import { randomBytes } from 'node:crypto';

/** Opaque, URL-safe, unguessable ids (24 hex chars, like the ids the original client already handles). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
