import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useOpenConversation } from '../api/open-conversation';

const CLASS = 'btn btn-outline btn-primary w-full sm:w-fit';

/**
 * docs/product.md#conversations: "Chat with seller" on a bike's page. A visitor signs in first and comes
 * back here; the seller of the bike and admins see nothing; anyone else opens (or finds) their
 * conversation about the bike and goes to it.
 */
export function ChatWithSellerButton({ productId, sellerId }: { productId: string; sellerId: string }) {
  const { t } = useLingui();
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const open = useOpenConversation();
  if (loading || (user && (user.id === sellerId || user.role === 'Admin'))) return null;
  if (!user) {
    return (
      <Link
        to={ROUTES.login}
        state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
        className={CLASS}
        data-testid="chat-with-seller"
      >
        <Trans>Sign in to chat with the seller</Trans>
      </Link>
    );
  }
  const start = async () => {
    try {
      const detail = await open.mutateAsync(productId);
      navigate(routePath(ROUTES.conversation, { id: detail._id }));
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Not done`, text: translateExternal(errorMessage(error)) });
    }
  };
  return (
    <button
      type="button"
      className={CLASS}
      disabled={open.isPending}
      onClick={start}
      data-testid="chat-with-seller"
    >
      {open.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      <Trans>Chat with seller</Trans>
    </button>
  );
}
