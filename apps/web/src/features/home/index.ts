// The home page: part of the first download with the app shell (ADR 0060), not a lazy route.
export { HomePage } from './pages/home-page';
