import type { BikeModel, OtherModelListing } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { MediaImage } from '../../../components/ui/media-image';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useModels } from '../../catalog';
import { useFileUnderModel, useOtherModelListings } from '../api/other-models';
import { ListState } from '../components/list-state';

/**
 * Listings whose seller chose "Other" for the model (docs/product.md#brands-and-models): an admin
 * picks the brand's model for each, so the search by model and the price guide count it; the
 * listing keeps the seller's own name for it.
 */
export function OtherModelsPage() {
  const { t } = useLingui();
  const format = useFormat();
  useTitle(t`Other models`);
  const listings = useOtherModelListings();
  const { data: models = [] } = useModels();
  const list = listings.data?.listings ?? [];
  const total = format.number(listings.data?.total ?? 0);

  return (
    <section aria-labelledby="other-models-heading">
      <h1 id="other-models-heading" className="text-3xl font-bold">
        <Trans>Other models</Trans>
      </h1>
      <p className="mb-6 opacity-80">
        <Trans>
          {total} listings whose seller chose Other for the model. Pick the model each one is; the listing
          keeps its seller's name for it.
        </Trans>
      </p>
      <ListState isPending={listings.isPending} error={listings.error} onRetry={() => listings.refetch()}>
        {list.length === 0 ? (
          <p data-testid="other-models-empty">
            <Trans>Every listing has its model.</Trans>
          </p>
        ) : (
          <ol className="grid gap-3" data-testid="other-model-list">
            {list.map((listing) => (
              <OtherModelRow
                key={listing._id}
                listing={listing}
                models={models.filter((m) => m.brand_id === listing.category_id)}
              />
            ))}
          </ol>
        )}
      </ListState>
    </section>
  );
}

function OtherModelRow({ listing, models }: { listing: OtherModelListing; models: BikeModel[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const file = useFileUnderModel();
  const name = `${listing.category_name} ${listing.product_name}`;
  const facts = [
    // A year, not an amount: no grouping comma.
    listing.registration_year === null ? null : format.number(listing.registration_year).replace(/[,،]/g, ''),
    listing.engine_cc === null ? null : t`${format.number(listing.engine_cc)} cc`,
    format.date(listing.posted_at),
    listing.seller_name,
  ].filter(Boolean);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const modelId = String(new FormData(event.currentTarget).get('model') ?? '');
    if (!modelId) return;
    const model = models.find((m) => m.id === modelId)?.name ?? '';
    try {
      await file.mutateAsync({ productId: listing._id, modelId });
      toast.success(t`${name} filed under ${model}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="card card-border bg-base-100" data-testid="other-model-row">
      <div className="card-body flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <MediaImage src={listing.img} alt="" className="h-16 w-24 shrink-0 rounded object-cover" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{name}</p>
          <p className="text-sm opacity-80">{facts.join(' · ')}</p>
        </div>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={id} className="mb-0.5 block text-xs">
              <Trans>Model</Trans>
            </label>
            <select id={id} name="model" className="select select-sm" defaultValue="" required>
              <option value="" disabled>
                {t`Pick the model`}
              </option>
              {models.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={file.isPending}>
            <Trans>File under this model</Trans>
          </button>
        </form>
      </div>
    </li>
  );
}
