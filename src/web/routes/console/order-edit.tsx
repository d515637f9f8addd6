// Editing an order before production (docs/decisions/0086): a unit's size or colour, a
// personalization text, a lower quantity. Each is repriced on the server by the checkout's own path
// and shown for confirmation (the new lines, the new total, what goes back to the card and the gift
// card); an edit that would cost more is refused. The confirmation carries a one-time key.
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order-edit";
import { formatMessage } from "~core/i18n/messages";
import { cents } from "~core/money";
import type { OrderEdit } from "~core/orders/order-changes";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { ConfirmChangeForm } from "../../console/confirm-change-form";
import { consoleMoney } from "../../console/money";
import { ConsoleField, ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "orders.title");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const order = await console.services.orders.detail(params.orderId);
  const lines = order.order.lines;
  const editable = order.status === "Processing";
  const choices = editable ? await console.services.orderChanges.swapChoices(params.orderId) : [];
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    editable,
    // One swap form per line: its units, and the product's colours with the sizes each is offered in.
    swaps: lines
      .map((line) => ({
        id: line.id,
        label: `${line.productName}, ${line.color}`,
        color: line.color,
        colors: choices.find((choice) => choice.lineId === line.id)?.colors ?? [],
        units: line.sizes.flatMap((size) =>
          Array.from({ length: size.quantity }, (_, index) => ({
            value: `${line.id}:${size.size}:${index + 1}`,
            line: `${line.productName}, ${line.color}`,
            size: size.size,
            unit: index + 1,
          })),
        ),
      }))
      .filter((line) => line.units.length > 0),
    sizes: lines.flatMap((line) =>
      line.sizes.map((size) => ({
        value: `${line.id}:${size.size}`,
        label: `${line.productName}, ${line.color}, ${size.size}`,
        quantity: size.quantity,
      })),
    ),
    fields: lines.flatMap((line) =>
      line.personalization.map((entry) => ({
        value: `${line.id}:${entry.groupId}:${entry.name}`,
        label: `${line.productName}, ${entry.groupId}, ${entry.name}: ${entry.value}`,
      })),
    ),
  };
}

function editOf(form: FormData): OrderEdit | undefined {
  const kind = field(form, "kind");
  if (kind === "swap") {
    const [lineId = "", size = "", unit = ""] = field(form, "unit").split(":");
    return { kind, lineId, size, unit: Number(unit), toSize: field(form, "toSize"), toColor: field(form, "toColor") };
  }
  if (kind === "quantity") {
    const [lineId = "", size = ""] = field(form, "size").split(":");
    return { kind, lineId, size, quantity: Number(field(form, "quantity") || "-1") };
  }
  if (kind === "personalization") {
    const [lineId = "", groupId = "", ...name] = field(form, "field").split(":");
    return { kind, lineId, groupId, name: name.join(":"), value: field(form, "value").slice(0, 60) };
  }
  return undefined;
}

const EDIT_FIELDS = ["kind", "unit", "toSize", "toColor", "size", "quantity", "field", "value"] as const;
type Preview = {
  values: Record<string, string>;
  key: string;
  card: number;
  gift: number;
  shown: Record<string, string>;
  lines: string[];
};
type ActionResult = { preview: Preview; error?: undefined } | { error: string; preview?: undefined };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const form = await request.formData();
  const edit = editOf(form);
  const money = consoleMoney(context.locale);
  const words = (errors: Record<string, string | Parameters<typeof formatMessage>[1]>) => {
    const first = Object.values(errors)[0] ?? "";
    return typeof first === "string" ? first : formatMessage(context.locale, first);
  };
  if (!edit) return data({ error: "edit.review" } satisfies ActionResult, { status: 422 });
  if (field(form, "intent") === "confirm") {
    const confirmed = { card: cents(Number(field(form, "card"))), gift: cents(Number(field(form, "gift"))) };
    const done = await console.services.orderChanges.edit(params.orderId, edit, field(form, "key"), confirmed);
    if (!done.ok) return data({ error: words(done.errors) } satisfies ActionResult, { status: 409 });
    const notice = new URLSearchParams({ edited: "1", total: money(done.value.totalAfter) });
    return redirect(`/console/orders/${params.orderId}?${notice}`);
  }
  const plan = await console.services.orderChanges.previewEdit(params.orderId, edit);
  if (!plan.ok) return data({ error: words(plan.errors) } satisfies ActionResult, { status: 422 });
  return {
    preview: {
      values: Object.fromEntries(EDIT_FIELDS.map((name) => [name, field(form, name)])),
      key: crypto.randomUUID(),
      card: plan.value.refund.card,
      gift: plan.value.refund.gift,
      shown: {
        card: money(plan.value.refund.card),
        gift: money(plan.value.refund.gift),
        before: money(plan.value.totalBefore),
        after: money(plan.value.totalAfter),
      },
      lines: plan.value.after.lines.map(
        (line) =>
          `${line.productName}, ${line.color}: ${line.sizes.map((s) => `${s.size} × ${s.quantity}`).join(", ")}`,
      ),
    },
  } satisfies ActionResult;
}

const selectClass = "w-full rounded-md border border-gray-500 bg-white px-3 py-2";

function EditForm({
  kind,
  id = `edit-${kind}`,
  title,
  children,
}: {
  kind: string;
  id?: string;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  const ct = useConsoleText();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby={id} className="mb-8 max-w-md">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <Form method="post" className="grid gap-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="preview" />
        <input type="hidden" name="kind" value={kind} />
        {children}
        <div>
          <Button type="submit" disabled={busy}>
            {ct("edit.review")}
          </Button>
        </div>
      </Form>
    </section>
  );
}

type SwapLine = Route.ComponentProps["loaderData"]["swaps"][number];

/**
 * A swap of one line's unit: pickers of the product's colours and of the sizes the chosen colour is
 * offered in (in the product's size order), the unit's own size first chosen. Without JavaScript the
 * sizes are those of the line's colour; the server refuses a size a colour does not have.
 */
function SwapForm({ line }: { line: SwapLine }) {
  const ct = useConsoleText();
  const [unit, setUnit] = useState(line.units[0]?.value ?? "");
  const [color, setColor] = useState(line.color);
  const sizes = line.colors.find((choice) => choice.color === color)?.sizes ?? [];
  const unitSize = line.units.find((u) => u.value === unit)?.size;
  const id = (name: string) => `edit-${name}-${line.id}`;
  return (
    <EditForm
      kind="swap"
      id={id("swap")}
      title={
        <>
          {ct("edit.swapTitle")}: <bdi>{line.label}</bdi>
        </>
      }
    >
      <div>
        <label htmlFor={id("unit")} className="mb-1 block text-sm font-medium">
          {ct("edit.unit")}
        </label>
        <select
          id={id("unit")}
          name="unit"
          className={selectClass}
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
        >
          {line.units.map((u) => (
            <option key={u.value} value={u.value}>
              {ct("edit.unitOption", { line: u.line, size: u.size, unit: String(u.unit) })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id("to-color")} className="mb-1 block text-sm font-medium">
          {ct("edit.toColor")}
        </label>
        <select
          id={id("to-color")}
          name="toColor"
          className={selectClass}
          value={color}
          onChange={(event) => setColor(event.target.value)}
        >
          {line.colors.map((choice) => (
            <option key={choice.color} value={choice.color}>
              {choice.color}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id("to-size")} className="mb-1 block text-sm font-medium">
          {ct("edit.toSize")}
        </label>
        <select
          key={`${color}\u0000${unit}`}
          id={id("to-size")}
          name="toSize"
          dir="ltr"
          className={selectClass}
          defaultValue={unitSize && sizes.includes(unitSize) ? unitSize : sizes[0]}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </EditForm>
  );
}

export default function OrderEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const order = loaderData;
  const result = actionData as ActionResult | undefined;
  const busy = useNavigation().state === "submitting";
  const preview = result?.preview;
  const error = result?.error === "edit.review" ? ct("edit.review") : result?.error;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/console/orders/${order.id}`} className="underline">
          {ct("order.title", { number: `\u2068${order.orderNumber}\u2069` })}
        </Link>
      </p>
      <ConsolePageTitle>{ct("edit.title", { number: `\u2068${order.orderNumber}\u2069` })}</ConsolePageTitle>
      {error && <FormNotice tone="error">{error}</FormNotice>}
      {!order.editable ? (
        <p>{ct("edit.onlyProcessing")}</p>
      ) : preview ? (
        <section aria-labelledby="edit-confirm" className="max-w-md">
          <h2 id="edit-confirm" className="mb-3 text-xl font-semibold">
            {ct("edit.confirmTitle")}
          </h2>
          <h3 className="font-medium">{ct("edit.after")}</h3>
          <ul className="mb-3 list-disc ps-6">
            {preview.lines.map((line) => (
              <li key={line}>
                <bdi>{line}</bdi>
              </li>
            ))}
          </ul>
          <dl className="mb-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
            <dt>{ct("refund.totalNow")}</dt>
            <dd className="text-end tabular-nums">{preview.shown.before}</dd>
            <dt>{ct("refund.totalAfter")}</dt>
            <dd className="text-end tabular-nums">{preview.shown.after}</dd>
            <dt>{ct("refund.toCard")}</dt>
            <dd className="text-end font-semibold tabular-nums">{preview.shown.card}</dd>
            <dt>{ct("refund.toGiftCard")}</dt>
            <dd className="text-end font-semibold tabular-nums">{preview.shown.gift}</dd>
          </dl>
          {preview.card + preview.gift === 0 && <p className="mb-3">{ct("edit.noMoney")}</p>}
          <ConfirmChangeForm values={preview.values} confirmation={preview} label={ct("edit.confirm")} busy={busy} />
        </section>
      ) : (
        <>
          {order.swaps.map((line) => (
            <SwapForm key={line.id} line={line} />
          ))}
          <EditForm kind="quantity" title={ct("edit.quantityTitle")}>
            <div>
              <label htmlFor="edit-size" className="mb-1 block text-sm font-medium">
                {ct("edit.sizeOf")}
              </label>
              <select id="edit-size" name="size" className={selectClass}>
                {order.sizes.map((size) => (
                  <option key={size.value} value={size.value}>
                    {`${size.label} × ${size.quantity}`}
                  </option>
                ))}
              </select>
            </div>
            <ConsoleField
              id="edit-quantity"
              label={ct("edit.newQuantity")}
              inputProps={{ name: "quantity", type: "number", min: 0, required: true }}
            />
          </EditForm>
          {order.fields.length > 0 && (
            <EditForm kind="personalization" title={ct("edit.textTitle")}>
              <div>
                <label htmlFor="edit-field" className="mb-1 block text-sm font-medium">
                  {ct("edit.field")}
                </label>
                <select id="edit-field" name="field" className={selectClass}>
                  {order.fields.map((entry) => (
                    <option key={entry.value} value={entry.value}>
                      {entry.label}
                    </option>
                  ))}
                </select>
              </div>
              <ConsoleField
                id="edit-value"
                label={ct("edit.newText")}
                inputProps={{ name: "value", maxLength: 60, dir: "auto" }}
              />
            </EditForm>
          )}
        </>
      )}
    </>
  );
}
