import type { Product } from '@best-bikes/contract';
import { t } from '@lingui/core/macro';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import { showAlert } from '../../../components/ui/dialogs';
import { FullScreenLoading } from '../../../components/ui/spinner';

type BookNowModalType = ComponentType<{ product: Product; onClose: () => void; onBooked?: () => void }>;

/**
 * The modal, its form library and zod (~38 KB) load when a buyer first presses Book Now, not with
 * the category page: most visits browse and never book (docs/performance.md, web budget).
 */
const loadModal = async (): Promise<BookNowModalType> => (await import('./book-now-modal')).BookNowModal;

/**
 * The Book Now modal for the category page. Usage:
 *   const bookNow = useBookNow({ onBooked: () => refetchCategory() });
 *   <BikeCard onBook={bookNow.open} … />   …   {bookNow.modal}
 */
export function useBookNow({ onBooked }: { onBooked?: () => void } = {}): {
  open: (product: Product) => void;
  modal: ReactNode;
} {
  const [product, setProduct] = useState<Product | null>(null);
  const [Modal, setModal] = useState<BookNowModalType | null>(null);
  const [loading, setLoading] = useState(false);

  const open = useCallback((next: Product) => {
    setLoading(true);
    loadModal()
      .then((component) => {
        // A component in state must be wrapped, or React would call it as an updater.
        setModal(() => component);
        setProduct(next);
      })
      .catch(() =>
        showAlert({
          icon: 'error',
          title: t`Oops...`,
          text: t`Could not open the booking form. Please check your connection and try again.`,
        }),
      )
      .finally(() => setLoading(false));
  }, []);

  let modal: ReactNode = null;
  if (product && Modal) {
    modal = (
      <Modal key={product._id} product={product} onClose={() => setProduct(null)} onBooked={onBooked} />
    );
  } else if (loading) {
    modal = <FullScreenLoading />;
  }
  return { open, modal };
}
