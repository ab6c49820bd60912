// What the rest of the app uses of saved searches: the /bikes page's "Save this search".
export { SaveSearchButton } from './components/save-search-button';
