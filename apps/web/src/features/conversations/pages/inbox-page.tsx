import type { ConversationSummary } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useConversations } from '../api/get-conversations';
import { usePersonName, useStepText } from '../components/words';

/**
 * docs/product.md#conversations: the inbox, as buyer and as seller, newest activity first; each line
 * the bike's picture, name and price, the other person, the last message and the unread count.
 * New messages move a line up live (the dashboard layout's stream refreshes the list).
 */
export function InboxPage() {
  const { t } = useLingui();
  useTitle(t`Messages`);
  const query = useConversations();
  return (
    <section aria-labelledby="inbox-heading" className="mx-auto grid max-w-3xl gap-4" data-testid="inbox">
      <h1 id="inbox-heading" className="text-2xl font-bold">
        <Trans>Messages</Trans>
      </h1>
      {query.isPending ? (
        <Spinner label={t`Loading your messages`} />
      ) : query.error ? (
        <LoadFailed error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.conversations.length === 0 ? (
        <p className="text-base-content/80">
          <Trans>
            No conversations yet. Open a bike and press “Chat with seller” to ask about it; buyers’ questions
            about your bikes arrive here.
          </Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {query.data.conversations.map((c) => (
            <InboxLine key={c._id} conversation={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InboxLine({ conversation: c }: { conversation: ConversationSummary }) {
  const { t } = useLingui();
  const f = useFormat();
  const personName = usePersonName();
  const stepText = useStepText();
  const other = personName(c.other.name, c.other.formerMember);
  const last = c.lastMessage;
  const preview = !last
    ? t`No messages yet.`
    : last.kind !== 'text'
      ? stepText({
          ...last,
          id: '0',
          conversationId: c._id,
          senderName: '',
          text: last.preview,
          photoUrl: null,
          maskReasons: [],
          readAt: null,
        })
      : last.preview || (last.hasPhoto ? t`Photo` : '');
  const unread = c.unread;
  const count = f.number(unread);
  return (
    <li>
      <Link
        to={routePath(ROUTES.conversation, { id: c._id })}
        className={`card card-border flex-row items-center gap-3 p-3 hover:bg-base-200 ${
          unread > 0 ? 'border-primary' : ''
        }`}
        data-testid="inbox-line"
      >
        <img
          src={c.bike.img}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded-box bg-base-200 object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className="truncate font-semibold">{c.bike.name}</p>
            <time dateTime={c.updatedAt} className="shrink-0 text-xs text-base-content/70">
              {f.dateTime(c.updatedAt)}
            </time>
          </div>
          <p className="truncate text-sm text-base-content/80">
            {f.money(c.bike.price)} · {c.side === 'buyer' ? t`Seller: ${other}` : t`Buyer: ${other}`}
          </p>
          <p className={`truncate text-sm ${unread > 0 ? 'font-semibold' : 'text-base-content/80'}`}>
            {last?.mine ? t`You: ${preview}` : preview}
          </p>
        </div>
        {unread > 0 ? (
          <span className="badge badge-primary shrink-0" data-testid="inbox-unread">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">
              {plural(unread, { one: `${count} unread message`, other: `${count} unread messages` })}
            </span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
