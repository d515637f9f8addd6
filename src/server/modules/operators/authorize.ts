// The console services' own permission check (docs/decisions/0034): every method of a console
// service calls it first, so a page that forgot its check still cannot pass the role.
import { can, type Actor, type ConsoleAction } from "~core/operators/permissions";

/**
 * Refuses what the actor may not do: 401 without a session, 403 otherwise. A thrown Response, as
 * React Router loaders and actions answer with; returns the actor for the call to use.
 */
export function authorize(actor: Actor | null, action: ConsoleAction, storeId?: string): Actor {
  if (!actor) throw new Response("Sign in to the console first.", { status: 401 });
  if (!can(actor, action, storeId)) throw new Response("Your account may not do this.", { status: 403 });
  return actor;
}
