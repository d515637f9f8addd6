// Input shapes for creating stores: the admin API body and the import file share their pieces so a
// store is valid by the same rules whichever way it arrives.
import { z } from "zod";
import { ProductDataSchema } from "~core/entities/product.schema";
import { StoreDataSchema } from "~core/entities/store.schema";

/** Store and product ids: safe in URLs and file names alike. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ID_MESSAGE = "must be 1 to 64 letters, digits, '_' or '-'";
export const IdSchema = z.string().regex(ID_PATTERN, ID_MESSAGE);

const HOST_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name as the Host header carries it, minus the port; `localhost` is the one single-label name. */
function isHostName(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.split(".");
  if (labels.length === 1) return value === "localhost";
  return labels.every((label) => HOST_LABEL.test(label));
}

export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isHostName, "must be a host name such as shop.example.com or demo.localhost (no scheme, port or path)");

export const DomainsSchema = z
  .array(DomainSchema)
  .min(1, "must list at least one domain")
  .transform((domains) => [...new Set(domains)]);

const PasswordSchema = z.string().min(1, "must not be empty").max(200);

export const PutStoreBodySchema = z.object({
  domains: DomainsSchema,
  /** Omitted keeps the current password; null removes it. */
  password: PasswordSchema.nullable().optional(),
  data: StoreDataSchema,
});
export type PutStoreBody = z.infer<typeof PutStoreBodySchema>;

/**
 * Flags the second and later occurrences of a value, naming where they are; with `anyCase`, spellings
 * that differ only in letter case are the same value, and the issue names the spelling it repeats.
 */
function rejectDuplicates<T>(
  items: T[],
  valueOf: (item: T) => string,
  field: string,
  ctx: z.RefinementCtx,
  { anyCase = false } = {},
) {
  const seen = new Map<string, string>();
  items.forEach((item, index) => {
    const value = valueOf(item);
    const key = anyCase ? value.toUpperCase() : value;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, value);
    else {
      const message =
        first === value
          ? `duplicate ${field} ${value}`
          : `duplicate ${field} ${value} (the same as ${first} in any letter case)`;
      ctx.addIssue({ code: "custom", path: [index, field], message });
    }
  });
}

export const StoreFileSchema = z.object({
  id: IdSchema,
  domains: DomainsSchema,
  password: PasswordSchema.optional(),
  data: StoreDataSchema,
  products: z
    .array(z.object({ id: IdSchema, data: ProductDataSchema }))
    .default([])
    .superRefine((products, ctx) => rejectDuplicates(products, (p) => p.id, "id", ctx)),
  giftCodes: z
    .array(z.object({ code: z.string().trim().min(1).max(64), balance: z.number().finite().nonnegative() }))
    .default([])
    // A code is one code in any case (docs/decisions/0054).
    .superRefine((codes, ctx) => rejectDuplicates(codes, (c) => c.code, "code", ctx, { anyCase: true })),
});
export type StoreFile = z.infer<typeof StoreFileSchema>;
