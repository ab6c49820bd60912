import { useLingui } from '@lingui/react/macro';
import { useTitle } from '../../../lib/use-title';
import { ContactSection } from '../components/contact-section';

/** /contactUs: the same contact section as the home page, as a page of its own. */
export function ContactPage() {
  const { t } = useLingui();
  useTitle(t`Contact us`);
  return <ContactSection headingLevel={1} />;
}
