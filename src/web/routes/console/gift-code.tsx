// One gift code (issue #21): its balance, what checkouts hold, its state, and its ledger (issued,
// topped up, disabled or enabled, by whom; holds and redemptions with their orders). Owners and staff
// top it up and disable or enable it; each change is audited in its own transaction.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/gift-code";
import { intlTag } from "~core/i18n/locale";
import { can } from "~core/operators/permissions";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";
import type { ConsoleTextKey } from "../../console/i18n/en";
import { useGiftCodeErrorText } from "../../console/gift-code-text";
import type { GiftCodeProblem } from "~server/modules/gift-codes/gift-codes.console";
import {
  ConsoleCell,
  ConsoleField,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "giftCodes.title");
}

const MAX_AMOUNT = 10_000;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "gift-codes.read", params.storeId);
  const detail = await console.services.giftCodes.detail(params.storeId, params.code);
  const tag = intlTag(context.locale);
  const money = consoleMoney(context.locale);
  const when = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const stores = await console.services.stores.list();
  return {
    storeId: detail.storeId,
    storeName: stores.find((store) => store.id === detail.storeId)?.name ?? detail.storeId,
    code: detail.code,
    balance: money(detail.balanceCents),
    held: money(detail.heldCents),
    available: money(detail.availableCents),
    disabled: detail.disabled,
    issued: detail.createdAt ? when.format(new Date(detail.createdAt)) : null,
    canWrite: can(actor, "gift-codes.write", detail.storeId),
    maxAmount: money(MAX_AMOUNT * 100),
    ledger: detail.ledger.map((entry, index) =>
      entry.kind === "hold"
        ? {
            key: `hold-${index}`,
            at: when.format(new Date(entry.at)),
            atIso: entry.at,
            what: `giftCodes.hold.${entry.state}` as ConsoleTextKey,
            until: when.format(new Date(entry.expiresAt)),
            amount: money(entry.amountCents),
            order: entry.orderNumber && entry.orderId ? { id: entry.orderId, number: entry.orderNumber } : null,
            by: null,
          }
        : {
            key: `change-${index}`,
            at: when.format(new Date(entry.at)),
            atIso: entry.at,
            what: `giftCodes.kind.${entry.kind}` as ConsoleTextKey,
            until: "",
            amount: entry.amountCents === null ? "" : money(entry.amountCents),
            order: null,
            by: entry.by,
          },
    ),
  };
}

type ActionResult =
  | { intent: "top-up"; ok: true; balance: string; errors?: undefined; amount?: undefined }
  | { intent: "top-up"; ok: false; errors: Record<string, GiftCodeProblem>; amount: string; balance?: undefined }
  | { intent: "disable" | "enable"; ok: true; released: number; errors?: undefined }
  | { intent: "disable" | "enable"; ok: false; errors: Record<string, GiftCodeProblem>; released?: undefined };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "gift-codes.write", params.storeId);
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "top-up") {
    const amount = field(form, "amount");
    const result = await console.services.giftCodes.topUp(params.storeId, params.code, amount, context.locale);
    if (!result.ok) {
      return data({ intent, ok: false, errors: result.errors, amount } satisfies ActionResult, { status: 422 });
    }
    const balance = consoleMoney(context.locale)(result.value.balanceCents);
    return { intent, ok: true, balance } satisfies ActionResult;
  }
  if (intent === "disable" || intent === "enable") {
    const result = await console.services.giftCodes.setDisabled(params.storeId, params.code, intent === "disable");
    if (!result.ok) return data({ intent, ok: false, errors: result.errors } satisfies ActionResult, { status: 409 });
    return { intent, ok: true, released: result.value.released } satisfies ActionResult;
  }
  throw new Response("Unknown intent", { status: 400 });
}

export default function GiftCode({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const errorText = useGiftCodeErrorText();
  const d = loaderData;
  const result = actionData as ActionResult | undefined;
  // The code sits where the language puts it, isolated left to right.
  const [titleBefore = "", titleAfter = ""] = ct("giftCodes.codeTitle", { code: "\u0000" }).split("\u0000");
  const topUpErrors = result?.intent === "top-up" && !result.ok ? result.errors : {};
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/console/gift-codes?store=${encodeURIComponent(d.storeId)}`} className="underline">
          {ct("giftCodes.back")}
        </Link>
      </p>
      <ConsolePageTitle>
        {titleBefore}
        <bdi dir="ltr" className="font-mono">
          {d.code}
        </bdi>
        {titleAfter}
      </ConsolePageTitle>
      {result?.intent === "top-up" && result.ok && (
        <FormNotice tone="success">{ct("giftCodes.toppedUp", { balance: result.balance })}</FormNotice>
      )}
      {(result?.intent === "disable" || result?.intent === "enable") &&
        (result.ok ? (
          <FormNotice tone="success">
            {ct(result.intent === "disable" ? "giftCodes.disabledNotice" : "giftCodes.enabledNotice")}
            {result.released > 0 && <> {ct("giftCodes.releasedNotice", { count: result.released })}</>}
          </FormNotice>
        ) : (
          <FormNotice tone="error">{errorText(result.errors.form)}</FormNotice>
        ))}
      <dl className="mb-8 grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">{ct("giftCodes.store")}</dt>
        <dd>{d.storeName}</dd>
        <dt className="font-medium">{ct("giftCodes.balance")}</dt>
        <dd className="tabular-nums" data-testid="gift-balance">
          {d.balance}
        </dd>
        <dt className="font-medium">{ct("giftCodes.held")}</dt>
        <dd className="tabular-nums">{d.held}</dd>
        <dt className="font-medium">{ct("giftCodes.available")}</dt>
        <dd className="tabular-nums">{d.available}</dd>
        <dt className="font-medium">{ct("giftCodes.state")}</dt>
        <dd data-testid="gift-state">{d.disabled ? ct("giftCodes.disabled") : ct("giftCodes.active")}</dd>
        <dt className="font-medium">{ct("giftCodes.issued")}</dt>
        <dd>{d.issued ?? ct("giftCodes.unknownDate")}</dd>
      </dl>

      {d.canWrite ? (
        <div className="mb-10 grid max-w-3xl gap-8 md:grid-cols-2">
          <section aria-labelledby="top-up-heading">
            <h2 id="top-up-heading" className="mb-3 text-xl font-semibold">
              {ct("giftCodes.topUpTitle")}
            </h2>
            <Form
              method="post"
              className="space-y-4"
              key={result?.intent === "top-up" && result.ok ? result.balance : "top-up"}
            >
              <CsrfField />
              <ConsoleField
                id="top-up-amount"
                label={ct("giftCodes.topUpAmount")}
                hint={ct("giftCodes.amountHint", { max: d.maxAmount })}
                error={errorText(topUpErrors.amount)}
                inputProps={{
                  name: "amount",
                  inputMode: "decimal",
                  required: true,
                  autoComplete: "off",
                  dir: "ltr",
                  defaultValue: result?.intent === "top-up" && !result.ok ? result.amount : undefined,
                }}
              />
              <Button type="submit" name="intent" value="top-up">
                {ct("giftCodes.topUp")}
              </Button>
            </Form>
          </section>
          <section aria-labelledby="disable-heading">
            <h2 id="disable-heading" className="mb-3 text-xl font-semibold">
              {ct("giftCodes.disableTitle")}
            </h2>
            <p id="disable-hint" className="mb-3 text-sm text-gray-700">
              {ct("giftCodes.disableHint")}
            </p>
            <Form method="post">
              <CsrfField />
              <button
                type="submit"
                name="intent"
                value={d.disabled ? "enable" : "disable"}
                aria-describedby="disable-hint"
                className="rounded-md border border-gray-600 px-4 py-2 font-medium"
              >
                {ct(d.disabled ? "giftCodes.enable" : "giftCodes.disable")}
              </button>
            </Form>
          </section>
        </div>
      ) : (
        <p className="mb-8">{ct("giftCodes.readOnly")}</p>
      )}

      <section aria-labelledby="ledger-heading">
        <h2 id="ledger-heading" className="mb-3 text-xl font-semibold">
          {ct("giftCodes.ledger")}
        </h2>
        <ConsoleTable
          caption={ct("giftCodes.ledgerCaption")}
          empty={ct("giftCodes.ledgerEmpty")}
          columns={[
            { label: ct("giftCodes.when") },
            { label: ct("giftCodes.what") },
            { label: ct("giftCodes.amount"), align: "end" },
            { label: ct("giftCodes.order") },
            { label: ct("giftCodes.by") },
          ]}
        >
          {d.ledger.map((entry) => (
            <ConsoleRow key={entry.key}>
              <ConsoleCell header weight="normal">
                <time dateTime={entry.atIso}>{entry.at}</time>
              </ConsoleCell>
              <ConsoleCell>{ct(entry.what, { until: entry.until })}</ConsoleCell>
              <ConsoleCell end>{entry.amount}</ConsoleCell>
              <ConsoleCell>
                {entry.order ? (
                  <Link to={`/console/orders/${encodeURIComponent(entry.order.id)}`} className="underline" dir="ltr">
                    {entry.order.number}
                  </Link>
                ) : (
                  ""
                )}
              </ConsoleCell>
              <ConsoleCell>{entry.by ? <bdi dir="ltr">{entry.by}</bdi> : ""}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      </section>
    </>
  );
}
