import { COPY, ROUTES, SHOP } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export function Footer() {
  const { i18n, t } = useLingui();
  return (
    <footer className="bg-neutral text-neutral-content no-print">
      <div className="footer mx-auto max-w-6xl p-10 sm:footer-horizontal">
        <aside>
          <img src="/favicon.svg" alt="" width="48" height="48" />
          <p className="text-lg font-bold">{SHOP.name}</p>
          <p>{i18n._(COPY.footer.tagline)}</p>
        </aside>
        <nav aria-label={t`Services`}>
          <h2 className="footer-title">
            <Trans>Services</Trans>
          </h2>
          <Link to={ROUTES.home} className="link link-hover">
            <Trans>Buy a used bike</Trans>
          </Link>
          <Link to={ROUTES.dashboard} className="link link-hover">
            <Trans>Sell your bike</Trans>
          </Link>
          <Link to={ROUTES.blogs} className="link link-hover">
            <Trans>Blogs</Trans>
          </Link>
        </nav>
        <nav aria-label={t`Company`}>
          <h2 className="footer-title">
            <Trans>Company</Trans>
          </h2>
          <Link to={ROUTES.contactUs} className="link link-hover">
            <Trans>Contact Us</Trans>
          </Link>
          <a href="/#contact" className="link link-hover">
            <Trans>Visit the shop</Trans>
          </a>
        </nav>
        <nav aria-label={t`Social`}>
          <h2 className="footer-title">
            <Trans>Social</Trans>
          </h2>
          <a
            className="link link-hover"
            href={SHOP.social.facebook}
            target="_blank"
            rel="noreferrer noopener"
          >
            Facebook
          </a>
          <a
            className="link link-hover"
            href={SHOP.social.instagram}
            target="_blank"
            rel="noreferrer noopener"
          >
            Instagram
          </a>
          <a
            className="link link-hover"
            href={SHOP.social.linkedin}
            target="_blank"
            rel="noreferrer noopener"
          >
            LinkedIn
          </a>
        </nav>
      </div>
      <p className="border-t border-neutral-content/20 p-4 text-center text-sm">
        <Trans>
          Copyright © {SHOP.copyrightYear} {SHOP.name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
