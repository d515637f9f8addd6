// React Router's hydration data (the loaders' results, turbo-stream encoded) as one data block and one
// inline script. React Router renders it inside React: a StreamTransfer component that suspends for
// every chunk of the stream and writes one script per chunk. The server entry buffers the whole
// document anyway, so it reads the stream to its end first and writes it once, outside the render
// (docs/decisions/0026). The browser side is React Router's own: the document's context script
// creates `streamController`, and hydration reads what is enqueued.

/** The whole of React Router's hydration data stream as UTF-8 (it ends once every loader value is encoded). */
export async function readHydrationData(stream: ReadableStream<Uint8Array>): Promise<Buffer<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return Buffer.concat(chunks);
}

const LESS_THAN = 0x3c;
const ESCAPED_LESS_THAN = Buffer.from("\\u003c");
const BLOCK_START = Buffer.from('<script type="application/json">');

/**
 * The data and the script that hands it to React Router in the browser, with the request's nonce, as
 * the parts of the document's bytes they are written as. The data goes as the text of a JSON data block
 * (`<script type="application/json">`, which the browser never runs, so CSP does not concern it) rather
 * than as a string literal in the script: written as a literal it was escaped a second time, every
 * quote of the packed views (themselves JSON text inside turbo-stream's JSON) gaining another
 * backslash, a fifth of the product page's hydration data. A data block ends at "</script" and treats
 * "<!--" specially, so every "<" is written as \u003c; turbo-stream's text is JSON throughout, where "<"
 * can stand only inside a string, and JSON.parse reads the escape back as "<". The bytes are escaped as
 * they are (no byte of a multi-byte UTF-8 character is "<"), never decoded to text. The script reads
 * the block before it (the parser has just put it there, both after the document's end), hands its
 * text over as StreamTransfer would and removes it. The parser may pause between the two, and another
 * script may append to the body meanwhile: the paint-first starter adds the app's module script there
 * (seen in CI: the block's sibling was that script, and hydration failed on its text), as can a browser
 * extension. So the script takes the nearest earlier data block, not its sibling, and not one found by
 * an id, which store content could also hold.
 */
export function hydrationDataParts(data: Buffer<ArrayBuffer>, nonce: string | undefined): Uint8Array[] {
  const parts: Uint8Array[] = [BLOCK_START];
  let kept = 0;
  for (let at = data.indexOf(LESS_THAN); at >= 0; at = data.indexOf(LESS_THAN, kept)) {
    parts.push(data.subarray(kept, at), ESCAPED_LESS_THAN);
    kept = at + 1;
  }
  parts.push(data.subarray(kept), Buffer.from(handOver(nonce)));
  return parts;
}

/** The end of the data block and the script after it. */
function handOver(nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `</script><script${attribute}>(function(b){while(b&&b.type!=="application/json")b=b.previousElementSibling;` +
    `window.__reactRouterContext.streamController.enqueue(b.textContent);b.remove()})(document.currentScript.previousElementSibling);` +
    `window.__reactRouterContext.streamController.close();</script>`
  );
}
