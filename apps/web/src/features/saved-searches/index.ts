// What the rest of the app uses of saved searches: the /bikes page's "Save this search". The Saved
// searches and unsubscribe pages are lazy routes (app/router.tsx).
export { SaveSearchButton } from './components/save-search-button';
