import { ROUTES } from '@best-bikes/contract/constants';

/**
 * Why a visitor is asked to sign in: what they pressed on a public page (ADR 0111), or 'role' when a
 * signed-in account lacks the role a page needs. The login and sign-up pages say it in a sentence.
 */
export type SignInReason = 'role' | 'book' | 'buy' | 'report' | 'save';

interface Here {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where Book Now, Buy, Report and the heart send a visitor: /login, with the page to come back to
 * (the same brand page, page number and sort, or the same bike) and the reason to show.
 */
export function signInFirst(here: Here, reason: SignInReason) {
  return {
    to: ROUTES.login,
    state: { from: { pathname: here.pathname, search: here.search, hash: here.hash }, reason },
  };
}
