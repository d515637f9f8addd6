// The product's place in the shop (issue 45, decision 0088): archive (out of the shop, its listing,
// search and orders, kept for its orders) or restore it, copy it, and delete it while no order has
// it, after a confirmation step; with orders, the page says why it cannot be deleted.
import { Form, Link } from "react-router";
import type { ConsoleProductView } from "~server/modules/catalog-admin/catalogue.console";
import { CsrfField, FormNotice, useConsoleText } from "../ui";
import { fieldsetClass, legendClass } from "./form-classes";

const secondaryButton = "rounded-md border border-gray-700 bg-white px-4 py-2 font-medium hover:bg-gray-100";
const dangerButton = "rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900";

export function ProductLifecycle({
  product,
  confirmDelete,
  deleteError,
}: {
  product: ConsoleProductView;
  confirmDelete: boolean;
  deleteError: string | undefined;
}) {
  const ct = useConsoleText();
  const name = product.cells.name;
  const archived = product.archivedAt !== null;
  const page = `/console/catalogue/${encodeURIComponent(product.store.id)}/${encodeURIComponent(product.id)}`;
  const copy = `/console/catalogue/new?store=${encodeURIComponent(product.store.id)}&copy=${encodeURIComponent(product.id)}`;
  return (
    <section aria-labelledby="product-lifecycle-title" className={`${fieldsetClass} max-w-3xl`}>
      <h2 id="product-lifecycle-title" className={legendClass}>
        {ct("catalogue.lifecycleTitle")}
      </h2>
      <p>{ct(archived ? "catalogue.archivedState" : "catalogue.liveState")}</p>
      {deleteError && <FormNotice tone="error">{deleteError}</FormNotice>}
      {confirmDelete ? (
        <div
          role="alertdialog"
          aria-labelledby="product-delete-title"
          className="grid gap-3 rounded-md border border-red-700 p-4"
        >
          <h3 id="product-delete-title" className="font-semibold">
            {ct("catalogue.deleteConfirmTitle", { name })}
          </h3>
          <p>{ct("catalogue.deleteConfirmText")}</p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className={dangerButton}>
                {ct("catalogue.deleteConfirm")}
              </button>
            </Form>
            <Link to={page} className="self-center underline">
              {ct("catalogue.deleteCancel")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value={archived ? "restore" : "archive"} />
            <button type="submit" className={secondaryButton}>
              {ct(archived ? "catalogue.restore" : "catalogue.archive")}
            </button>
          </Form>
          <Link to={copy} className="underline">
            {ct("catalogue.copy")}
          </Link>
          {product.orderCount === 0 ? (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={secondaryButton}>
                {ct("catalogue.delete")}
              </button>
            </Form>
          ) : (
            <p className="text-sm text-gray-700">{ct("catalogue.deleteHasOrders", { count: product.orderCount })}</p>
          )}
        </div>
      )}
    </section>
  );
}
