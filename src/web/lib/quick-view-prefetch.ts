// The quick view's head start (decision 0110): when the shopper points at or focuses a card's Quick
// view button (or presses it), the dialog's chunk and the product are asked for, and the card's name
// and picture are kept, so the dialog opens at the click with what the card shows and fills in the
// rest when the product arrives. A product asked for ahead serves the next open within a minute; closing
// the quick view aborts it if it is still on its way.
import type { ProductData } from "~core/entities/product.schema";
import { fetchProductBySlug } from "./api";

export interface QuickViewPreview {
  name: string;
  imageUrl: string;
}

type Product = { id: string; data: ProductData };
const REUSE_MS = 60_000;
const previews = new Map<string, QuickViewPreview>();
const products = new Map<string, { at: number; answer: Promise<Product>; controller: AbortController }>();
let loadDialog: () => Promise<unknown> = () => Promise.resolve();

/** The quick view names how its dialog's chunk is loaded (features sit above lib). */
export function setQuickViewLoader(load: () => Promise<unknown>): void {
  loadDialog = load;
}

/** The shopper means to open this product's quick view. */
export function quickViewIntent(slug: string, preview: QuickViewPreview): void {
  previews.set(slug, preview);
  void loadDialog();
  const known = products.get(slug);
  if (known && Date.now() - known.at < REUSE_MS) return;
  const controller = new AbortController();
  const answer = fetchProductBySlug(slug, controller.signal);
  let settled = false;
  // A failure is not kept: the quick view asks again.
  answer.then(
    () => (settled = true),
    () => {
      settled = true;
      if (products.get(slug)?.answer === answer) products.delete(slug);
    },
  );
  products.set(slug, { at: Date.now(), answer, controller });
  // The quick view's own cancel reaches this request while it is on its way.
  controller.signal.addEventListener("abort", () => settled || products.delete(slug));
}

export function quickViewPreview(slug: string): QuickViewPreview | undefined {
  return previews.get(slug);
}

/** The product, from the head start if there was one (used once), else asked for now. */
export function quickViewProduct(slug: string, signal: AbortSignal): Promise<Product> {
  const known = products.get(slug);
  products.delete(slug);
  if (!known || Date.now() - known.at >= REUSE_MS) return fetchProductBySlug(slug, signal);
  signal.addEventListener("abort", () => known.controller.abort(), { once: true });
  return known.answer;
}
