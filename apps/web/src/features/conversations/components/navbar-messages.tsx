import { ROUTES } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { NavbarCountLink } from '../../../components/ui/navbar-count-link';
import { useFormat } from '../../../lib/i18n';
import { useConversationUnread } from '../api/get-unread';
import { useConversationStream } from '../lib/live-stream';

/**
 * The navbar's way to the inbox with the unread count, on every signed-in page (ADR 0280): it holds
 * the tab's one live stream, so the count changes as messages arrive and are read, wherever the
 * person is. Admins, who are in no conversation, are not given it.
 */
export function NavbarMessages() {
  const { t } = useLingui();
  const format = useFormat();
  useConversationStream(true);
  const unread = useConversationUnread(true).data ?? 0;
  const count = unread > 99 ? `${format.number(99)}+` : format.number(unread);
  return (
    <NavbarCountLink
      to={ROUTES.messages}
      label={unread === 0 ? t`Messages` : t`Messages, ${count} unread`}
      iconPath="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z"
      count={unread}
      testId="navbar-messages"
      countTestId="navbar-messages-unread"
    />
  );
}
