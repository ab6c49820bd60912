import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, resetPasswordSchema } from './schemas';

/** The account forms' resolvers, loaded on first validation (lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(loginSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
