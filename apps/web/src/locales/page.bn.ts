// The Bangla page's run-time part, in page.ts's place in the Bangla build (ADR 0104). Its own words
// are compiled into its code; what stays a table is the texts it receives by their English text:
// product.md's copy here (the home page shows some), the contract's labels and the API's messages in files
// of their own, fetched when a page needs them (lib/i18n/translate-external.ts).

import { messages } from 'virtual:page-messages';
import { applyBanglaWebFont } from './bangla-font';

export const PAGE_MESSAGES = messages;

// Before the first render: a page either uses the web font from the start or not at all.
applyBanglaWebFont();

export const loadPageLabels = () => import('./bangla-labels');

export const loadReceivedMessages = () => import('./bangla-received');
