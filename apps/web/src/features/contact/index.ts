// What other features use of the contact feature: the home page's contact section (loaded late).
export { ContactSection } from './components/contact-section';
