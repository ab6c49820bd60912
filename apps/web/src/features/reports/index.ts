// What the app uses of the reports: Report on the category page (app/pages/category-page.tsx).
export { useReportToAdmin } from './components/report-button';
