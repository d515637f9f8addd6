// The quick view's modal (Radix dialog: focus trapped, Escape closes, focus returns to the opener)
// with what spec §2 lists for it: name, badges, description, availability ('In Stock'), and the
// product page's colour selector, size grid, personalization and Add to cart.
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import { productBadges } from "~core/catalog/badges";
import { galleryImages, PLACEHOLDER_IMAGE } from "~core/catalog/gallery";
import { t } from "../../i18n/t";
import type { PricingStore } from "../../lib/pricing-store";
import { ProductPurchase } from "./product-purchase";
import type { QuickViewContent } from "./quick-view-host";
import { Badges } from "../../components/badges";
import { CloseIcon } from "../../components/icon";
import { ToastEcho } from "../../components/toast-echo";
import { useShell } from "../../lib/use-shell";
import { keepFocusInView } from "../../lib/page-focus";

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
  const preview = content.status === "loading" ? content.preview : undefined;
  const imageUrl = product ? info?.primaryImageUrl || galleryImages(product.data)[0]?.url || PLACEHOLDER_IMAGE.url : "";
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onFocus={keepFocusInView}
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
              {info ? (
                <QuickViewTitle name={info.productName} />
              ) : preview ? (
                <QuickViewTitle name={preview.name} />
              ) : (
                t("quickView.loading")
              )}
            </Dialog.Title>
            <Dialog.Close
              className="grid h-10 w-10 shrink-0 place-items-center rounded hover:bg-gray-100"
              aria-label={t("quickView.close")}
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <ToastEcho />
          {content.status === "loading" && (
            <div className="grid grid-cols-1 gap-6 md:grid-cols-[2fr_3fr]">
              {/* What the card showed, until the product arrives. */}
              {preview && (
                <img
                  src={preview.imageUrl}
                  alt={preview.name}
                  width={PLACEHOLDER_IMAGE.width}
                  height={PLACEHOLDER_IMAGE.height}
                  className="aspect-square w-full rounded border border-gray-200 object-contain"
                />
              )}
              <p role="status">{t("quickView.loading")}</p>
            </div>
          )}
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
              <div className="flex flex-col gap-4">
                <Badges badges={productBadges(product.data)} />
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                  <dt className="font-semibold">{t("product.availability")}</dt>
                  <dd>
                    <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {t("product.inStock")}
                    </span>
                  </dd>
                </dl>
                <Description html={info.description} />
                <ProductPurchase product={product} pricing={pricing} unlocked={unlocked} imageUrl={imageUrl} />
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The product's description as text. The API hands over the store's HTML unsanitised (the product
 * page sanitises it on the server), so the quick view never inserts it as markup: it reads the
 * paragraphs and list items out of an inert parsed document and renders them as React text.
 */
function Description({ html }: { html: string | undefined }) {
  const contentLang = useShell().contentLang;
  if (!html) return null;
  const body = new DOMParser().parseFromString(html, "text/html").body;
  type Block = { key: number; items: string[] } | { key: number; text: string };
  const blocks = [...body.children].flatMap((element, index): Block[] => {
    if (element.matches("ul, ol")) {
      const items = [...element.querySelectorAll("li")].map((li) => li.textContent?.trim() ?? "").filter(Boolean);
      return items.length > 0 ? [{ key: index, items }] : [];
    }
    const text = element.textContent?.trim() ?? "";
    return text ? [{ key: index, text }] : [];
  });
  const loose = blocks.length === 0 ? (body.textContent?.trim() ?? "") : "";
  return (
    <section aria-label={t("product.description")} dir="auto" lang={contentLang} className="text-sm text-gray-800">
      {loose && <p>{loose}</p>}
      {blocks.map((block) =>
        "items" in block ? (
          <ul key={block.key} className="my-2 list-disc ps-5">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={block.key} className="my-2">
            {block.text}
          </p>
        ),
      )}
    </section>
  );
}

/**
 * "Quick view: {name}" with the product's name marked in the store content's language, as the
 * product page's title and the product card do (decision 0029): the words around it are the page's.
 */
function QuickViewTitle({ name }: { name: string }) {
  const { contentLang } = useShell();
  const marker = "\u0000";
  const [before = "", after = ""] = t("quickView.title", { name: marker }).split(marker);
  return (
    <>
      {before}
      <span lang={contentLang}>{name}</span>
      {after}
    </>
  );
}
