/** The first half of our advisory lock keys, so they never meet another application's. */
export const LOCK_SPACE = 0x6262; // "bb"

/** The key of the lock instances take around their migrations (db/client.ts). */
export const MIGRATION_LOCK = [LOCK_SPACE, 1] as const;
