import { COPY, ROUTES, SHOP } from '@best-bikes/contract/constants';
import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="bg-neutral text-neutral-content no-print">
      <div className="footer mx-auto max-w-6xl p-10 sm:footer-horizontal">
        <aside>
          <img src="/favicon.svg" alt="" width="48" height="48" />
          <p className="text-lg font-bold">{SHOP.name}</p>
          <p>{COPY.footer.tagline}</p>
        </aside>
        <nav aria-label="Services">
          <h2 className="footer-title">Services</h2>
          <Link to={ROUTES.home} className="link link-hover">
            Buy a used bike
          </Link>
          <Link to={ROUTES.dashboard} className="link link-hover">
            Sell your bike
          </Link>
          <Link to={ROUTES.blogs} className="link link-hover">
            Blogs
          </Link>
        </nav>
        <nav aria-label="Company">
          <h2 className="footer-title">Company</h2>
          <Link to={ROUTES.contactUs} className="link link-hover">
            Contact Us
          </Link>
          <a href="/#contact" className="link link-hover">
            Visit the shop
          </a>
        </nav>
        <nav aria-label="Social">
          <h2 className="footer-title">Social</h2>
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
        Copyright © {SHOP.copyrightYear} {SHOP.name}. All rights reserved.
      </p>
    </footer>
  );
}
