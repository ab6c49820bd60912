import type { Product } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../lib/i18n';
import { useBrowserValue } from '../../../lib/use-browser-value';

/**
 * The address to share: the bike's page, in the sharer's language (docs/product.md#found-and-shared),
 * so whoever opens it reads what the sharer read and its preview is in that language.
 */
export function shareUrl(origin: string, productId: string, locale: string): string {
  const path = routePath(ROUTES.bikeDetails, { id: productId });
  return `${origin}${path}${locale === 'bn' ? '?lang=bn' : ''}`;
}

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * Share on the bike page: the phone's own share sheet where the browser has one (Web Share), otherwise
 * a menu of Facebook, WhatsApp, Messenger and copying the link.
 */
export function ShareButton({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const menuId = useId();
  // The server's render has no address nor share sheet: the page shows the menu with the link under
  // this site until the browser's own are read.
  const origin = useBrowserValue(() => window.location.origin, '');
  const sheet = useBrowserValue(() => typeof navigator.share === 'function', false);
  const url = shareUrl(origin, product._id, i18n.locale);
  const name = `${product.category_name} ${product.product_name}`;
  const price = f.money(product.resale_price);
  const text = t`${name} for ${price} on Best Bikes`;
  const label = t`Share ${name}`;

  if (sheet) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-sm gap-1"
        aria-label={label}
        data-testid="share"
        onClick={() => {
          // Closing the sheet without sharing rejects with AbortError: nothing to say then.
          navigator.share({ title: name, text, url }).catch(() => undefined);
        }}
      >
        <ShareIcon />
        {/* A phone has room beside the model's name for the icon only; the label names the action. */}
        <span className="hidden sm:inline">{t`Share`}</span>
      </button>
    );
  }

  const encoded = encodeURIComponent(url);
  const links = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { label: 'Messenger', href: `fb-messenger://share/?link=${encoded}` },
  ];
  return (
    <details className="dropdown dropdown-end" data-testid="share">
      <summary className="btn btn-ghost btn-sm gap-1" aria-label={label} aria-controls={menuId}>
        <ShareIcon />
        {/* A phone has room beside the model's name for the icon only; the label names the action. */}
        <span className="hidden sm:inline">{t`Share`}</span>
      </summary>
      <ul id={menuId} className="menu dropdown-content z-10 mt-1 w-48 rounded-box bg-base-100 p-2 shadow-lg">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={(event) => {
              const menu = event.currentTarget.closest('details');
              navigator.clipboard.writeText(url).then(
                () => toast.success(t`Link copied`),
                () => toast.error(t`Could not copy the link: ${url}`),
              );
              menu?.removeAttribute('open');
            }}
          >
            {t`Copy link`}
          </button>
        </li>
      </ul>
    </details>
  );
}
