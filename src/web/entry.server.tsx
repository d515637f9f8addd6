// Server entry: renders the whole document before answering (docs/decisions/0026), with the
// per-request CSP nonce on every inline script (the nonce comes from the security-headers middleware
// via load context).
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { displayStorage } from "~server/http/request-display";
import { setDisplaySource } from "./i18n/display";
import { hydrationDataScript, readHydrationData } from "./lib/hydration-data";
import { paintFirst } from "./lib/paint-first";
import "./i18n/catalogs.server";
import "./load-context";

// t() and formatMoney() read the language and currency of the request being rendered.
setDisplaySource(() => displayStorage.getStore() ?? { locale: "en", currency: "USD", rates: null });

export const streamTimeout = 5_000;

/** Where renderToString leaves a Suspense boundary for the browser to render (suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

export default async function handleRequest(
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
  // React Router's hydration data is not rendered by React (its StreamTransfer suspends once per
  // chunk): it is read whole after the render and written after the document as one script, as
  // StreamTransfer would have written it.
  const handoff = routerContext.serverHandoffStream;
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  const app = <ServerRouter context={context} url={request.url} nonce={nonce} />;

  // Loaders have run, so the tree renders in one synchronous pass unless a lazily loaded component
  // (slider, carousels, dialogs) is met before its module has loaded: the first requests after a
  // start. Only then is the document rendered again by the renderer that waits for them.
  let html = renderToString(app);
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    const rendered = await renderWaitingForAll(app, nonce);
    html = rendered.html;
    if (rendered.failed) responseStatusCode = 500;
  }

  const data = handoff ? await readHydrationData(handoff) : "";
  const document = Buffer.from(
    `<!DOCTYPE html>${html}${data && context.renderMeta?.didRenderScripts ? hydrationDataScript(data, nonce) : ""}`,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The scripts are set to start after the first paint (lib/paint-first).
  return new Response(paintFirst(document, nonce), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The document once every Suspense boundary has resolved. Streaming the boundaries after the shell
 * would push the page down as they arrive (layout shift), so people get the whole document at once,
 * like crawlers; completed boundaries are written in place (progressiveChunkSize), not moved in by a
 * script.
 */
function renderWaitingForAll(app: ReactElement, nonce: string | undefined) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let failed = false;
    let allReady = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        allReady = true;
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeout);
            // renderToPipeableStream writes the doctype itself; the caller adds it to either render.
            resolve({
              html: Buffer.concat(chunks)
                .toString("utf8")
                .replace(/^<!DOCTYPE html>/, ""),
              failed,
            });
            callback();
          },
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        if (allReady) console.error(error);
      },
    });
  });
}
