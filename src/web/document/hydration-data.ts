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
 * The script that hands the data to React Router in the browser, with the request's nonce. The data
 * is a JSON string literal in which "<", ">" and "&" (which could end the script or start a comment)
 * and the line separators U+2028/U+2029 are written as \u escapes, as React Router's escapeHtml does.
 */
export function hydrationDataScript(data: string, nonce: string | undefined): string {
  const literal = JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (character) => SCRIPT_ESCAPES[character] ?? character);
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<script${attribute}>window.__reactRouterContext.streamController.enqueue(${literal});` +
    `window.__reactRouterContext.streamController.close();</script>`
  );
}

/** Found in one pass over the literal (it is as long as the page's loader data). */
const UNSAFE_IN_SCRIPT = /[&<>\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
