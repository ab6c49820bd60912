// Everything Bangla needs beyond English, in one lazy chunk: the compiled catalog and the font's style
// sheet (lib/i18n/i18n.ts loads it when Bangla is chosen).
import './bangla-font.css';

export { messages } from './bn/messages.po';
