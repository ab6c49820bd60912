// What the app uses of the bookings: Book Now on the category page (app/pages/category-page.tsx).
export { useBookNow } from './components/use-book-now';
