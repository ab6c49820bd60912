import { pageTitle } from '@best-bikes/contract/constants';
import { useEffect } from 'react';

/** docs/product.md#purpose: page titles follow '{page} - Best Bikes'. */
export function useTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
