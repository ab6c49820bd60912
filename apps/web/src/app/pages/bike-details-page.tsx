import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { BikeHistoryCard } from '../../features/bike-history';
import { BikeSummary, PriceGuideCard, useBike } from '../../features/catalog';
import { ChatWithSellerButton } from '../../features/conversations';
import { HeartButton } from '../../features/favourites';
import { AgreedPriceNotice, useBuyersAgreedPrice } from '../../features/offers';
import { BuyForm } from '../../features/payments';
import { rememberViewed } from '../../features/recently-viewed';
import { SellerReviewsWhenNear } from '../../features/reviews';
import { ShareButton } from '../../features/share';
import { useTitle } from '../../lib/use-title';

/**
 * docs/product.md#screens /bikeDetails/{id}: the buy page, a summary of the bike and the payment form under it;
 * a buyer with an agreed price (docs/product.md#offers) sees it above the form, which shows it.
 */
export function BikeDetailsPage() {
  const { id = '' } = useParams();
  const bike = useBike(id);
  // A price this buyer agreed with the seller (docs/product.md#offers): the server charges it; the
  // buy form shows it.
  const agreed = useBuyersAgreedPrice(id);
  const { t } = useLingui();
  const model = bike.data?.product_name;
  useTitle(model ? t`Buy ${model}` : t`Buy`);
  // The home page lists it under Recently viewed for this browser.
  const seen = Boolean(bike.data);
  useEffect(() => {
    if (seen) rememberViewed(id);
  }, [id, seen]);
  if (!bike.data) return <Spinner label={t`Loading the bike`} />;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <BikeSummary
        product={bike.data}
        heart={
          <div className="flex shrink-0 items-center gap-1">
            <ShareButton product={bike.data} />
            <HeartButton
              productId={bike.data._id}
              name={`${bike.data.category_name} ${bike.data.product_name}`}
            />
          </div>
        }
      />
      {/* Here rather than in the summary, which the category page's first download carries. */}
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={routePath(ROUTES.seller, { id: bike.data.seller_id })} className="link">
          <Trans>See the seller’s page and other bikes</Trans>
        </Link>
        <Link to={ROUTES.buyingSafely} className="link font-semibold" data-testid="buying-safely-link">
          <Trans>Buying safely: check the papers, and pay only through Best Bikes</Trans>
        </Link>
      </p>
      {/* docs/product.md#conversations: ask the seller before paying, inside the shop. */}
      <ChatWithSellerButton productId={bike.data._id} sellerId={bike.data.seller_id} />
      <PriceGuideCard id={id} />
      <BikeHistoryCard id={id} milage={bike.data.milage} />
      <SellerReviewsWhenNear sellerId={bike.data.seller_id} />
      {agreed ? <AgreedPriceNotice agreed={agreed} /> : null}
      <BuyForm product={agreed ? { ...bike.data, resale_price: agreed.amount } : bike.data} />
    </section>
  );
}
