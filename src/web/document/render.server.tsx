// The whole document in one render (docs/decisions/0026) with the per-request CSP nonce on every
// inline script, hydration data written outside React, and the app's scripts set to start after the
// first paint (docs/decisions/0025). The private React and React Router contracts this relies on are
// listed in ./README.md; tests/canary/document-contracts.canary.ts checks each on a production build.
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { hydrationDataParts, readHydrationData } from "./hydration-data";
import { paintFirstParts } from "./paint-first";

export const streamTimeout = 5_000;

/**
 * Where renderToString leaves a Suspense boundary for the browser to render (suspended or failed):
 * React DOM's markup for a client-rendered boundary (README, contract 4).
 */
export const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/** React Router's handleRequest, as entry.server exports it. */
export async function renderDocument(
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
  // StreamTransfer would have written it (README, contracts 1 and 2).
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

  const data = handoff ? await readHydrationData(handoff) : undefined;
  // renderMeta.didRenderScripts: set by <Scripts> while rendering (README, contract 3).
  const after = data?.length && context.renderMeta?.didRenderScripts ? hydrationDataParts(data, nonce) : [];
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The rendered text (flat since the search above) is encoded on its own, not joined to the doctype
  // and the hydration data first, which would copy it into a new string to encode; the scripts are
  // then set to start after the first paint on its bytes (./paint-first, README contract 5), and the
  // parts written as one buffer with the hydration data's, which stay bytes from React Router's stream.
  const document = Buffer.concat([DOCTYPE, ...paintFirstParts(Buffer.from(html), nonce), ...after]);
  return new Response(document, { headers: responseHeaders, status: responseStatusCode });
}

const DOCTYPE = Buffer.from("<!DOCTYPE html>");

/**
 * The document once every Suspense boundary has resolved. Streaming the boundaries after the shell
 * would push the page down as they arrive (layout shift), so people get the whole document at once,
 * like crawlers; completed boundaries are written in place (progressiveChunkSize, README contract 6),
 * not moved in by a script.
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
