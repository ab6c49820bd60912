import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useTitle } from '../../../lib/use-title';
import { DealReviews } from '../../reviews';
import { useDeal } from '../api/get-deals';
import { BuyerDeal } from '../components/buyer-deal';
import { DealOverview } from '../components/deal-overview';
import { DisputeView } from '../components/dispute';
import { SellerDeal } from '../components/seller-deal';
import { Timeline } from '../components/timeline';

/**
 * docs/product.md#the-deal: one deal's page for its buyer or its seller (the API says which side the
 * reader is on; an admin reads it without the actions). The overview and next step first, then what
 * this side does, then the timeline.
 */
export function DealPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  useTitle(t`Deal`);
  const deal = useDeal(id);
  if (deal.isPending) return <Spinner label={t`Loading the deal`} />;
  if (deal.error) return <LoadFailed error={deal.error} onRetry={() => deal.refetch()} />;
  const data = deal.data;
  return (
    <article aria-labelledby="deal-heading" className="mx-auto grid max-w-3xl gap-4" data-testid="deal-page">
      <DealOverview deal={data} />
      {data.conversationId && data.side !== 'admin' ? (
        // docs/product.md#conversations: both sides see the history around the deal.
        <Link
          to={routePath(ROUTES.conversation, { id: data.conversationId })}
          className="btn btn-outline btn-sm w-fit"
          data-testid="deal-conversation"
        >
          <Trans>Open the conversation</Trans>
        </Link>
      ) : null}
      {data.dispute ? <DisputeView deal={data} /> : null}
      {data.side === 'buyer' ? <BuyerDeal deal={data} /> : null}
      {data.side === 'seller' ? <SellerDeal deal={data} /> : null}
      {data.side === 'admin' ? (
        <p className="text-sm">
          <Trans>You see this deal as an admin.</Trans>
        </p>
      ) : null}
      {data.side !== 'admin' && (data.state === 'completed' || data.state === 'paid_out') ? (
        <DealReviews dealId={data._id} side={data.side} />
      ) : null}
      <Timeline deal={data} />
    </article>
  );
}
