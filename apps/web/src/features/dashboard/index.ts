// What the app uses of the dashboard: the menu the dashboard layout shows (app/layouts).
export { dashboardLinks } from './dashboard-links';
