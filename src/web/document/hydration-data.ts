// React Router's hydration data (the loaders' results, turbo-stream encoded) as one inline script.
// React Router renders it inside React: a StreamTransfer component that suspends for every chunk of
// the stream and writes one script per chunk. The server entry buffers the whole document anyway,
// so it reads the stream to its end first and writes the same calls in one script, outside the
// render (docs/decisions/0026). The browser side is React Router's own: the document's context script
// creates `streamController`, and hydration reads what is enqueued.

/** The whole text of React Router's hydration data stream (it ends once every loader value is encoded). */
export async function readHydrationData(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The data and the script that hands it to React Router in the browser, with the request's nonce.
 * The data goes as the text of a JSON data block (`<script type="application/json">`, which the browser
 * never runs, so CSP does not concern it) rather than as a string literal in the script: written as a
 * literal it was escaped a second time, every quote of the packed views (themselves JSON text inside
 * turbo-stream's JSON) gaining another backslash, a fifth of the product page's hydration data. A data
 * block ends at "</script" and treats "<!--" specially, so every "<" is written as \u003c; turbo-stream's
 * text is JSON throughout, where "<" can stand only inside a string, and JSON.parse reads the escape
 * back as "<". The script reads the block before it (the parser has just put it there, both after
 * the document's end), hands its text over as StreamTransfer would and removes it.
 */
export function hydrationDataScript(data: string, nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<script type="application/json">${data.replace(/</g, "\\u003c")}</script>` +
    `<script${attribute}>(function(b){window.__reactRouterContext.streamController.enqueue(b.textContent);b.remove()})(document.currentScript.previousElementSibling);` +
    `window.__reactRouterContext.streamController.close();</script>`
  );
}
