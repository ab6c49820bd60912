// What the rest of the app uses of saved searches: the /bikes page's "Save this search", and a saved
// search's name in the reader's language (the notifications page names the search of a match notice).
export { SaveSearchButton } from './components/save-search-button';
export { savedSearchLabel } from './lib/search-name';
