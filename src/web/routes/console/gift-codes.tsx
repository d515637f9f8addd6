// Gift codes (issue #21): a store's codes with their balance, what checkouts hold and whether they are
// disabled, searched by code; issuing a code (typed, or generated when left empty), audited in the
// same transaction. Owners and staff only ("gift-codes.read", "gift-codes.write").
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/gift-codes";
import { intlTag } from "~core/i18n/locale";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";
import { useGiftCodeErrorText } from "../../console/gift-code-text";
import type { GiftCodeProblem } from "~server/modules/gift-codes/gift-codes.console";
import {
  ConsoleCell,
  ConsoleCount,
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

/** Most a single issue may add (currency units), as the service allows. */
const MAX_AMOUNT = 10_000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const storeId = (url.searchParams.get("store") ?? "").trim();
  const search = (url.searchParams.get("q") ?? "").trim();
  const { console } = requireCan(context, request, "gift-codes.read", storeId || undefined);
  const tag = intlTag(context.locale);
  const money = consoleMoney(context.locale);
  const when = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const stores = (await console.services.stores.list()).map((store) => ({ id: store.id, name: store.name }));
  const maxAmount = money(MAX_AMOUNT * 100);
  const store = stores.find((one) => one.id === storeId);
  if (!store) return { stores, store: null, search, codes: [], more: false, limit: 0, maxAmount };
  const { codes, more } = await console.services.giftCodes.list(store.id, search);
  return {
    stores,
    store,
    search,
    more,
    limit: codes.length,
    maxAmount,
    codes: codes.map((code) => ({
      code: code.code,
      balance: money(code.balanceCents),
      held: money(code.heldCents),
      available: money(code.availableCents),
      disabled: code.disabled,
      issued: code.createdAt ? when.format(new Date(code.createdAt)) : null,
    })),
  };
}

type ActionResult =
  | { ok: true; code: string; errors?: undefined; values?: undefined }
  | { ok: false; errors: Record<string, GiftCodeProblem>; values: { code: string; amount: string }; code?: undefined };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const storeId = field(form, "storeId");
  const { console } = requireCan(context, request, "gift-codes.write", storeId || undefined);
  if (!storeId || field(form, "intent") !== "issue") throw new Response("Unknown form.", { status: 400 });
  const values = { code: field(form, "code"), amount: field(form, "amount") };
  const result = await console.services.giftCodes.issue(storeId, { ...values, locale: context.locale });
  if (result.ok) return { ok: true, code: result.value.code } satisfies ActionResult;
  return data({ ok: false, errors: result.errors, values } satisfies ActionResult, { status: 422 });
}

const inputClass = "rounded-md border border-gray-500 bg-white px-3 py-2";

export default function GiftCodes({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const errorText = useGiftCodeErrorText();
  const { stores, store, search, codes, more, limit, maxAmount } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result && !result.ok ? result.errors : {};
  const codeHref = (code: string) =>
    store ? `/console/gift-codes/${encodeURIComponent(store.id)}/${encodeURIComponent(code)}` : "#";
  return (
    <>
      <ConsolePageTitle>
        {store ? ct("giftCodes.heading", { store: store.name }) : ct("giftCodes.title")}
      </ConsolePageTitle>
      <Form
        method="get"
        role="search"
        aria-label={ct("giftCodes.filters")}
        className="mb-6 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="gift-store" className="mb-1 block text-sm font-medium">
            {ct("giftCodes.store")}
          </label>
          <select id="gift-store" name="store" defaultValue={store?.id ?? ""} className={inputClass} required>
            <option value="">{ct("giftCodes.chooseStore")}</option>
            {stores.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="gift-search" className="mb-1 block text-sm font-medium">
            {ct("giftCodes.search")}
          </label>
          <input id="gift-search" name="q" type="search" dir="ltr" defaultValue={search} className={inputClass} />
        </div>
        <Button type="submit">{ct("giftCodes.show")}</Button>
      </Form>

      {!store ? (
        <p>{ct("giftCodes.chooseStore")}</p>
      ) : (
        <>
          {result?.ok && (
            <FormNotice tone="success">
              {ct("giftCodes.issuedNotice", { code: result.code })}{" "}
              <Link to={codeHref(result.code)} className="underline" dir="ltr">
                {result.code}
              </Link>
            </FormNotice>
          )}
          <ConsoleCount>{ct("giftCodes.count", { count: codes.length })}</ConsoleCount>
          {more && <p className="mb-2 text-sm">{ct("giftCodes.more", { count: limit })}</p>}
          <ConsoleTable
            caption={ct("giftCodes.caption")}
            empty={ct("giftCodes.empty")}
            columns={[
              { label: ct("giftCodes.code") },
              { label: ct("giftCodes.balance"), align: "end" },
              { label: ct("giftCodes.held"), align: "end" },
              { label: ct("giftCodes.available"), align: "end" },
              { label: ct("giftCodes.state") },
              { label: ct("giftCodes.issued") },
            ]}
          >
            {codes.map((code) => (
              <ConsoleRow key={code.code}>
                <ConsoleCell header>
                  <Link to={codeHref(code.code)} className="font-mono underline" dir="ltr">
                    {code.code}
                  </Link>
                </ConsoleCell>
                <ConsoleCell end>{code.balance}</ConsoleCell>
                <ConsoleCell end>{code.held}</ConsoleCell>
                <ConsoleCell end>{code.available}</ConsoleCell>
                <ConsoleCell>{code.disabled ? ct("giftCodes.disabled") : ct("giftCodes.active")}</ConsoleCell>
                <ConsoleCell>{code.issued ?? ct("giftCodes.unknownDate")}</ConsoleCell>
              </ConsoleRow>
            ))}
          </ConsoleTable>

          <section aria-labelledby="issue-heading" className="mt-10 max-w-lg">
            <h2 id="issue-heading" className="mb-4 text-xl font-semibold">
              {ct("giftCodes.issueTitle")}
            </h2>
            {Object.keys(errors).length > 0 && <FormNotice tone="error">{ct("error.formTitle")}</FormNotice>}
            {/* A new form after each issued code, so its fields start empty again. */}
            <Form method="post" className="space-y-4" key={result?.ok ? result.code : "issue"}>
              <CsrfField />
              <input type="hidden" name="storeId" value={store.id} />
              <ConsoleField
                id="issue-amount"
                label={ct("giftCodes.amount")}
                hint={ct("giftCodes.amountHint", { max: maxAmount })}
                error={errorText(errors.amount)}
                inputProps={{
                  name: "amount",
                  inputMode: "decimal",
                  required: true,
                  autoComplete: "off",
                  dir: "ltr",
                  defaultValue: result && !result.ok ? result.values.amount : undefined,
                }}
              />
              <ConsoleField
                id="issue-code"
                label={ct("giftCodes.codeField")}
                hint={ct("giftCodes.codeHint")}
                error={errorText(errors.code)}
                inputProps={{
                  name: "code",
                  autoComplete: "off",
                  spellCheck: false,
                  dir: "ltr",
                  maxLength: 64,
                  defaultValue: result && !result.ok ? result.values.code : undefined,
                }}
              />
              <Button type="submit" name="intent" value="issue">
                {ct("giftCodes.issue")}
              </Button>
            </Form>
          </section>
        </>
      )}
    </>
  );
}
