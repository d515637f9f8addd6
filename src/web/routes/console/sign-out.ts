// Sign-out (POST only, with the CSRF token): the session's row is deleted and its cookie cleared.
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireConsole } from "../../console/console.server";

export function loader() {
  throw redirect("/console");
}

export async function action({ context }: Route.ActionArgs) {
  const { setCookie } = await requireConsole(context).signOut();
  throw redirect("/console/sign-in?signedOut=1", { headers: { "Set-Cookie": setCookie } });
}
