// Private-store access (spec §4, §7): the password check that hands out the access token and cookie,
// and logout (our addition) that ends the token it is given and clears the cookie.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { clientAddress } from "~server/http/client-address";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "~server/context";
import { type ApiRoutesDeps, createApiApp, errorResponses, requireRequestStore } from "~server/http/openapi";
import { ACCESS_COOKIE } from "./access-token";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, revokeAccessToken, validateStorePassword } from "./store-access.service";
import { systemClock } from "~server/clock";

const validateRoute = createRoute({
  method: "get",
  path: "/promo/store/validate/{password}",
  summary: "Check the store password; on success set the access cookie and return the token",
  request: {
    params: z.object({ password: z.string().min(1, "password is required").max(256, "password is too long") }),
  },
  responses: {
    200: {
      description:
        "success false for a wrong password; success true with a token on a private store, without one on a public store",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ success: z.boolean(), token: z.string().optional() }) }),
        },
      },
    },
    ...errorResponses(400, 404, 429),
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/promo/store/logout",
  summary: "End the access token of the request (bearer or cookie) and clear the cookie",
  responses: {
    200: {
      description: "Token ended, cookie cleared",
      content: { "application/json": { schema: z.object({ data: z.object({ success: z.literal(true) }) }) } },
    },
  },
});

// Secure only over https, so the cookie still works on http://*.localhost during development.
const isHttps = (c: Context<AppEnv>) =>
  new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";

export function createStoreAccessRoutes(deps: ApiRoutesDeps) {
  const { db, sessionSecret } = deps;
  const nowMs = () => (deps.now ?? systemClock)().getTime();
  const ttl = deps.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  const app = createApiApp();

  app.openapi(validateRoute, async (c) => {
    const store = requireRequestStore(c);
    const { password } = c.req.valid("param");
    const result = await validateStorePassword(db, sessionSecret, store, password, clientAddress(c), nowMs(), ttl);
    if (result.success && result.token) {
      setCookie(c, ACCESS_COOKIE, result.token, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: ttl,
        secure: isHttps(c),
      });
    }
    return c.json({ data: result }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const store = c.get("store");
    const token = c.get("storeAccess")?.token;
    if (store && token) await revokeAccessToken(db, store.id, token, nowMs());
    deleteCookie(c, ACCESS_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax", secure: isHttps(c) });
    return c.json({ data: { success: true as const } }, 200);
  });

  return app;
}
