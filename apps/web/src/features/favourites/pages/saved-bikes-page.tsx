import type { SavedBike } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useSavedBikes } from '../api/saved-bikes';
import { useToggleFavourite } from '../api/toggle-favourite';

const STATE_LABELS: Record<SavedBike['state'], MessageDescriptor> = {
  available: msg`Available`,
  booked: msg`Booked`,
  sold: msg`Sold`,
  removed: msg`Removed`,
};
const STATE_BADGES: Record<SavedBike['state'], string> = {
  available: 'badge-success',
  booked: 'badge-warning',
  sold: 'badge-neutral',
  removed: 'badge-ghost',
};

function SavedBikeRow({ bike }: { bike: SavedBike }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const remove = useToggleFavourite({
    onError: () => toast.error(t`Could not remove ${bike.product_name}.`),
  });
  const live = bike.state !== 'removed';
  const name = `${bike.category_name} ${bike.product_name}`;
  const from = f.money(bike.saved_price);
  const to = f.money(bike.resale_price);
  return (
    <li
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row"
      data-testid="saved-bike"
      data-state={bike.state}
    >
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-box sm:w-40">
        <MediaImage src={bike.img} alt={name} className="h-full w-full" />
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">
            {live ? (
              <Link className="link link-hover" to={routePath(ROUTES.bikeDetails, { id: bike._id })}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <span className={`badge ${STATE_BADGES[bike.state]}`} data-testid="saved-bike-state">
            {i18n._(STATE_LABELS[bike.state])}
          </span>
        </div>
        <p className="text-sm opacity-80">
          {i18n._(bike.location)} · <span className="font-semibold">{f.money(bike.resale_price)}</span>
        </p>
        {bike.resale_price < bike.saved_price ? (
          <p className="font-semibold text-success" data-testid="price-drop">
            <Trans>
              Price dropped from {from} to {to}
            </Trans>
          </p>
        ) : null}
        {bike.state === 'booked' ? (
          <p className="text-sm">
            <Trans>A buyer has booked this bike. It may be offered again if they do not pay in time.</Trans>
          </p>
        ) : null}
        {bike.state === 'sold' ? (
          <p className="text-sm">
            <Trans>This bike is sold.</Trans>
          </p>
        ) : null}
        {bike.state === 'removed' ? (
          <p className="text-sm">
            <Trans>The seller or an admin removed this listing.</Trans>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ productId: bike._id, save: false })}
          >
            <Trans>Remove</Trans>
            <span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** docs/product.md#bangla-search-favourites: the buyer's saved bikes, each saying where it stands now and whether its price dropped. */
export function SavedBikesPage() {
  const { t } = useLingui();
  useTitle(t`Saved bikes`);
  const list = useSavedBikes();
  if (list.isPending) return <Spinner label={t`Loading your saved bikes`} />;
  if (list.error) return <LoadFailed error={list.error} onRetry={() => list.refetch()} />;
  const bikes = list.data.favourites;
  return (
    <section aria-labelledby="saved-bikes-heading" className="max-w-3xl">
      <h1 id="saved-bikes-heading" className="mb-6 text-3xl font-bold">
        <Trans>Saved bikes</Trans>
      </h1>
      {bikes.length === 0 ? (
        <div className="rounded-box bg-base-200 p-8 text-center">
          <p className="text-xl font-semibold">
            <Trans>No saved bikes yet.</Trans>
          </p>
          <p className="mt-2">
            <Trans>
              Press the heart on a bike to keep it here and see when it is booked, sold or cheaper.
            </Trans>
          </p>
          <Link to={ROUTES.bikes} className="btn btn-primary mt-4">
            <Trans>Find bikes</Trans>
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3" data-testid="saved-bikes">
          {bikes.map((bike) => (
            <SavedBikeRow key={bike._id} bike={bike} />
          ))}
        </ul>
      )}
    </section>
  );
}
