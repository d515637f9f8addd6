// A new store (issue 21): from a template (src/core/stores/store-templates.ts) or as a copy of an
// existing store with its catalogue (the season habit; orders are never copied). Owners and staff.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/store-new";
import { STORE_TEMPLATE_IDS } from "~core/stores/store-templates";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import {
  ConsoleField,
  ConsolePageTitle,
  CsrfField,
  describedBy,
  FieldShell,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";
import { storeErrorKey } from "../../console/store-fields";
import type { StoreProblem } from "~server/modules/stores/stores.console";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "stores.new.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "stores.write");
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const stores = await console.services.stores.list();
  return { stores: stores.map((s) => ({ id: s.id, name: s.name })), from };
}

interface Values {
  source: string;
  id: string;
  name: string;
  domain: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "stores.write");
  const form = await request.formData();
  const values: Values = {
    source: field(form, "source"),
    id: field(form, "id"),
    name: field(form, "name"),
    domain: field(form, "domain"),
  };
  const result = await console.services.stores.create(values);
  if (result.ok) return redirect(`/console/stores/${encodeURIComponent(result.value.id)}?created=1`);
  return data({ errors: result.errors, values }, { status: 422 });
}

export default function NewStore({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const errors: Record<string, StoreProblem> = actionData?.errors ?? {};
  const values = actionData?.values;
  const err = (name: string) => (errors[name] ? ct(storeErrorKey(errors[name])) : undefined);
  const source = values?.source ?? (loaderData.from ? `copy:${loaderData.from}` : "template:team");
  return (
    <>
      <ConsolePageTitle>{ct("stores.new.title")}</ConsolePageTitle>
      {Object.keys(errors).length > 0 && <FormNotice tone="error">{ct("error.formTitle")}</FormNotice>}
      <Form method="post" className="max-w-lg space-y-4" noValidate>
        <CsrfField />
        <FieldShell
          id="store-source"
          label={ct("stores.new.source")}
          hint={ct("stores.new.sourceHint")}
          error={err("source")}
        >
          <select
            id="store-source"
            name="source"
            defaultValue={source}
            aria-invalid={errors.source ? true : undefined}
            aria-describedby={describedBy("store-source", ct("stores.new.sourceHint"), err("source"))}
            className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
          >
            <optgroup label={ct("stores.new.templates")}>
              {STORE_TEMPLATE_IDS.map((id) => (
                <option key={id} value={`template:${id}`}>
                  {ct(`stores.template.${id}`)}
                </option>
              ))}
            </optgroup>
            {loaderData.stores.length > 0 && (
              <optgroup label={ct("stores.new.copies")}>
                {loaderData.stores.map((store) => (
                  <option key={store.id} value={`copy:${store.id}`}>
                    {ct("stores.new.copyOf", { name: store.name })}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </FieldShell>
        <ConsoleField
          id="store-id"
          label={ct("stores.new.id")}
          hint={ct("stores.new.idHint")}
          error={err("id")}
          inputProps={{ name: "id", required: true, dir: "ltr", autoComplete: "off", defaultValue: values?.id }}
        />
        <ConsoleField
          id="store-name"
          label={ct("stores.new.name")}
          error={err("name")}
          inputProps={{ name: "name", required: true, autoComplete: "off", defaultValue: values?.name }}
        />
        <ConsoleField
          id="store-domain"
          label={ct("stores.new.domain")}
          hint={ct("stores.new.domainHint")}
          error={err("domain")}
          inputProps={{ name: "domain", required: true, dir: "ltr", autoComplete: "off", defaultValue: values?.domain }}
        />
        <Button type="submit">{ct("stores.new.submit")}</Button>
      </Form>
    </>
  );
}
