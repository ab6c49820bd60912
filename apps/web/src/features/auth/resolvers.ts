import { HUMAN_MESSAGES } from '@best-bikes/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, resetPasswordSchema } from './schemas';

/** The account forms' resolvers, loaded on first validation (lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(loginSchema, HUMAN_MESSAGES);
export const resetPasswordResolver = zodResolver(resetPasswordSchema, HUMAN_MESSAGES);
