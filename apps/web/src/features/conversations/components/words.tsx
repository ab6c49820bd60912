import type { ConversationMessage, MaskReason } from '@best-bikes/contract';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';

/** The server's name for a deleted account (docs/product.md#conversations), shown translated. */
const FORMER_MEMBER = 'former member';

/** A person's name as the API gives it, "former member" in the reader's language. */
export function usePersonName(): (name: string, formerMember?: boolean) => string {
  const { t } = useLingui();
  return (name, formerMember) => (formerMember || name === FORMER_MEMBER ? t`former member` : name);
}

/** What the scam guard hid, in words, for the reader's warning. */
export function useMaskReasonWords(): (reasons: MaskReason[]) => string {
  const { t } = useLingui();
  const words: Record<MaskReason, string> = {
    money: t`a request to pay outside the shop`,
    link: t`a link`,
    email: t`an e-mail address`,
    phone: t`a phone number`,
  };
  return (reasons) => reasons.map((r) => words[r]).join(', ');
}

/** An offer's or a deal's step, as the shop's line in the conversation. */
export function useStepText(): (message: ConversationMessage) => string {
  const { t } = useLingui();
  const f = useFormat();
  return (message) => {
    if (message.offer) {
      const amount = f.money(message.offer.amount);
      switch (message.offer.event) {
        case 'made':
          return t`Offer made: ${amount}`;
        case 'countered':
          return t`Counter-offer: ${amount}`;
        case 'accepted':
          return t`Offer accepted: ${amount}. The buyer can book and pay at this price.`;
        case 'declined':
          return t`Offer declined: ${amount}`;
        case 'expired':
          return t`Offer expired: ${amount}`;
        case 'withdrawn':
          return t`Offer withdrawn: ${amount}`;
      }
    }
    if (message.deal) {
      const price = f.money(message.deal.price);
      return message.deal.event === 'paid'
        ? t`The deal is paid: ${price}. Phone numbers are shown from now on.`
        : t`The bike is booked at ${price}.`;
    }
    return message.text;
  };
}
