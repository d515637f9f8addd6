// Server entry: React Router's streaming node entry, plus the per-request CSP nonce on every inline
// script React Router writes (the nonce comes from the security-headers middleware via load context).
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { displayStorage } from "~server/http/request-display";
import { setDisplaySource } from "./i18n/display";
import "./i18n/catalogs.server";
import "./load-context";

// t() and formatMoney() read the language and currency of the request being rendered.
setDisplaySource(() => displayStorage.getStore() ?? { locale: "en", currency: "USD", rates: null });

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Loaders are awaited before rendering, so the only suspending parts are lazily loaded components
    // (slider, carousels). Streaming them after the shell would push the page down as they arrive
    // (layout shift), so people get the whole document at once, like crawlers; it costs no waiting.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
