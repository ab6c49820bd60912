import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../components/ui/toast';
import { useSavedIds } from '../api/saved-ids';
import { useToggleFavourite } from '../api/toggle-favourite';
import { HEART_CLASS, HeartIcon } from './heart-icon';

/**
 * The signed-in buyer's heart (its own chunk, loaded with the first heart): pressed when the bike is
 * saved; a click turns it at once and back, with a toast, if the server refuses.
 */
export default function LiveHeart({ productId, name }: { productId: string; name: string }) {
  const { t } = useLingui();
  const { data: ids } = useSavedIds();
  const toggle = useToggleFavourite({
    onError: (save) => {
      toast.error(
        save ? t`Could not save ${name}. Please try again.` : t`Could not remove ${name}. Please try again.`,
      );
    },
  });
  const saved = ids?.includes(productId) ?? false;
  return (
    <button
      type="button"
      className={HEART_CLASS}
      aria-pressed={saved}
      aria-label={t`Save ${name}`}
      title={saved ? t`Saved: click to remove` : t`Save this bike`}
      disabled={ids === undefined}
      onClick={() => toggle.mutate({ productId, save: !saved })}
      data-testid="heart"
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
