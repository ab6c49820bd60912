export type Locale = 'en' | 'bn';
export const LOCALES: readonly Locale[] = ['en', 'bn'];
