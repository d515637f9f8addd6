// "Notify me" routes (docs/decisions/0032): sign up on a closed or not-yet-open store, and the two
// links of the e-mails (confirm, unsubscribe). The links answer with a redirect to the store's home
// page, which says what happened (?notify=confirmed | unsubscribed | bad-link). Unsubscribing is one
// click: GET (the link) and POST (mail clients' List-Unsubscribe-Post) both do it.
import { systemClock } from "~server/clock";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "~server/context";
import { clientAddress } from "~server/http/client-address";
import {
  type ApiRoutesDeps,
  createApiApp,
  ErrorResponseSchema,
  errorResponses,
  requireRequestStore,
} from "~server/http/openapi";
import { requestLocale, wordFor } from "~server/http/request-locale";
import { followNotifyLink, requestNotification, type LinkPurpose } from "./notify-me.service";

const signUpRoute = createRoute({
  method: "post",
  path: "/promo/stores/notify-me",
  summary: "Ask to be e-mailed once when this closed or not-yet-open store opens (a confirmation link is sent)",
  request: {
    body: {
      content: {
        "application/json": {
          schema: z.object({ email: z.email("validation.emailInvalid").max(254, "validation.emailLong") }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "The confirmation link is on its way (also for an address already confirmed)",
      content: {
        "application/json": { schema: z.object({ data: z.object({ code: z.string(), message: z.string() }) }) },
      },
    },
    ...errorResponses(400, 404, 429),
    409: {
      description: "The store is open (nothing to wait for) or closed for good",
      content: { "application/json": { schema: ErrorResponseSchema } },
    },
  },
});

const linkQuery = z.object({ id: z.string().min(1).max(64), token: z.string().min(1).max(128) });
const linkRoute = (purpose: LinkPurpose, method: "get" | "post") =>
  createRoute({
    method,
    path: `/promo/stores/notify-me/${purpose}`,
    summary:
      purpose === "confirm"
        ? "The confirmation link of a notify-me e-mail: confirms the address, redirects to the home page"
        : "One-click unsubscribe from a store's notify-me e-mails; redirects to the home page",
    request: { query: linkQuery },
    responses: { 302: { description: "To the home page, with ?notify= naming the outcome" } },
  });

const NOTICE = { "notify.confirmed": "confirmed", "notify.unsubscribed": "unsubscribed" } as const;

export function createNotifyMeRoutes(deps: ApiRoutesDeps) {
  const notify = {
    db: deps.db,
    sessionSecret: deps.sessionSecret,
    now: deps.now ?? systemClock,
  };
  const app = createApiApp();

  app.openapi(signUpRoute, async (c) => {
    const store = requireRequestStore(c);
    const message = await requestNotification(notify, store, {
      email: c.req.valid("json").email,
      locale: requestLocale(c),
      origin: new URL(c.req.url).origin,
      client: clientAddress(c),
    });
    return c.json({ data: { code: message.code, message: wordFor(c, message) } }, 200);
  });

  const follow = (purpose: LinkPurpose) => async (c: Context<AppEnv>) => {
    const store = requireRequestStore(c);
    const { id, token } = c.req.query();
    const message = await followNotifyLink(notify, store.id, { id: id ?? "", token: token ?? "", purpose });
    const outcome = message ? NOTICE[message.code as keyof typeof NOTICE] : "bad-link";
    return c.redirect(`/?notify=${outcome ?? "bad-link"}`, 302);
  };
  app.openapi(linkRoute("confirm", "get"), follow("confirm"));
  app.openapi(linkRoute("unsubscribe", "get"), follow("unsubscribe"));
  app.openapi(linkRoute("unsubscribe", "post"), follow("unsubscribe"));
  return app;
}
