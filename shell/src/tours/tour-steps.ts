// The tours' steps. Each step points at an element by its data-tour attribute; the cart's anchors
// live in the cart page (mf-cart). A step whose anchor is not on the page is skipped.
import type { TourName } from 'shared-events';

export interface TourStep {
  anchor: string;
  /** Translation keys in the common namespace. */
  title: string;
  body: string;
}

export const TOURS: Record<TourName, readonly TourStep[]> = {
  delivery: [{ anchor: 'delivery-address', title: 'tour_delivery_title', body: 'tour_delivery_body' }],
  // Spec §2 and §9: four steps — intro, recommendations, items, checkout.
  cart: [
    { anchor: 'cart-intro', title: 'tour_cart_intro_title', body: 'tour_cart_intro_body' },
    { anchor: 'cart-recommendations', title: 'tour_cart_recommendations_title', body: 'tour_cart_recommendations_body' },
    { anchor: 'cart-items', title: 'tour_cart_items_title', body: 'tour_cart_items_body' },
    { anchor: 'cart-checkout', title: 'tour_cart_checkout_title', body: 'tour_cart_checkout_body' },
  ],
};

/** A visible element carrying the anchor, or null. */
export function findAnchor(anchor: string, root: ParentNode = document): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(`[data-tour="${anchor}"]`));
  return candidates.find((element) => element.getClientRects().length > 0) ?? null;
}

/** The steps of a tour whose anchors are on the page right now. */
export function presentSteps(tour: TourName, root: ParentNode = document): TourStep[] {
  return TOURS[tour].filter((step) => findAnchor(step.anchor, root));
}
