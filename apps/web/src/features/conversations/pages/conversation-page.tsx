import type { ConversationDetail, ConversationMessage } from '@best-bikes/contract';
import { CONVERSATION_MESSAGES } from '@best-bikes/contract';
import { type ReportReason, ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { OfferPanel } from '../../offers';
import { REASON_CHOICES, ReasonDialog, reportReasonErrors } from '../../reports';
import { useBlock } from '../api/block';
import { getConversation, useConversation } from '../api/get-conversation';
import { conversationKeys } from '../api/keys';
import { markConversationRead } from '../api/mark-read';
import { useReportConversation } from '../api/report';
import { Composer } from '../components/composer';
import { MessageItem } from '../components/message-item';
import { usePersonName } from '../components/words';
import { mergeMessages } from '../lib/merge';

/**
 * docs/product.md#conversations: one conversation, for its buyer or its seller. Messages oldest first
 * (older pages on request), new ones live (the dashboard layout's stream puts them in the cache), read
 * receipts, the composer, the offers panel, and Block and Report.
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const query = useConversation(id);
  useTitle(query.data ? t`Messages: ${query.data.bike.name}` : t`Messages`);
  if (query.isPending) return <Spinner label={t`Loading the conversation`} />;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  return <Conversation key={id} detail={query.data} />;
}

function Conversation({ detail }: { detail: ConversationDetail }) {
  const { t } = useLingui();
  const f = useFormat();
  const personName = usePersonName();
  const client = useQueryClient();
  const [older, setOlder] = useState<ConversationMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const messages = mergeMessages(older, detail.messages);
  const hasMore = olderHasMore ?? detail.hasMore;
  const newest = messages[messages.length - 1];
  const lastMine = [...messages].reverse().find((m) => m.mine && m.kind === 'text');
  const newestOffer = [...messages].reverse().find((m) => m.kind === 'offer');
  const other = personName(detail.other.name, detail.other.formerMember);

  // The newest message shows when the page opens and when one arrives (not when older ones load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each newest message
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest?.id]);

  // The other side's messages are read when they show on a visible page; the receipt goes back.
  const unreadUpTo = [...messages]
    .reverse()
    .find((m) => !m.mine && m.side !== 'system' && m.readAt === null)?.id;
  const conversationId = detail._id;
  useEffect(() => {
    if (!unreadUpTo) return undefined;
    let done = false;
    const mark = () => {
      if (done || document.visibilityState !== 'visible') return;
      done = true;
      const now = new Date().toISOString();
      client.setQueryData<ConversationDetail>(conversationKeys.detail(conversationId), (old) =>
        old
          ? {
              ...old,
              unread: 0,
              messages: old.messages.map((m) => (!m.mine && m.readAt === null ? { ...m, readAt: now } : m)),
            }
          : old,
      );
      markConversationRead(conversationId, unreadUpTo)
        .then((unread) => client.setQueryData(conversationKeys.unread(), unread))
        .catch(() => undefined)
        .finally(() => void client.invalidateQueries({ queryKey: conversationKeys.list() }));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [client, conversationId, unreadUpTo]);

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    const list = listRef.current;
    const fromBottom = list ? list.scrollHeight - list.scrollTop : 0;
    setLoadingOlder(true);
    try {
      const page = await getConversation(conversationId, first.id);
      setOlder((old) => mergeMessages(page.messages, old));
      setOlderHasMore(page.hasMore);
      // Keep the reader where they were: the older messages go above.
      requestAnimationFrame(() => {
        if (list) list.scrollTop = list.scrollHeight - fromBottom;
      });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingOlder(false);
    }
  }

  const bikeLink = routePath(ROUTES.bikeDetails, { id: detail.bike.id });
  return (
    <div className="mx-auto grid max-w-6xl gap-4" data-testid="conversation-page">
      <Link to={ROUTES.messages} className="link w-fit text-sm">
        <Trans>All messages</Trans>
      </Link>
      <header className="flex flex-wrap items-start gap-3">
        <img
          src={detail.bike.img}
          alt=""
          width={80}
          height={60}
          className="h-15 w-20 shrink-0 rounded-box bg-base-200 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold break-words">
            <Link to={bikeLink} className="link link-hover">
              {detail.bike.name}
            </Link>
          </h1>
          <p className="text-sm">
            {f.money(detail.bike.price)}
            {detail.bike.state !== 'Available' ? (
              <span className="badge badge-ghost badge-sm ms-2">{bikeStateWord(detail.bike.state, t)}</span>
            ) : null}
          </p>
          <p className="text-sm text-base-content/80" data-testid="conversation-other">
            {detail.side === 'buyer' ? <Trans>Seller: {other}</Trans> : <Trans>Buyer: {other}</Trans>}
          </p>
        </div>
        <Actions detail={detail} />
      </header>

      {detail.dealId ? (
        <p className="text-sm">
          <Link
            to={routePath(ROUTES.deal, { id: detail.dealId })}
            className="link link-primary"
            data-testid="deal-link"
          >
            <Trans>Open the deal on this bike</Trans>
          </Link>
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="messages-heading" className="card card-border bg-base-100">
          <div className="card-body gap-3 p-3 sm:p-4">
            <h2 id="messages-heading" className="sr-only">
              <Trans>Messages</Trans>
            </h2>
            <div
              ref={listRef}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region is reached by keyboard too (axe)
              tabIndex={0}
              role="log"
              aria-label={t`Messages with ${other}`}
              className="max-h-[60vh] min-h-48 overflow-y-auto rounded-box"
              data-testid="message-list"
            >
              {hasMore ? (
                <div className="flex justify-center py-2">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={loadingOlder}
                    onClick={loadOlder}
                    data-testid="load-older"
                  >
                    <Trans>Load older messages</Trans>
                  </button>
                </div>
              ) : null}
              {messages.length === 0 ? (
                <p className="py-8 text-center text-sm text-base-content/70">
                  {detail.side === 'buyer' ? (
                    <Trans>Ask the seller about the bike: the papers, the price, where to see it.</Trans>
                  ) : (
                    <Trans>No messages yet.</Trans>
                  )}
                </p>
              ) : (
                <ol className="grid gap-2">
                  {messages.map((m) => (
                    <MessageItem key={m.id} message={m} side={detail.side} receipt={m.id === lastMine?.id} />
                  ))}
                </ol>
              )}
            </div>
            {detail.canPost ? (
              <Composer conversationId={detail._id} />
            ) : (
              <p
                role="status"
                className="rounded-box bg-base-200 px-3 py-2 text-sm"
                data-testid="cannot-post"
              >
                {translateExternal(
                  detail.blockedByMe
                    ? CONVERSATION_MESSAGES.blockedByMe
                    : CONVERSATION_MESSAGES.blockedByOther,
                )}
              </p>
            )}
          </div>
        </section>
        <OfferPanel
          conversationId={detail._id}
          bikeId={detail.bike.id}
          listedPrice={detail.bike.price}
          side={detail.side}
          refreshKey={newestOffer?.id}
        />
      </div>
    </div>
  );
}

function bikeStateWord(
  state: ConversationDetail['bike']['state'],
  t: ReturnType<typeof useLingui>['t'],
): string {
  switch (state) {
    case 'Booked':
      return t`Booked`;
    case 'Sold':
      return t`Sold`;
    case 'Withdrawn':
      return t`No longer listed`;
    default:
      return t`Available`;
  }
}

/** Block or unblock the other side, and report the conversation (once). */
function Actions({ detail }: { detail: ConversationDetail }) {
  const { t } = useLingui();
  const block = useBlock(detail._id);
  const report = useReportConversation(detail._id);
  const [reporting, setReporting] = useState(false);

  async function toggleBlock() {
    if (!detail.blockedByMe) {
      const sure = await confirmDialog({
        title: t`Block this conversation?`,
        text: t`Neither of you can send messages while it is blocked. You can unblock it later.`,
        confirmLabel: t`Block`,
        danger: true,
      });
      if (!sure) return;
    }
    try {
      await block.mutateAsync(!detail.blockedByMe);
      toast.success(detail.blockedByMe ? t`Unblocked.` : t`Blocked.`);
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Not done`, text: translateExternal(errorMessage(error)) });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={block.isPending}
        onClick={toggleBlock}
        data-testid="block-toggle"
      >
        {detail.blockedByMe ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
      </button>
      {detail.reportedByMe ? (
        <p className="text-sm text-base-content/80 self-center" data-testid="reported">
          <Trans>Reported. An admin will read this conversation.</Trans>
        </p>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setReporting(true)}>
          <Trans>Report</Trans>
        </button>
      )}
      {reporting ? (
        <ReasonDialog<ReportReason>
          title={t`Report this conversation`}
          text={t`An admin will read this conversation and act on it.`}
          choices={REASON_CHOICES}
          textLabel={t`Tell us more (optional)`}
          check={reportReasonErrors}
          confirmLabel={t`Report`}
          onSubmit={async (reason, text) => {
            if (!reason) return;
            await report.mutateAsync({ reason, ...(text ? { reasonText: text } : {}) });
            setReporting(false);
            toast.success(t`Thank you. An admin will read this conversation.`);
          }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </div>
  );
}
