// The console's sign-in page: e-mail and password; rate-limited by the server (operators.service).
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { Button } from "../../components/button";
import { field, requireConsole, safeNext } from "../../console/console.server";
import { ConsoleField, ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "signIn.title");
}

// The refusal's Retry-After reaches the document's answer too.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function loader({ context, request }: Route.LoaderArgs) {
  const console = requireConsole(context);
  if (console.actor) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const console = requireConsole(context);
  const form = await request.formData();
  const result = await console.signIn(field(form, "email"), field(form, "password"));
  if (result.ok) {
    // A password that must be changed (a demo account's public one) is changed before anything else.
    const to = result.mustChangePassword ? "/console/password" : safeNext(form.get("next"));
    throw redirect(to, { headers: { "Set-Cookie": result.setCookie } });
  }
  if (result.reason === "tooMany") {
    return data(
      { error: "tooMany" as const, minutes: Math.ceil(result.retryAfterSeconds / 60), email: field(form, "email") },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ error: "invalid" as const, minutes: 0, email: field(form, "email") }, { status: 401 });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <ConsolePageTitle>{ct("signIn.title")}</ConsolePageTitle>
      {params.has("signedOut") && !actionData && <FormNotice tone="success">{ct("signIn.signedOut")}</FormNotice>}
      {actionData && (
        <FormNotice tone="error">
          {actionData.error === "tooMany" ? ct("signIn.tooMany", { count: actionData.minutes }) : ct("signIn.invalid")}
        </FormNotice>
      )}
      <Form method="post" className="space-y-4">
        <CsrfField />
        <input type="hidden" name="next" value={params.get("next") ?? "/console"} />
        <ConsoleField
          id="sign-in-email"
          label={ct("signIn.email")}
          inputProps={{
            name: "email",
            type: "email",
            autoComplete: "username",
            required: true,
            defaultValue: actionData?.email,
          }}
        />
        <ConsoleField
          id="sign-in-password"
          label={ct("signIn.password")}
          inputProps={{ name: "password", type: "password", autoComplete: "current-password", required: true }}
        />
        <Button type="submit" disabled={busy}>
          {ct("signIn.submit")}
        </Button>
      </Form>
    </>
  );
}
