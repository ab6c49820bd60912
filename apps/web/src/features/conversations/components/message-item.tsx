import { type ConversationMessage, MASK_NOTICES, type MaskReason } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useMaskReasonWords, usePersonName, useStepText } from './words';

/** The sender's notice names the worst reason (the contract's order: money, link, e-mail, phone). */
const WORST_FIRST: readonly MaskReason[] = ['money', 'link', 'email', 'phone'];

function notice(reasons: MaskReason[]): string | null {
  const worst = WORST_FIRST.find((r) => reasons.includes(r));
  return worst ? MASK_NOTICES[worst] : null;
}

/**
 * One message of a conversation (docs/product.md#conversations): a person's words and photo as a
 * bubble, an offer's or deal's step as the shop's line with a link to the deal. A masked message
 * warns its reader and tells its sender what the other side saw. `receipt` is shown under the
 * caller's last message ("Seen" once the other side read it).
 */
export function MessageItem({
  message,
  side,
  receipt,
}: {
  message: ConversationMessage;
  side: 'buyer' | 'seller';
  receipt: boolean;
}) {
  const { t } = useLingui();
  const f = useFormat();
  const personName = usePersonName();
  const reasonWords = useMaskReasonWords();
  const stepText = useStepText();
  const time = f.dateTime(message.createdAt);

  if (message.kind !== 'text') {
    const deal = message.deal;
    return (
      <li className="flex justify-center" data-testid="step-message" data-message-id={message.id}>
        <div className="max-w-md rounded-box border border-base-300 bg-base-200 px-4 py-2 text-center text-sm">
          <p className="text-xs font-semibold text-base-content/70">
            <Trans>Best Bikes</Trans> · <time dateTime={message.createdAt}>{time}</time>
          </p>
          <p>{stepText(message)}</p>
          {deal?.dealId ? (
            <Link to={routePath(ROUTES.deal, { id: deal.dealId })} className="link link-primary">
              <Trans>Open the deal</Trans>
            </Link>
          ) : deal && side === 'buyer' ? (
            <Link to={ROUTES.myOrders} className="link link-primary">
              <Trans>See your booking</Trans>
            </Link>
          ) : null}
        </div>
      </li>
    );
  }

  const senderNotice = message.mine && message.masked ? notice(message.maskReasons) : null;
  return (
    <li
      className={`flex flex-col gap-1 ${message.mine ? 'items-end' : 'items-start'}`}
      data-testid="message"
      data-message-id={message.id}
      data-mine={message.mine}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-semibold">{message.mine ? t`You` : personName(message.senderName)}</span>
        <time dateTime={message.createdAt} className="text-base-content/70">
          {time}
        </time>
      </div>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${
          message.mine
            ? 'rounded-br-sm bg-primary text-primary-content'
            : 'rounded-bl-sm bg-base-200 text-base-content'
        }`}
      >
        {message.photoUrl ? (
          <a href={message.photoUrl} target="_blank" rel="noreferrer" className="block">
            <img
              src={message.photoUrl}
              alt={message.mine ? t`Your photo` : t`Photo from ${personName(message.senderName)}`}
              className="max-h-64 rounded-box bg-base-300 object-contain"
              loading="lazy"
              width={320}
              height={240}
            />
          </a>
        ) : null}
        {message.text ? <p>{message.text}</p> : null}
      </div>
      {message.masked && !message.mine ? (
        <div className="max-w-[85%]">
          <p
            role="note"
            className="rounded-box border-s-4 border-warning bg-base-200 px-3 py-2 text-sm text-base-content"
            data-testid="masked-warning"
          >
            <Trans>
              Best Bikes hid {reasonWords(message.maskReasons)} in this message. Never pay outside Best Bikes:
              pay through the shop, where your money is held until you have the bike.
            </Trans>
          </p>
        </div>
      ) : null}
      {senderNotice ? (
        <div className="max-w-[85%]">
          <p
            role="note"
            className="rounded-box border-s-4 border-info bg-base-200 px-3 py-2 text-sm text-base-content"
            data-testid="masked-notice"
          >
            {translateExternal(senderNotice)}
          </p>
        </div>
      ) : null}
      {receipt ? (
        <div className="text-xs text-base-content/70" data-testid="receipt">
          {message.readAt ? <Trans>Seen</Trans> : <Trans>Sent</Trans>}
        </div>
      ) : null}
    </li>
  );
}
