// The Bangla build's translations of the contract's labels (sorts, bike facts, states, form checks),
// which pages other than home show (page.bn.ts loads it).
export { messages } from 'virtual:page-labels';
