/**
 * The shop's identity in one place (name, owner's contact, address, social links).
 * These are demo defaults; a deployment edits this module.
 */
export const SHOP = {
  name: 'Best Bikes',
  tagline: 'Selling Used Bikes Since 2010',
  copyrightYear: 2022,
  ownerName: 'Rakibul Hasan',
  mobile: '+8801712345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
  email: 'hello@bestbikes.example',
  /**
   * The shop's own pages on social sites, shown only when set: a link to a site's front page
   * (facebook.com) would promise a page the shop does not have.
   */
  social: {} as { facebook?: string; instagram?: string; linkedin?: string },
  /** docs/product.md#screens: a video-search link for the shop name. */
  videoSearch: 'https://www.youtube.com/results?search_query=Best+Bikes+Bangladesh',
} as const;

export function pageTitle(page: string): string {
  return `${page} - ${SHOP.name}`;
}
