// Wire shapes shared by the estimate and order calls (spec §3 order line, size entry, personalization
// entry): decimal amounts, field names as the platform sends them. Client prices and weights are
// optional and only ever compared with the server's own, never used.
// Every list and string is bounded (decision 0028) so that the largest request these schemas accept
// is a few hundred kilobytes and is priced in well under a second; a larger one is a 400 naming the
// bound, or a 413 from the body limit before it is read.
import { isUsStateCode } from "~core/validation/us-states";
import { z } from "@hono/zod-openapi";

/** Bounds of an order or estimate request; the quote call shares them. */
export const REQUEST_BOUNDS = {
  lines: 50,
  sizesPerLine: 20,
  personalizationPerLine: 500,
  personalizationPerRequest: 1000,
} as const;

/** Ten million: far above any real order, far below what the integer columns hold. */
export const MAX_AMOUNT = 10_000_000;
export const AmountSchema = z.number().finite().min(0).max(MAX_AMOUNT);
const idLike = z.union([z.string().max(64), z.number()]).transform(String);

export const SizeEntrySchema = z.object({
  size: z.string().trim().min(1).max(20),
  quantity: z.number().int().min(0).max(100_000),
  type: z.string().max(20).optional(),
  unitPrice: AmountSchema.optional(),
  weight: z.number().finite().optional(),
  weightUom: z.string().max(10).optional(),
  _product: idLike.optional(),
});

export const PersonalizationEntrySchema = z.object({
  groupId: idLike.optional(),
  label: z.string().max(40).optional(),
  size: z.string().max(20).optional(),
  name: z.string().max(40),
  value: z.string().max(60),
  price: z.number().finite().optional(),
});

/** A line's personalization entries (none when omitted), at most REQUEST_BOUNDS.personalizationPerLine. */
export function personalizationList<S extends z.ZodType>(entry: S) {
  return z
    .array(entry)
    .max(
      REQUEST_BOUNDS.personalizationPerLine,
      `at most ${REQUEST_BOUNDS.personalizationPerLine} personalization entries per line`,
    )
    .default([]);
}

/** The whole request's personalization entries, however they are spread over its lines. */
export function withinPersonalizationBound(lines: { personalization: unknown[] }[], ctx: z.RefinementCtx) {
  const total = lines.reduce((sum, line) => sum + line.personalization.length, 0);
  if (total > REQUEST_BOUNDS.personalizationPerRequest) {
    ctx.addIssue({
      code: "custom",
      message: `at most ${REQUEST_BOUNDS.personalizationPerRequest} personalization entries in all lines together (got ${total})`,
    });
  }
}

export const OrderLineSchema = z
  .object({
    id: idLike.optional(),
    productId: z.string().trim().min(1).max(64),
    color: z.string().max(100),
    productName: z.string().max(200).optional(),
    sizes: z
      .array(SizeEntrySchema)
      .min(1)
      .max(REQUEST_BOUNDS.sizesPerLine, `at most ${REQUEST_BOUNDS.sizesPerLine} sizes per line`),
    quantity: z.number().int().min(0).max(10_000_000).optional(),
    price: AmountSchema.optional(),
    totalPrice: AmountSchema.optional(),
    totalFee: AmountSchema.optional(),
    personalization: personalizationList(PersonalizationEntrySchema),
  })
  .openapi("OrderLine");
export type WireOrderLine = z.infer<typeof OrderLineSchema>;

export const LinesSchema = z
  .array(OrderLineSchema)
  .min(1, "at least one line is required")
  .max(REQUEST_BOUNDS.lines, `at most ${REQUEST_BOUNDS.lines} lines per request`)
  .superRefine(withinPersonalizationBound);

/** Enough of an address to rate a shipment or tax it (the full checkout address is accepted too). */
export const DestinationSchema = z
  .looseObject({
    address1: z.string().trim().min(1).max(100),
    address2: z.string().trim().max(100).optional(),
    city: z.string().trim().min(1).max(100),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: "must be a 2-letter state code", abort: true })
      .refine(isUsStateCode, "must be a US state or territory code")
      .transform((s) => s.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-?\d{4})?$/, "must be a 5-digit ZIP code"),
    country: z.literal("US").default("US"),
  })
  .openapi("Destination");

export const ShippingEstimateOptionSchema = z
  .object({
    shippingMethod: z.string(),
    shippingCompany: z.string(),
    shippingAmount: z.number(),
    shippingDescription: z.string().optional(),
    success: z.boolean(),
  })
  .openapi("ShippingEstimateOption");
