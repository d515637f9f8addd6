// What every console loader and action starts with (docs/recipes/console-page.md): the console
// context, the signed-in operator, and the permission check through the one `can`.
import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { ConsoleContext } from "~server/modules/operators/console-http";
import { can, type Actor, type ConsoleAction } from "~core/operators/permissions";

export const SIGN_IN_PATH = "/console/sign-in";

/** The console context; on a store (no console) the page does not exist. */
export function requireConsole(context: AppLoadContext): ConsoleContext {
  if (!context.console) throw new Response("Not found", { status: 404 });
  return context.console;
}

/** Where a signed-out visitor is sent: the sign-in page, coming back here afterwards. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`);
}

/** The signed-in operator, or a redirect to the sign-in page. */
export function requireActor(context: AppLoadContext, request: Request): { console: ConsoleContext; actor: Actor } {
  const console = requireConsole(context);
  if (!console.actor) throw signInRedirect(request);
  return { console, actor: console.actor };
}

/**
 * The check every console loader and action makes: signed in (else the sign-in page) and allowed by
 * `can` to do `action` (on `storeId` when given; else 403). The console's services check again.
 */
export function requireCan(
  context: AppLoadContext,
  request: Request,
  action: ConsoleAction,
  storeId?: string,
): { console: ConsoleContext; actor: Actor } {
  const found = requireActor(context, request);
  if (!can(found.actor, action, storeId)) throw new Response("Forbidden", { status: 403 });
  return found;
}

/** A `next` address that stays inside the console (never another site). */
export function safeNext(value: FormDataEntryValue | string | null): string {
  return typeof value === "string" && /^\/console(\/|$|\?)/.test(value) && !value.startsWith("//") ? value : "/console";
}

/** A form field as a string ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
