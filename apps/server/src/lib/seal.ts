import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a value for the job queue (ADR 0250): an account mail's job carries a sign-up code or a reset
 * link, which the database otherwise keeps only hashed; the job table is read by every backup. AES-256-GCM
 * under a key derived from the auth secret for one purpose, so a sealed value says nothing without it
 * and cannot be changed unnoticed.
 */
export function sealer(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `bb:seal:${purpose}`, 32));
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The sealed value; throws when it was sealed under another secret or changed. */
    open(sealed: string): unknown {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text);
    },
  };
}
