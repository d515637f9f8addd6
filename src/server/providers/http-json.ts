// One way to call a provider's JSON API: a time limit on every call (AbortSignal.timeout), and any
// network error, time-out, non-2xx status or non-JSON answer turned into a ProviderCallError whose
// message says which of them it was (for the log; shoppers see the provider's own clear message).
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderCallError";
  }
}

export async function postJson(
  url: string,
  options: { headers: Record<string, string>; body: unknown; timeoutMs: number },
): Promise<unknown> {
  return requestJson("POST", url, options);
}

/** GET (no body) or POST (a JSON body) with the same time limit and errors as postJson. */
export async function requestJson(
  method: "GET" | "POST",
  url: string,
  options: { headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
        ...options.headers,
      },
      body: method === "POST" ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new ProviderCallError(
      timedOut ? `no answer within ${options.timeoutMs} ms` : `request failed: ${String(err)}`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    throw new ProviderCallError(`reading the answer failed: ${String(err)}`, response.status);
  }
  if (!response.ok) throw new ProviderCallError(`answered ${response.status}: ${text.slice(0, 200)}`, response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderCallError(`answered non-JSON: ${text.slice(0, 200)}`, response.status);
  }
}
