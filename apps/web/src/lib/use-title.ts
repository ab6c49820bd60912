import { pageTitle } from '@best-bikes/contract/constants';
import { useEffect } from 'react';

/** SPEC §1: page titles follow '{page} - Best Bikes'. */
export function useTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
