// What the app uses of the reports: Report on the category page (app/pages/category-page.tsx), and the
// reason dialog with the reasons of a report, which the conversation page's Report uses too.
export { ReasonDialog } from './components/lazy-reason-dialog';
export { useReportToAdmin } from './components/report-button';
export { REASON_CHOICES, reportReasonErrors } from './report-payload';
