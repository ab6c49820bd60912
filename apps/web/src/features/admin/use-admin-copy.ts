import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../lib/i18n';
import type { AccountKind } from './copy';

/** docs/product.md#screens/§8 wording of the admin pages (the English copied exactly), in the chosen language. */
export function useAdminCopy() {
  const { t } = useLingui();
  const { number } = useFormat();
  const oops = t`Oops... Something Went Wrong`;
  const kindName = (kind: AccountKind) => (kind === 'Seller' ? t`Seller` : t`Buyer`);
  return {
    kindName,
    totalSellers: (n: number) => t`Total Sellers ${number(n)}`,
    totalBuyers: (n: number) => t`Total Buyers ${number(n)}`,
    registeredUsers: (n: number) => (n === 1 ? t`1 Registered User` : t`${number(n)} Registered Users`),
    deleted: (kind: AccountKind, name: string) => ({
      title: t`Done!`,
      text: t`${kindName(kind)} ${name} Deleted Successfully`,
    }),
    deleteFailed: (kind: AccountKind, name: string) => ({
      title: oops,
      text: t`Can not Delete ${kindName(kind)} ${name}`,
    }),
    verified: t`Seller Verified By Admin`,
    verifyFailed: { title: oops, text: t`Try Again` },
    madeAdmin: (name: string) => t`Congratulations!! ${name}, You Have Become Our New Admin`,
    makeAdminFailed: (name: string) => t`Can not give ${name} the role of Admin`,
  };
}
