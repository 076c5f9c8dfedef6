/** A shareable affiliate link of one product (spec §7: data.url). */
export interface AffiliateLink {
  readonly url: string;
}

/** A product an affiliator can promote, with its commission. */
export interface AffiliateProduct {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly imageUrl: string | null;
  readonly price: number;
  readonly commission: number;
}

/** A page of affiliate products; `next` is the link to the following page (spec §7 links.next). */
export interface AffiliateProductPage {
  readonly items: readonly AffiliateProduct[];
  readonly next: string | null;
}

/** Commission report over a window of days (spec §3; default 30). */
export interface AffiliateCommission {
  readonly totalProduct: number;
  readonly totalAllCommission: number;
  readonly transactionAllItemCount: number;
  readonly duration: number;
}
