// Change one's own password (every role); the operator's other sessions end.
import { data, Form } from "react-router";
import type { Route } from "./+types/password";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import type { AccountProblem } from "~server/modules/operators/operators.service";
import {
  ConsoleField,
  ConsolePageTitle,
  CsrfField,
  FormNotice,
  consoleTitle,
  useConsoleText,
  useErrorText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "password.title");
}

export function loader({ context, request }: Route.LoaderArgs) {
  requireCan(context, request, "self.manage");
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "self.manage");
  const form = await request.formData();
  const result = await console.services.self.changePassword(field(form, "current"), field(form, "next"));
  if (!result.ok) return data({ done: false, errors: result.errors }, { status: 422 });
  return { done: true, errors: {} as Record<string, AccountProblem> };
}

export default function Password({ actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const errorText = useErrorText();
  const errors = actionData?.errors ?? {};
  return (
    <div className="max-w-md">
      <ConsolePageTitle>{ct("password.title")}</ConsolePageTitle>
      {actionData?.done && <FormNotice tone="success">{ct("password.done")}</FormNotice>}
      <Form method="post" className="space-y-4">
        <CsrfField />
        <ConsoleField
          id="password-current"
          label={ct("password.current")}
          error={errorText(errors.current)}
          inputProps={{ name: "current", type: "password", autoComplete: "current-password", required: true }}
        />
        <ConsoleField
          id="password-next"
          label={ct("password.next")}
          hint={ct("password.hint")}
          error={errorText(errors.next)}
          inputProps={{ name: "next", type: "password", autoComplete: "new-password", required: true, minLength: 10 }}
        />
        <Button type="submit">{ct("password.submit")}</Button>
      </Form>
    </div>
  );
}
