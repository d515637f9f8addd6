// Server entry: React Router's node entry, rendering the whole document before answering, plus the
// per-request CSP nonce on every inline script React Router writes (the nonce comes from the
// security-headers middleware via load context).
import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { displayStorage } from "~server/http/request-display";
import { setDisplaySource } from "./i18n/display";
import { paintFirst } from "./lib/paint-first";
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
          // The document is complete by now but for React Router's hydration data, which follows as
          // it is encoded. Collected into one buffer it leaves in one write, where a stream would go
          // through a web stream and the socket a few hundred bytes at a time (docs/performance.md).
          // Whole, its scripts can also be set to start after the first paint (lib/paint-first).
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = paintFirst(Buffer.concat(chunks), nonce);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          body.on("error", reject);
          pipe(body);
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
