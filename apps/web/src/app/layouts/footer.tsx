import { COPY, ROUTES, SHOP } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** The shop's social pages that are set (SHOP.social), by site name. */
const SOCIAL = (
  [
    ['Facebook', SHOP.social.facebook],
    ['Instagram', SHOP.social.instagram],
    ['LinkedIn', SHOP.social.linkedin],
  ] as [string, string | undefined][]
).filter((entry): entry is [string, string] => Boolean(entry[1]));

export function Footer() {
  const { i18n, t } = useLingui();
  return (
    <footer className="bb-footer bg-neutral text-neutral-content no-print">
      <div className="footer mx-auto max-w-6xl p-10 sm:footer-horizontal">
        <aside>
          <img
            src="/logo-96.webp"
            srcSet="/logo-96.webp 2x, /logo-144.webp 3x"
            alt=""
            width="48"
            height="48"
            loading="lazy"
          />
          <p className="text-lg font-bold">{SHOP.name}</p>
          <p>{i18n._(COPY.footer.tagline)}</p>
        </aside>
        <nav aria-label={t`Services`}>
          <h2 className="footer-title">
            <Trans>Services</Trans>
          </h2>
          <Link to={ROUTES.bikes} className="link link-hover">
            <Trans>Buy a used bike</Trans>
          </Link>
          <Link to={ROUTES.addProducts} className="link link-hover">
            <Trans>Sell your bike</Trans>
          </Link>
          <Link to={ROUTES.blogs} className="link link-hover">
            <Trans>Blogs</Trans>
          </Link>
          <Link to={ROUTES.buyingSafely} className="link link-hover">
            <Trans>Buying safely</Trans>
          </Link>
        </nav>
        <nav aria-label={t`Company`}>
          <h2 className="footer-title">
            <Trans>Company</Trans>
          </h2>
          <Link to={ROUTES.contactUs} className="link link-hover">
            <Trans>Contact us</Trans>
          </Link>
          <a href="/#contact" className="link link-hover">
            <Trans>Visit the shop</Trans>
          </a>
        </nav>
        {SOCIAL.length > 0 ? (
          <nav aria-label={t`Social`}>
            <h2 className="footer-title">
              <Trans>Social</Trans>
            </h2>
            {SOCIAL.map(([site, href]) => (
              <a key={site} className="link link-hover" href={href} target="_blank" rel="noreferrer noopener">
                {site}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
      <p className="border-t border-neutral-content/20 p-4 text-center text-sm">
        <Trans>
          Copyright © {SHOP.copyrightYear} {SHOP.name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
