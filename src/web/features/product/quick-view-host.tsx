// The quick view (spec §2, §4): a product card's button asks for it; 350 ms later the dialog opens
// with the card's name and picture and the product fetched by slug fills in the rest. Pointing at or
// focusing the button already asked for the chunk and the product (quick-view-prefetch.ts, decision
// 0110), so the dialog is usually whole when it opens. A second click, closing, or another product
// cancels the request. It closes itself on the way to /shop/cart,
// and focus goes back to the button that opened it. The dialog (Radix, the purchase panel) is its own
// chunk.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ProductData } from "~core/entities/product.schema";
import { useClientState } from "../../lib/client-state";
import type { PricingStore } from "../../lib/pricing-store";
import { useAbortableRequest } from "../../lib/use-abortable-request";
import {
  quickViewPreview,
  quickViewProduct,
  setQuickViewLoader,
  type QuickViewPreview,
} from "../../lib/quick-view-prefetch";

export const QUICK_VIEW_DELAY_MS = 350;

const loadDialog = () => import("./quick-view-dialog");
const QuickViewDialog = lazy(loadDialog);
setQuickViewLoader(loadDialog);

export type QuickViewContent =
  | { status: "loading"; preview?: QuickViewPreview }
  | { status: "failed" }
  | { status: "ready"; product: { id: string; data: ProductData } };

export function QuickViewHost({ pricing, unlocked }: { pricing: PricingStore; unlocked: boolean }) {
  const slug = useClientState((state) => state.quickView);
  const closeQuickView = useClientState((state) => state.closeQuickView);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<QuickViewContent>({ status: "loading" });
  const opener = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();

  useAbortableRequest(() => {
    if (!slug) {
      setOpen(false);
      return null;
    }
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
    return {
      delayMs: QUICK_VIEW_DELAY_MS,
      run: (signal) => {
        setContent({ status: "loading", preview: quickViewPreview(slug) });
        setOpen(true);
        return quickViewProduct(slug, signal);
      },
      onResult: (product) => setContent({ status: "ready", product }),
      onError: () => setContent({ status: "failed" }),
    };
  }, [slug]);

  useEffect(() => {
    if (pathname === "/shop/cart") closeQuickView();
  }, [pathname, closeQuickView]);

  if (!open || !slug) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewDialog
        content={content}
        pricing={pricing}
        unlocked={unlocked}
        onClose={closeQuickView}
        returnFocus={() => opener.current?.focus()}
      />
    </Suspense>
  );
}
