// A partial refund of one order (docs/decisions/0086): choose a unit, a line, the shipping or an
// amount; review exactly what goes back to the card and to the gift card; confirm. The confirmation
// carries a one-time key, so a double click (or a second server) gives the money back once.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order-refund";
import { formatMessage } from "~core/i18n/messages";
import { cents, toCents } from "~core/money";
import type { RefundRequest } from "~core/orders/order-changes";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { ConfirmChangeForm } from "../../console/confirm-change-form";
import { consoleMoney } from "../../console/money";
import { ConsoleField, ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "orders.title");
}

/** Every unit of every line, as "unit:lineId:size:unit" (the unit's personalization shown with it). */
function unitsOf(
  lines: { id: string; productName: string; color: string; sizes: { size: string; quantity: number }[] }[],
) {
  return lines.flatMap((line) =>
    line.sizes.flatMap((size) =>
      Array.from({ length: size.quantity }, (_, index) => ({
        value: `unit:${line.id}:${size.size}:${index + 1}`,
        line: `${line.productName}, ${line.color}`,
        size: size.size,
        unit: index + 1,
      })),
    ),
  );
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const order = await console.services.orders.detail(params.orderId);
  const money = consoleMoney(context.locale);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    total: money(order.order.totalAmount),
    units: unitsOf(order.order.lines),
    lines: order.order.lines.map((line) => ({ id: line.id, label: `${line.productName}, ${line.color}` })),
  };
}

/** The refund a form asks for; undefined when it is not one. */
function requestOf(form: FormData): RefundRequest | "bad_amount" | undefined {
  const target = field(form, "target");
  const [kind, lineId = "", size = "", unit = ""] = target.split(":");
  if (kind === "unit") return { kind: "unit", lineId, size, unit: Number(unit) };
  if (kind === "line") return { kind: "line", lineId };
  if (kind === "shipping") return { kind: "shipping" };
  if (kind === "amount") {
    const amount = Number(field(form, "amount").replace(",", "."));
    return Number.isFinite(amount) && amount > 0 && amount < 1_000_000
      ? { kind: "amount", amount: toCents(amount) }
      : "bad_amount";
  }
  return undefined;
}

type Preview = {
  target: string;
  amount: string;
  key: string;
  card: number;
  gift: number;
  shown: Record<string, string>;
};
type ActionResult = { preview: Preview; error?: undefined } | { error: string; preview?: undefined };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const form = await request.formData();
  const asked = requestOf(form);
  const money = consoleMoney(context.locale);
  const words = (errors: Record<string, string | Parameters<typeof formatMessage>[1]>) => {
    const first = Object.values(errors)[0] ?? "";
    return typeof first === "string" ? first : formatMessage(context.locale, first);
  };
  if (asked === undefined || asked === "bad_amount") {
    return data({ error: asked === "bad_amount" ? "refund.noAmount" : "refund.what" } satisfies ActionResult, {
      status: 422,
    });
  }
  if (field(form, "intent") === "confirm") {
    const confirmed = { card: cents(Number(field(form, "card"))), gift: cents(Number(field(form, "gift"))) };
    const done = await console.services.orderChanges.refund(params.orderId, asked, field(form, "key"), confirmed);
    if (!done.ok) return data({ error: words(done.errors) } satisfies ActionResult, { status: 409 });
    const { state, refusal } = done.value;
    const notice = new URLSearchParams({
      refunded: state === "done" || state === "reversed" || state === "card_refused" ? state : "card_pending",
      card: money(done.value.refund.card),
      gift: money(done.value.refund.gift),
      total: money(done.value.totalAfter),
      ...(refusal ? { reason: refusal.message } : {}),
    });
    return redirect(`/console/orders/${params.orderId}?${notice}`);
  }
  const plan = await console.services.orderChanges.previewRefund(params.orderId, asked);
  if (!plan.ok) return data({ error: words(plan.errors) } satisfies ActionResult, { status: 422 });
  return {
    preview: {
      target: field(form, "target"),
      amount: field(form, "amount"),
      key: crypto.randomUUID(),
      card: plan.value.refund.card,
      gift: plan.value.refund.gift,
      shown: {
        card: money(plan.value.refund.card),
        gift: money(plan.value.refund.gift),
        before: money(plan.value.totalBefore),
        after: money(plan.value.totalAfter),
      },
    },
  } satisfies ActionResult;
}

export default function OrderRefund({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const order = loaderData;
  const result = actionData as ActionResult | undefined;
  const busy = useNavigation().state === "submitting";
  const error = result?.error
    ? result.error.startsWith("refund.")
      ? ct(result.error as "refund.what")
      : result.error
    : undefined;
  const preview = result?.preview;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/console/orders/${order.id}`} className="underline">
          {ct("order.title", { number: `\u2068${order.orderNumber}\u2069` })}
        </Link>
      </p>
      <ConsolePageTitle>{ct("refund.title", { number: `\u2068${order.orderNumber}\u2069` })}</ConsolePageTitle>
      {error && <FormNotice tone="error">{error}</FormNotice>}
      {preview ? (
        <section aria-labelledby="refund-confirm" className="max-w-md">
          <h2 id="refund-confirm" className="mb-3 text-xl font-semibold">
            {ct("refund.confirmTitle")}
          </h2>
          <p className="mb-2">{ct("refund.confirmIntro")}</p>
          <dl className="mb-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
            <dt>{ct("refund.toCard")}</dt>
            <dd className="text-end font-semibold tabular-nums">{preview.shown.card}</dd>
            <dt>{ct("refund.toGiftCard")}</dt>
            <dd className="text-end font-semibold tabular-nums">{preview.shown.gift}</dd>
            <dt>{ct("refund.totalNow")}</dt>
            <dd className="text-end tabular-nums">{preview.shown.before}</dd>
            <dt>{ct("refund.totalAfter")}</dt>
            <dd className="text-end tabular-nums">{preview.shown.after}</dd>
          </dl>
          <ConfirmChangeForm
            values={{ target: preview.target, amount: preview.amount }}
            confirmation={preview}
            label={ct("refund.confirm")}
            busy={busy}
          />
        </section>
      ) : (
        <Form method="post" className="grid max-w-md gap-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="preview" />
          <div>
            <label htmlFor="refund-target" className="mb-1 block text-sm font-medium">
              {ct("refund.what")}
            </label>
            <select
              id="refund-target"
              name="target"
              className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
            >
              {order.units.map((unit) => (
                <option key={unit.value} value={unit.value}>
                  {ct("refund.unit", { line: unit.line, size: unit.size, unit: String(unit.unit) })}
                </option>
              ))}
              {order.lines.map((line) => (
                <option key={line.id} value={`line:${line.id}`}>
                  {ct("refund.line", { line: line.label })}
                </option>
              ))}
              <option value="shipping">{ct("refund.shipping")}</option>
              <option value="amount">{ct("refund.amount")}</option>
            </select>
          </div>
          <ConsoleField
            id="refund-amount"
            label={ct("refund.amountLabel")}
            hint={ct("refund.amountHint")}
            inputProps={{ name: "amount", inputMode: "decimal", dir: "ltr", maxLength: 12 }}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {ct("refund.review")}
            </Button>
          </div>
        </Form>
      )}
    </>
  );
}
