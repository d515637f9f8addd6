// A store's own ShipStation keys (issue 46): the account its orders are sent to and its labels bought
// on. The secret is never shown back; left empty, the saved one stays. Owners and staff; audited
// without the secret.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/store-shipstation";
import { formatMessage } from "~core/i18n/messages";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { ConsoleField, ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "shipstation.keysTitle");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "stores.write", params.storeId);
  const stores = await console.services.stores.list();
  const store = stores.find((candidate) => candidate.id === params.storeId);
  if (!store) throw new Response("No such store.", { status: 404 });
  return { storeId: store.id, storeName: store.name, account: await console.services.shipping.storeAccount(store.id) };
}

type ActionResult =
  | { ok: true; removed: boolean; errors?: undefined; values?: undefined }
  | { ok: false; errors: Record<string, string>; values: { apiKey: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "stores.write", params.storeId);
  const form = await request.formData();
  const values = { apiKey: field(form, "apiKey"), apiSecret: field(form, "apiSecret") };
  const result = await console.services.shipping.saveStoreAccount(params.storeId, values);
  if (result.ok) return { ok: true, removed: values.apiKey.trim() === "" } satisfies ActionResult;
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, message]) => [name, formatMessage(context.locale, message)]),
  );
  return data({ ok: false, errors, values: { apiKey: values.apiKey } } satisfies ActionResult, { status: 422 });
}

export default function StoreShipStation({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const result = actionData as ActionResult | undefined;
  const errors = result && !result.ok ? result.errors : {};
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/console/stores/${loaderData.storeId}`} className="underline">
          {ct("shipstation.back")}
        </Link>
      </p>
      <ConsolePageTitle>
        {ct("shipstation.keysTitle")} · {loaderData.storeName}
      </ConsolePageTitle>
      {result?.ok && (
        <FormNotice tone="success">{ct(result.removed ? "shipstation.removed" : "shipstation.saved")}</FormNotice>
      )}
      <p className="mb-4 max-w-prose">{ct("shipstation.keysIntro")}</p>
      <Form method="post" className="grid max-w-md gap-4" noValidate>
        <CsrfField />
        <ConsoleField
          id="shipstation-key"
          label={ct("shipstation.apiKey")}
          hint={ct("shipstation.clearHint")}
          error={errors.apiKey}
          inputProps={{
            name: "apiKey",
            dir: "ltr",
            autoComplete: "off",
            maxLength: 200,
            defaultValue: result && !result.ok ? result.values.apiKey : (loaderData.account?.apiKey ?? ""),
          }}
        />
        <ConsoleField
          id="shipstation-secret"
          label={ct("shipstation.apiSecret")}
          hint={loaderData.account?.hasSecret ? ct("shipstation.secretKept") : undefined}
          error={errors.apiSecret}
          inputProps={{ name: "apiSecret", type: "password", dir: "ltr", autoComplete: "new-password", maxLength: 200 }}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {ct("shipstation.save")}
          </Button>
        </div>
      </Form>
    </>
  );
}
