// The bulk status change of the console's orders list (docs/decisions/0097): a checkbox per order
// (and "select all on this page"), the new status, a confirmation step naming how many orders and the
// target status, then what changed and each order that could not, with its reason. The checkboxes sit
// in the table but belong to the bulk form (their `form` attribute), so the filters' GET form and the
// table stay apart.
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useEffect, useState } from "react";
import { BULK_STATUSES } from "~core/orders/order-status";
import { Button } from "../components/button";
import { statusText } from "./orders";
import { CsrfField, FormNotice, useConsoleText } from "./ui";

export const BULK_FORM_ID = "orders-bulk";

/** What the list's action answers: the confirmation step, the outcome, or what was wrong with the request. */
export type BulkActionResult =
  | { step: "confirm"; to: string; key: string; orders: { id: string; orderNumber: string }[] }
  | { step: "done"; to: string; changed: number; refused: { orderNumber: string; reason: string }[]; replayed: boolean }
  | { step: "error"; errors: Record<string, string> };

/** The ids ticked on this page, with select-all; emptied whenever `resetOn` changes (a change was made). */
export function useBulkSelection(ids: readonly string[], resetOn?: unknown) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (resetOn !== undefined) setChosen(new Set());
  }, [resetOn]);
  const visible = ids.filter((id) => chosen.has(id));
  return {
    count: visible.length,
    all: ids.length > 0 && visible.length === ids.length,
    some: visible.length > 0 && visible.length < ids.length,
    has: (id: string) => chosen.has(id),
    toggle: (id: string, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setChosen(on ? new Set(ids) : new Set()),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** The row's checkbox: a member of the bulk form, named by the order's number. */
export function BulkRowCheckbox({
  id,
  orderNumber,
  selection,
}: {
  id: string;
  orderNumber: string;
  selection: BulkSelection;
}) {
  const ct = useConsoleText();
  return (
    <input
      type="checkbox"
      name="order"
      value={id}
      form={BULK_FORM_ID}
      checked={selection.has(id)}
      onChange={(event) => selection.toggle(id, event.target.checked)}
      aria-label={ct("bulk.selectOrder", { number: orderNumber })}
      className="h-5 w-5"
    />
  );
}

export function BulkStatusForm({ selection, errors }: { selection: BulkSelection; errors: Record<string, string> }) {
  const ct = useConsoleText();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="bulk-title" className="mb-4 rounded-md border border-gray-300 p-3">
      <h2 id="bulk-title" className="mb-2 font-semibold">
        {ct("bulk.title")}
      </h2>
      <Form method="post" id={BULK_FORM_ID} className="flex flex-wrap items-end gap-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="review" />
        <label className="flex items-center gap-2 self-center text-sm">
          <input
            type="checkbox"
            checked={selection.all}
            ref={(box) => {
              if (box) box.indeterminate = selection.some;
            }}
            onChange={(event) => selection.toggleAll(event.target.checked)}
            className="h-5 w-5"
          />
          {ct("bulk.selectAll")}
        </label>
        <p role="status" className="self-center text-sm text-gray-700">
          {ct("bulk.selected", { count: selection.count })}
        </p>
        <div>
          <label htmlFor="bulk-status" className="mb-1 block text-sm font-medium">
            {ct("bulk.newStatus")}
          </label>
          <select
            id="bulk-status"
            name="status"
            aria-describedby={errors.status ? "bulk-status-hint bulk-status-error" : "bulk-status-hint"}
            aria-invalid={errors.status ? true : undefined}
            className={`rounded-md border bg-white px-3 py-2 ${errors.status ? "border-red-700" : "border-gray-500"}`}
          >
            {BULK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ct(statusText(status))}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy}>
          {ct("bulk.review")}
        </Button>
      </Form>
      <p id="bulk-status-hint" className="mt-2 text-sm text-gray-700">
        {ct("bulk.statusHint")}
      </p>
      {errors.status && (
        <p id="bulk-status-error" className="mt-1 text-sm text-red-700">
          {errors.status}
        </p>
      )}
      {errors.orders && <FormNotice tone="error">{errors.orders}</FormNotice>}
    </section>
  );
}

/** The confirmation step: how many orders, which, and the target status; nothing changed yet. */
export function BulkConfirmation({ result }: { result: Extract<BulkActionResult, { step: "confirm" }> }) {
  const ct = useConsoleText();
  const busy = useNavigation().state === "submitting";
  const { search } = useLocation();
  const status = ct(statusText(result.to));
  const count = result.orders.length;
  return (
    <section aria-labelledby="bulk-confirm-title" className="mb-6 rounded-md border border-gray-500 p-4">
      <h2 id="bulk-confirm-title" className="mb-2 text-lg font-semibold">
        {ct("bulk.confirmTitle", { count, status })}
      </h2>
      <p className="mb-2 text-sm">{ct("bulk.confirmHint")}</p>
      <ul className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {result.orders.map((order) => (
          <li key={order.id} dir="ltr">
            {order.orderNumber}
          </li>
        ))}
      </ul>
      <Form method="post" className="flex flex-wrap gap-4">
        <CsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="status" value={result.to} />
        <input type="hidden" name="key" value={result.key} />
        {result.orders.map((order) => (
          <input key={order.id} type="hidden" name="order" value={order.id} />
        ))}
        <Button type="submit" disabled={busy || count === 0}>
          {ct("bulk.confirm", { count })}
        </Button>
        <Link to={search || "."} className="self-center underline">
          {ct("bulk.back")}
        </Link>
      </Form>
    </section>
  );
}

/** What the change did: how many changed, and every order that did not, with the reason. */
export function BulkOutcome({ result }: { result: Extract<BulkActionResult, { step: "done" }> }) {
  const ct = useConsoleText();
  const status = ct(statusText(result.to));
  return (
    <>
      {result.changed > 0 && (
        <FormNotice tone="success">{ct("bulk.done", { count: result.changed, status })}</FormNotice>
      )}
      {result.refused.length > 0 && (
        <div role="alert" className="my-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{ct("bulk.refusedTitle", { count: result.refused.length })}</p>
          <ul className="ms-5 list-disc">
            {result.refused.map((order, index) => (
              <li key={`${order.orderNumber}-${index}`}>
                <bdi dir="ltr">{order.orderNumber || ct("bulk.noOrder")}</bdi>: {order.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
