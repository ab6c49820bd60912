// Everything Bangla needs beyond English, in one lazy chunk (lib/i18n/i18n.ts loads it when Bangla is
// chosen): the compiled catalog, the font (locales/bangla-font.ts), and the patterns and field names that
// translate API messages carrying a value or naming a field.

import { API_MESSAGE_PATTERNS, translateFieldMessage } from '../lib/i18n/api-messages';
import { registerMessagePatterns } from '../lib/i18n/translate-external';
import { applyBanglaWebFont } from './bangla-font';

registerMessagePatterns(API_MESSAGE_PATTERNS, translateFieldMessage);
applyBanglaWebFont();

export { messages } from './bn/messages.po';
