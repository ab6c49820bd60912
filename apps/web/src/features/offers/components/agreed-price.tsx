import type { AgreedPrice } from '@best-bikes/contract';
import { Trans } from '@lingui/react/macro';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { useAgreedPrice } from '../api/agreed-price';

type Agreed = NonNullable<AgreedPrice['agreed']>;

/** The signed-in buyer's agreed price for a bike while it holds (the bike page), else null. */
export function useBuyersAgreedPrice(productId: string): Agreed | null {
  const { user } = useSession();
  const query = useAgreedPrice(productId, user?.role === 'Buyer');
  return query.data ?? null;
}

/** docs/product.md#offers: on the bike page, the price the buyer agreed with the seller and until when. */
export function AgreedPriceNotice({ agreed }: { agreed: Agreed }) {
  const f = useFormat();
  const amount = f.money(agreed.amount);
  const listed = f.money(agreed.listedPrice);
  const until = f.dateTime(agreed.bookableUntil);
  return (
    <div role="status" className="alert alert-success alert-soft" data-testid="agreed-price">
      <p>
        <Trans>
          Your agreed price: <strong>{amount}</strong> (listed at {listed}). Book and pay at it until {until}.
        </Trans>
      </p>
    </div>
  );
}
