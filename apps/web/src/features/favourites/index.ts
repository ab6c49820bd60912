// What the rest of the app uses of the favourites: the heart on cards and the bike page (light: the
// signed-in part is its own chunk).
export { HeartButton } from './components/heart-button';
