import { SHOP } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ContactForm } from './contact-form';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

const SOCIAL = (
  [
    {
      label: 'Facebook',
      href: SHOP.social.facebook,
      path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6z',
    },
    {
      label: 'Instagram',
      href: SHOP.social.instagram,
      path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
    },
    {
      label: 'LinkedIn',
      href: SHOP.social.linkedin,
      path: 'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V21h-4z',
    },
  ] as { label: string; href: string | undefined; path: string }[]
)
  // Only the shop's own pages (SHOP.social): a site's front page is no page of the shop's.
  .filter((s): s is { label: string; href: string; path: string } => Boolean(s.href));

function Line({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <svg
        viewBox="0 0 24 24"
        className="mt-0.5 h-5 w-5 shrink-0 text-primary"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d={icon} />
      </svg>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * docs/product.md#screens contact section: the invitation, the shop's mobile, Dhaka address and e-mail, social links
 * and a video-search link (all in new tabs), and the form beside it. Also the /contactUs page.
 * On the home page's path: imports the zod-free constants only.
 */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useLingui();
  const shop = SHOP.name;
  const owner = SHOP.ownerName;
  return (
    <section id="contact" className="bg-base-200 px-4 py-16" aria-labelledby="contact-heading">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
        <div>
          <Heading id="contact-heading" className="text-4xl font-extrabold">
            <Trans>Contact us</Trans>
          </Heading>
          <p className="mt-4 text-lg">
            <Trans>
              Looking for a particular bike, want to sell yours, or have a question or some feedback about{' '}
              {shop}? Call, write or drop a message with the form — {owner} reads every one and will get back
              to you.
            </Trans>
          </p>
          <ul className="mt-6 space-y-3 text-lg">
            <Line
              label={t`Mobile`}
              icon="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.3c1.1.4 2.3.6 3.6.6a1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.3.2 2.5.6 3.6a1 1 0 01-.3 1z"
            >
              <a href={`tel:${SHOP.mobile}`} className="link link-hover" {...NEW_TAB}>
                {SHOP.mobile}
              </a>
            </Line>
            <Line
              label={t`Address`}
              icon="M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 9.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5z"
            >
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SHOP.address)}`}
                className="link link-hover"
                {...NEW_TAB}
              >
                {SHOP.address}
              </a>
            </Line>
            <Line
              label={t`E-mail`}
              icon="M20 4H4a2 2 0 00-2 2v12a2 2 0 002 2h16a2 2 0 002-2V6a2 2 0 00-2-2zm0 4l-8 5-8-5V6l8 5 8-5z"
            >
              <a href={`mailto:${SHOP.email}`} className="link link-hover" {...NEW_TAB}>
                {SHOP.email}
              </a>
            </Line>
          </ul>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label={t`Social links`}>
            {SOCIAL.map((s) => {
              const site = s.label;
              return (
                <li key={s.label}>
                  <a
                    href={s.href}
                    className="btn btn-circle btn-outline"
                    aria-label={t`${shop} on ${site} (opens in a new tab)`}
                    {...NEW_TAB}
                  >
                    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                      <path d={s.path} />
                    </svg>
                  </a>
                </li>
              );
            })}
            <li>
              <a href={SHOP.videoSearch} className="btn btn-outline" {...NEW_TAB}>
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                  <path d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8A26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z" />
                </svg>
                <Trans>Videos of {shop}</Trans>
              </a>
            </li>
          </ul>
        </div>
        <div className="card bg-base-100 shadow-md">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
