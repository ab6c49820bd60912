// What the rest of the app uses of the favourites: the heart on cards and the bike page (light: the
// signed-in part is its own chunk). The Saved bikes page is a lazy route (app/router.tsx).
export { HeartButton } from './components/heart-button';
