// Sharing a bike (docs/product.md#found-and-shared): the bike page's Share button. Its own feature so
// that its code travels with the bike page only, not in the catalogue's chunk the category page loads.
export { ShareButton } from './components/share-button';
