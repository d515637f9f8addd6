// The quick view's modal (Radix dialog: focus trapped, Escape closes, focus returns to the opener)
// with the product page's colour selector, size grid, personalization and Add to cart.
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import { galleryImages, PLACEHOLDER_IMAGE } from "~core/catalog/gallery";
import { t } from "../../i18n/t";
import type { PricingStore } from "../../lib/pricing-store";
import { ProductPurchase } from "./product-purchase";
import type { QuickViewContent } from "./quick-view-host";
import { CloseIcon } from "../../components/icon";
import { ToastEcho } from "../../components/toast-echo";

export default function QuickViewDialog({
  content,
  pricing,
  unlocked,
  onClose,
  returnFocus,
}: {
  content: QuickViewContent;
  pricing: PricingStore;
  unlocked: boolean;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const product = content.status === "ready" ? content.product : undefined;
  const info = product?.data.productData;
  const imageUrl = product ? info?.primaryImageUrl || galleryImages(product.data)[0]?.url || PLACEHOLDER_IMAGE.url : "";
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // A toast's button (View Cart) is outside the dialog but must not count as a click outside.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]"))
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-2 top-[4vh] z-50 mx-auto max-h-[92vh] max-w-4xl overflow-y-auto rounded-lg bg-white p-4 text-ink shadow-xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">
              {info ? t("quickView.title", { name: info.productName }) : t("quickView.loading")}
            </Dialog.Title>
            <Dialog.Close
              className="grid h-10 w-10 shrink-0 place-items-center rounded hover:bg-gray-100"
              aria-label={t("quickView.close")}
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <ToastEcho />
          {content.status === "loading" && <p role="status">{t("quickView.loading")}</p>}
          {content.status === "failed" && <p role="alert">{t("quickView.failed")}</p>}
          {product && info && (
            <div className="grid grid-cols-1 gap-6 md:grid-cols-[2fr_3fr]">
              <div className="flex flex-col gap-3">
                <img
                  src={imageUrl}
                  alt={info.productName}
                  width={PLACEHOLDER_IMAGE.width}
                  height={PLACEHOLDER_IMAGE.height}
                  className="aspect-square w-full rounded border border-gray-200 object-contain"
                />
                <Link
                  to={`/shop/products/${encodeURIComponent(info.slug ?? product.id)}`}
                  onClick={onClose}
                  className="text-link underline"
                >
                  {t("quickView.details")}
                </Link>
              </div>
              <ProductPurchase product={product} pricing={pricing} unlocked={unlocked} imageUrl={imageUrl} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
