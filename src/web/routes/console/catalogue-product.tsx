// One product of a store (issue 21, issue 45): every field of the catalogue CSV as a form (colours,
// sizes, prices and quantity tiers, markups, personalization, badges, visibility, fundraiser, images),
// saved through the same validation as the import and the admin API, all or nothing with an audit
// entry; a price preview; the gallery (upload, order, primary image, removal); archive, restore, copy
// and delete. The parts live in src/web/console/catalogue/; the loader and action in its
// product-page.server.ts. A save from a form loaded before someone else's save is refused (409).
import { Link } from "react-router";
import type { Route } from "./+types/catalogue-product";
import { productAction, productLoader } from "../../console/catalogue/product-page.server";
import type { ActionResult } from "../../console/catalogue/product-fields";
import { ProductForm } from "../../console/catalogue/product-form";
import { ProductGallery } from "../../console/catalogue/product-gallery";
import { ProductLifecycle } from "../../console/catalogue/product-lifecycle";
import { ConsolePageTitle, FormNotice, consoleTitle, useConsoleLayout, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "catalogue.title");
}

export const loader = (args: Route.LoaderArgs) => productLoader(args);
export const action = (args: Route.ActionArgs) => productAction(args);

const NOTICE_TEXT = {
  saved: "catalogue.saved",
  uploaded: "catalogue.uploaded",
  created: "catalogue.created",
  archived: "catalogue.archivedNotice",
  restored: "catalogue.restoredNotice",
  gallery: "catalogue.galleryChanged",
} as const;

export default function CatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { actor } = useConsoleLayout();
  const { product, notice, confirmDelete } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result?.errors ?? {};
  const preview = result?.intent === "preview" ? result.preview : loaderData.preview;
  const name = product.cells.name;
  const canWrite = actor !== null && actor.role !== "organiser";

  return (
    <>
      <ConsolePageTitle>{ct("catalogue.edit", { name })}</ConsolePageTitle>
      <p className="mb-4">
        <Link to={`/console/catalogue?store=${encodeURIComponent(product.store.id)}`} className="underline">
          {ct("catalogue.back", { store: product.store.name })}
        </Link>
        <span className="ms-4 text-sm text-gray-700" dir="ltr">
          {product.store.id} / {product.id}
        </span>
      </p>
      {product.archivedAt !== null && <FormNotice tone="error">{ct("catalogue.archivedBanner")}</FormNotice>}
      {notice && !result && <FormNotice tone="success">{ct(NOTICE_TEXT[notice])}</FormNotice>}
      {result?.intent === "save" && (
        <FormNotice tone="error">
          {result.stale ? ct("catalogue.staleTitle") : ct("catalogue.notSaved")}
          {errors.form && <span className="block">{errors.form}</span>}
          {result.stale && (
            // A whole-page load, so every field shows the saved value again (as the store parts' link).
            <a
              href={`/console/catalogue/${encodeURIComponent(product.store.id)}/${encodeURIComponent(product.id)}`}
              className="mt-2 block font-medium underline"
            >
              {ct("catalogue.staleReload")}
            </a>
          )}
        </FormNotice>
      )}
      {result?.intent === "preview" && !result.preview && (
        <FormNotice tone="error">
          {ct("catalogue.previewFailed")}
          {errors.form && <span className="block">{errors.form}</span>}
        </FormNotice>
      )}
      {canWrite && (
        <ProductLifecycle
          product={product}
          confirmDelete={confirmDelete}
          deleteError={result?.intent === "delete" ? errors.form : undefined}
        />
      )}
      <ProductForm product={product} result={result} preview={preview} />
      <ProductGallery
        product={product}
        name={name}
        canWrite={canWrite}
        error={result?.intent === "upload" ? (errors.file ?? Object.values(errors)[0]) : undefined}
        changeError={result?.intent === "gallery" ? Object.values(errors)[0] : undefined}
      />
    </>
  );
}
