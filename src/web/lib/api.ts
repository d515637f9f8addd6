// The browser's calls to the platform API (spec §7), same origin, JSON. Built by hand rather than
// with core's zod query schema so that zod stays out of the first-load bundle.
import type { ProductFilter } from "~core/catalog/listing-query.schema";
import type { ProductData } from "~core/entities/product.schema";
import type { Quote } from "~server/modules/pricing/quote.schema";

const JSON_HEADERS = { Accept: "application/json", "Content-Type": "application/json" };
const TIMEOUT_MS = 30_000;

/** A refusal from the API: its status, the server's message for the shopper, and any data it sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function call<T>(
  path: string,
  init: RequestInit & { extraHeaders?: Record<string, string> } = {},
): Promise<T> {
  const signal = init.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);
  const headers = { ...JSON_HEADERS, ...init.extraHeaders };
  const response = await fetch(path, { ...init, headers, credentials: "same-origin", signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown; data?: unknown } | undefined;
    const message =
      typeof body?.message === "string" ? body.message : `${init.method ?? "GET"} ${path} answered ${response.status}`;
    throw new ApiError(response.status, message, body?.data);
  }
  return (await response.json()) as T;
}

export interface Suggestion {
  id: string;
  name: string;
  href: string;
  imageUrl: string | undefined;
}

/** Search suggestions: 10 active products whose name contains the text (the header shows 5). */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const filters: ProductFilter[] = [
    { key: "productName", operation: "contains", value: text },
    { key: "activeProduct", operation: "equal", value: true },
  ];
  const params = new URLSearchParams({
    skip: "0",
    take: "10",
    requireTotalCount: "false",
    filters: JSON.stringify(filters),
  });
  type Items = { items: { id: string; data: ProductData }[] };
  const body = await call<{ data: Items | { data: Items } }>(`/api/promo/store/products-store?${params}`, { signal });
  // Responses sometimes nest data.data (spec §7).
  const data: Items = "data" in body.data ? body.data.data : body.data;
  return data.items.map(({ id, data: product }) => ({
    id,
    name: product.productData.productName,
    href: `/shop/products/${encodeURIComponent(product.productData.slug ?? id)}`,
    imageUrl: product.productData.primaryImageUrl,
  }));
}

/** Checks a private store's password; on success the server also sets its HttpOnly access cookie. */
export async function validateStorePassword(password: string): Promise<{ success: boolean; token?: string }> {
  try {
    const body = await call<{ data: { success: boolean; token?: string } }>(
      `/api/promo/store/validate/${encodeURIComponent(password)}`,
    );
    return body.data;
  } catch {
    return { success: false };
  }
}

/** Clears the private store's access cookie. */
export async function logoutStore(): Promise<void> {
  await call<unknown>("/api/promo/store/logout", { method: "POST", body: "{}" }).catch(() => undefined);
}

/** One active product by slug, for the quick view (cancellable). */
export async function fetchProductBySlug(
  slug: string,
  signal: AbortSignal,
): Promise<{ id: string; data: ProductData }> {
  const body = await call<{ data: { id: string; data: ProductData } }>(
    `/api/promo/store/products/slug/${encodeURIComponent(slug)}`,
    { signal },
  );
  return body.data;
}

/** One active product by id (the compare page's attribute rows). */
export async function fetchProductById(id: string, signal?: AbortSignal): Promise<{ id: string; data: ProductData }> {
  const body = await call<{ data: { id: string; data: ProductData } }>(
    `/api/promo/store/products/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.data;
}

export interface QuoteRequestLine {
  productId: string;
  color: string;
  sizes: { size: string; quantity: number }[];
  personalization: { name: string; value: string; label?: string; size?: string; groupId?: string }[];
}

/** The server's prices for cart lines (POST /api/promo/store/quote); decimal amounts. */
export async function requestQuote(lines: QuoteRequestLine[], signal?: AbortSignal): Promise<Quote> {
  const body = await call<{ data: Quote }>("/api/promo/store/quote", {
    method: "POST",
    body: JSON.stringify({ lines }),
    signal,
  });
  return body.data;
}
