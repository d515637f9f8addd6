// Accounts (owners): list, create staff or organiser accounts (an organiser tied to stores), disable
// or enable. Every change is audited by the service in the same transaction.
import { data, Form } from "react-router";
import type { Route } from "./+types/accounts";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import type { AccountProblem } from "~server/modules/operators/operators.service";
import {
  ConsoleField,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  FormNotice,
  consoleTitle,
  useConsoleLayout,
  useConsoleText,
  useErrorText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "accounts.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "accounts.manage");
  const [accounts, stores] = await Promise.all([console.services.accounts.list(), console.services.stores.list()]);
  return {
    selfId: actor.id,
    accounts,
    stores: stores.map((store) => ({ id: store.id, name: store.name })),
  };
}

type ActionResult =
  | { intent: "create"; ok: true; email: string; errors: Record<string, AccountProblem>; values?: undefined }
  | {
      intent: "create";
      ok: false;
      errors: Record<string, AccountProblem>;
      email?: undefined;
      values: { email: string; role: string; storeIds: string[] };
    }
  | { intent: "toggle"; ok: boolean; errors: Record<string, AccountProblem>; email?: undefined; values?: undefined };

export async function action({ context, request }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "accounts.manage");
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "create") {
    const input = {
      email: field(form, "email"),
      password: field(form, "password"),
      role: field(form, "role"),
      storeIds: form.getAll("storeIds").filter((v): v is string => typeof v === "string"),
    };
    const result = await console.services.accounts.create(input);
    if (result.ok) return { intent, ok: true, email: result.value.email, errors: {} } satisfies ActionResult;
    return data(
      {
        intent,
        ok: false,
        errors: result.errors,
        values: { email: input.email, role: input.role, storeIds: input.storeIds },
      } satisfies ActionResult,
      { status: 422 },
    );
  }
  if (intent === "disable" || intent === "enable") {
    const result = await console.services.accounts.setDisabled(field(form, "accountId"), intent === "disable");
    if (result.ok) return { intent: "toggle", ok: true, errors: {} } satisfies ActionResult;
    return data({ intent: "toggle", ok: false, errors: result.errors } satisfies ActionResult, { status: 422 });
  }
  throw new Response("Unknown intent", { status: 400 });
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const errorText = useErrorText();
  const { csrfToken } = useConsoleLayout();
  const { accounts, stores, selfId } = loaderData;
  const result = actionData as ActionResult | undefined;
  const createErrors = result?.intent === "create" && !result.ok ? result.errors : {};
  const values = result?.intent === "create" && !result.ok ? result.values : undefined;
  const storeName = new Map(stores.map((store) => [store.id, store.name]));
  return (
    <>
      <ConsolePageTitle>{ct("accounts.title")}</ConsolePageTitle>
      {result?.intent === "create" && result.ok && (
        <FormNotice tone="success">{ct("accounts.created", { email: result.email })}</FormNotice>
      )}
      {result?.intent === "toggle" &&
        (result.ok ? (
          <FormNotice tone="success">{ct("accounts.updated")}</FormNotice>
        ) : (
          <FormNotice tone="error">{errorText(result.errors.account)}</FormNotice>
        ))}
      <ConsoleTable
        caption={ct("accounts.caption")}
        columns={(
          ["accounts.email", "accounts.role", "accounts.stores", "accounts.state", "accounts.actions"] as const
        ).map((key) => ({ label: ct(key) }))}
      >
        {accounts.map((account) => (
          <ConsoleRow key={account.id}>
            <th scope="row" className="p-2 text-start font-medium" dir="ltr">
              {account.email}
            </th>
            <td className="p-2">{ct(`role.${account.role}`)}</td>
            <td className="p-2">
              {account.role === "organiser"
                ? account.storeIds.map((id) => storeName.get(id) ?? id).join(", ")
                : ct("accounts.allStores")}
            </td>
            <td className="p-2">{account.disabled ? ct("accounts.disabled") : ct("accounts.active")}</td>
            <td className="p-2">
              {account.id === selfId ? (
                <span className="text-gray-700">{ct("accounts.you")}</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="_csrf" value={csrfToken} />
                  <input type="hidden" name="accountId" value={account.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={account.disabled ? "enable" : "disable"}
                    className="rounded-md border border-gray-500 px-3 py-1 font-medium"
                  >
                    {ct(account.disabled ? "accounts.enable" : "accounts.disable", { email: account.email })}
                  </button>
                </Form>
              )}
            </td>
          </ConsoleRow>
        ))}
      </ConsoleTable>

      <section aria-labelledby="create-account" className="mt-10 max-w-lg">
        <h2 id="create-account" className="mb-4 text-xl font-semibold">
          {ct("accounts.createTitle")}
        </h2>
        {Object.keys(createErrors).length > 0 && <FormNotice tone="error">{ct("error.formTitle")}</FormNotice>}
        <Form method="post" className="space-y-4">
          <CsrfField />
          <ConsoleField
            id="account-email"
            label={ct("accounts.email")}
            error={errorText(createErrors.email)}
            inputProps={{
              name: "email",
              type: "email",
              required: true,
              autoComplete: "off",
              defaultValue: values?.email,
            }}
          />
          <ConsoleField
            id="account-password"
            label={ct("accounts.password")}
            hint={ct("accounts.passwordHint")}
            error={errorText(createErrors.password)}
            inputProps={{
              name: "password",
              type: "password",
              required: true,
              minLength: 10,
              autoComplete: "new-password",
            }}
          />
          <div>
            <label htmlFor="account-role" className="mb-1 block text-sm font-medium">
              {ct("accounts.role")}
            </label>
            <select
              id="account-role"
              name="role"
              defaultValue={values?.role ?? "staff"}
              aria-invalid={createErrors.role ? true : undefined}
              aria-describedby={createErrors.role ? "account-role-error" : undefined}
              className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
            >
              <option value="staff">{ct("role.staff")}</option>
              <option value="organiser">{ct("role.organiser")}</option>
              <option value="owner">{ct("role.owner")}</option>
            </select>
            {createErrors.role && (
              <p id="account-role-error" className="mt-1 text-sm text-red-700">
                {errorText(createErrors.role)}
              </p>
            )}
          </div>
          <fieldset aria-describedby={`account-stores-hint${createErrors.storeIds ? " account-stores-error" : ""}`}>
            <legend className="mb-1 text-sm font-medium">{ct("accounts.storesLegend")}</legend>
            <p id="account-stores-hint" className="mb-2 text-sm text-gray-700">
              {ct("accounts.storesHint")}
            </p>
            <ul className="space-y-1">
              {stores.map((store) => (
                <li key={store.id}>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="storeIds"
                      value={store.id}
                      defaultChecked={values?.storeIds.includes(store.id)}
                    />
                    {store.name}
                  </label>
                </li>
              ))}
            </ul>
            {createErrors.storeIds && (
              <p id="account-stores-error" className="mt-1 text-sm text-red-700">
                {errorText(createErrors.storeIds)}
              </p>
            )}
          </fieldset>
          <Button type="submit" name="intent" value="create">
            {ct("accounts.submit")}
          </Button>
        </Form>
      </section>
    </>
  );
}
