export type Locale = 'en' | 'bn';
