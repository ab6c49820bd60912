// The Bangla build's translations of what the API and the contract's checks say, the patterns of
// those that carry a value, and the reader of "field: message" texts (page.bn.ts loads it when first
// needed).
export { messages } from 'virtual:page-received-messages';
export {
  API_MESSAGE_PATTERNS as patterns,
  translateFieldMessage as fallback,
} from '../lib/i18n/api-messages';
