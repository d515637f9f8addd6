// One structured log line per request, with the request id that error responses carry.
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../context";

/** The store password travels in the path of the validate call (spec §7); it must never reach a log. */
export function redactSecrets(path: string): string {
  return path.replace(/^(\/api\/promo\/store\/validate\/)[^/]*/, "$1[redacted]");
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        host: c.req.header("host"),
        path: redactSecrets(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
