// The query of GET /api/promo/store/products-store (spec §7): one definition that the browser uses to
// build it and the server uses to parse it, so the two cannot drift apart. Amounts are decimal
// currency units here because this is the public contract.
import { z } from "zod";

export const MAX_TAKE = 100;
export const DEFAULT_TAKE = 20;

/** Filter keys of the products call with the operations each accepts and the type of its value. */
export const PRODUCT_FILTERS = {
  selectedCategories: { operations: ["equal"], value: "string" },
  productBrand: { operations: ["contains"], value: "string" },
  colors: { operations: ["contains"], value: "string" },
  minimumPartPrice: { operations: ["gt", "gte", "lt", "lte"], value: "number" },
  "productOptions.featuredProduct": { operations: ["contains"], value: "string" },
  productName: { operations: ["contains"], value: "string" },
  activeProduct: { operations: ["equal"], value: "boolean" },
  // Related products on the product page share the main design (spec §7).
  "designs.mainDesignId": { operations: ["equal"], value: "string" },
} as const satisfies Record<string, { operations: readonly string[]; value: "string" | "number" | "boolean" }>;

type FilterDefinitions = typeof PRODUCT_FILTERS;
export type ProductFilterKey = keyof FilterDefinitions;
type ValueOf<K extends ProductFilterKey> = FilterDefinitions[K]["value"] extends "number"
  ? number
  : FilterDefinitions[K]["value"] extends "boolean"
    ? boolean
    : string;

/** One filter: a single value, or several values of which any may match. */
export type ProductFilter = {
  [K in ProductFilterKey]: {
    key: K;
    operation: FilterDefinitions[K]["operations"][number];
  } & ({ value: ValueOf<K>; values?: undefined } | { value?: undefined; values: ValueOf<K>[] });
}[ProductFilterKey];

export const SORT_SELECTORS = ["minimumPartPrice", "productName"] as const;
export const ProductsSortSchema = z.object(
  {
    selector: z.enum(SORT_SELECTORS, { error: `sort selector must be one of ${SORT_SELECTORS.join(", ")}` }),
    desc: z.boolean({ error: "sort desc must be true or false" }).default(false),
  },
  { error: 'sort must be a JSON object like {"selector":"productName","desc":false}' },
);
export type ProductsSort = z.infer<typeof ProductsSortSchema>;

const KNOWN_KEYS = Object.keys(PRODUCT_FILTERS) as ProductFilterKey[];
const isKnownKey = (key: unknown): key is ProductFilterKey =>
  typeof key === "string" && Object.hasOwn(PRODUCT_FILTERS, key);

function describe(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

/** Why a parsed filters entry is not acceptable, or undefined when it is. */
function filterProblem(entry: unknown, index: number): string | undefined {
  const at = `filters[${index}]`;
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    return `${at} must be an object with key, operation and value or values`;
  }
  const { key, operation, value, values } = entry as Record<string, unknown>;
  if (!isKnownKey(key)) return `${at}.key ${describe(key)} is not a known filter (known: ${KNOWN_KEYS.join(", ")})`;
  const definition = PRODUCT_FILTERS[key];
  if (!(definition.operations as readonly unknown[]).includes(operation)) {
    return `${at}.operation ${describe(operation)} is not allowed for ${key} (allowed: ${definition.operations.join(", ")})`;
  }
  if ((value === undefined) === (values === undefined)) return `${at} needs either value or values`;
  const candidates = values === undefined ? [value] : values;
  if (!Array.isArray(candidates) || candidates.length === 0) return `${at}.values must be a non-empty list`;
  for (const candidate of candidates) {
    const fits =
      definition.value === "number"
        ? typeof candidate === "number" && Number.isFinite(candidate) && candidate >= 0
        : typeof candidate === definition.value;
    if (!fits) {
      const wanted = definition.value === "number" ? "a number of 0 or more" : `a ${definition.value}`;
      return `${at} value ${describe(candidate)} for ${key} must be ${wanted}`;
    }
  }
  return undefined;
}

function jsonParam(name: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): unknown => {
      if (raw === undefined || raw.trim() === "") return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        ctx.issues.push({ code: "custom", message: `${name} is not valid JSON`, input: raw });
        return z.NEVER;
      }
    });
}

function wholeNumberParam(name: string, { min, max, fallback }: { min: number; max?: number; fallback: number }) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === "") return fallback;
      const value = Number(raw);
      let message: string | undefined;
      if (!/^-?\d+$/.test(raw.trim())) message = `${name} must be a whole number`;
      else if (value < min) message = min === 0 ? `${name} must not be negative` : `${name} must be at least ${min}`;
      else if (max !== undefined && value > max) message = `${name} must be at most ${max}`;
      if (message === undefined) return value;
      ctx.issues.push({ code: "custom", message, input: raw });
      return z.NEVER;
    });
}

function booleanParam(name: string) {
  return z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .optional()
    .transform((raw) => raw === "true");
}

/** Parses the products call's query string parameters (strings) into a typed ProductsQuery. */
export const ProductsQuerySchema = z.object({
  skip: wholeNumberParam("skip", { min: 0, fallback: 0 }),
  take: wholeNumberParam("take", { min: 1, max: MAX_TAKE, fallback: DEFAULT_TAKE }),
  requireTotalCount: booleanParam("requireTotalCount"),
  includeFilters: booleanParam("includeFilters"),
  include: z
    .string()
    .optional()
    .transform((raw) =>
      raw === undefined
        ? undefined
        : raw
            .split(",")
            .map((field) => field.trim())
            .filter((field) => field !== ""),
    ),
  sort: jsonParam("sort").pipe(ProductsSortSchema.optional()),
  filters: jsonParam("filters").transform((parsed, ctx): ProductFilter[] => {
    if (parsed === undefined) return [];
    if (!Array.isArray(parsed)) {
      ctx.issues.push({
        code: "custom",
        message: "filters must be a JSON list of {key, operation, value | values}",
        input: parsed,
      });
      return z.NEVER;
    }
    const problems = parsed.map(filterProblem).filter((problem): problem is string => problem !== undefined);
    for (const message of problems) ctx.issues.push({ code: "custom", message, input: parsed });
    return problems.length > 0 ? z.NEVER : (parsed as ProductFilter[]);
  }),
});
export type ProductsQuery = z.infer<typeof ProductsQuerySchema>;

/** A ProductsQuery as the query string parameters of the call (the inverse of ProductsQuerySchema). */
export function productsQueryParams(query: ProductsQuery): Record<string, string> {
  const params: Record<string, string> = {
    skip: String(query.skip),
    take: String(query.take),
    requireTotalCount: String(query.requireTotalCount),
  };
  if (query.includeFilters) params.includeFilters = "true";
  if (query.include !== undefined) params.include = query.include.join(",");
  if (query.sort !== undefined) params.sort = JSON.stringify(query.sort);
  if (query.filters.length > 0) {
    // Only the fields of the contract go on the wire, whatever else an object happens to carry.
    params.filters = JSON.stringify(
      query.filters.map((filter) =>
        filter.values === undefined
          ? { key: filter.key, operation: filter.operation, value: filter.value }
          : { key: filter.key, operation: filter.operation, values: filter.values },
      ),
    );
  }
  return params;
}
