// The body and answer of POST /promo/store/quote: cart lines in (product, colour, quantity per size,
// personalization entries), priced lines and totals out. Amounts are decimal at this edge.
import { z } from "@hono/zod-openapi";
import { LINE_ISSUE_CODES } from "~core/pricing/cart-lines";
import {
  personalizationList,
  REQUEST_BOUNDS,
  withinPersonalizationBound,
} from "~server/modules/estimates/estimates.schema";

const PersonalizationEntrySchema = z.object({
  name: z.string().trim().min(1, "name is required").max(40),
  value: z.string().max(60),
  label: z.string().max(40).optional(),
  /** The size whose unit carries the entry; without one it goes with the line's first size. */
  size: z.string().max(20).optional(),
  groupId: z.union([z.string().max(64), z.number()]).optional(),
});

const QuoteLineSchema = z
  .object({
    productId: z.string().min(1, "productId is required").max(64),
    color: z.string().max(100),
    sizes: z
      .array(
        z.object({
          size: z.string().trim().min(1, "size is required").max(20),
          quantity: z.number().int().min(0).max(100_000),
        }),
      )
      .min(1, "at least one size is required")
      .max(REQUEST_BOUNDS.sizesPerLine, `at most ${REQUEST_BOUNDS.sizesPerLine} sizes per line`),
    personalization: personalizationList(PersonalizationEntrySchema),
  })
  .superRefine((line, ctx) => {
    if (!line.sizes.some((s) => s.quantity > 0)) {
      ctx.addIssue({ code: "custom", path: ["sizes"], message: "at least one size needs a quantity of 1 or more" });
    }
    const sizes = new Set(line.sizes.map((s) => s.size));
    line.personalization.forEach((entry, i) => {
      if (entry.size !== undefined && !sizes.has(entry.size)) {
        ctx.addIssue({
          code: "custom",
          path: ["personalization", i, "size"],
          message: `"${entry.size}" is not one of the line's sizes`,
        });
      }
    });
  });

export const QuoteBodySchema = z
  .object({
    lines: z
      .array(QuoteLineSchema)
      .min(1, "at least one line is required")
      .max(REQUEST_BOUNDS.lines, `at most ${REQUEST_BOUNDS.lines} lines per request`)
      .superRefine(withinPersonalizationBound),
  })
  .openapi("QuoteRequest");
export type QuoteBody = z.infer<typeof QuoteBodySchema>;
export type QuoteLine = QuoteBody["lines"][number];

const PricedPersonalizationSchema = PersonalizationEntrySchema.extend({ price: z.number() });

export const QuoteSchema = z
  .object({
    lines: z.array(
      z.object({
        productId: z.string(),
        productName: z.string(),
        color: z.string(),
        quantity: z.number().int(),
        sizes: z.array(
          z.object({
            size: z.string(),
            quantity: z.number().int(),
            unitPrice: z.number().nullable().describe("null when no price applies at this quantity (see issues)"),
            sizeMarkup: z.number(),
            total: z.number(),
            weight: z.number(),
            weightUom: z.string(),
          }),
        ),
        personalization: z.array(PricedPersonalizationSchema),
        personalizationTotal: z.number(),
        totalPrice: z.number().describe("Merchandise total of the line"),
      }),
    ),
    subtotal: z.number(),
    personalizationTotal: z.number(),
    fundraiser: z.number(),
    total: z.number().describe("subtotal + personalizationTotal, before shipping, tax and gift card"),
    issues: z.array(
      z.object({
        code: z.enum(LINE_ISSUE_CODES),
        lineIndex: z.number().int().describe("The first request line concerned"),
        productId: z.string(),
        productName: z.string().optional(),
        color: z.string().optional(),
        size: z.string().optional(),
        field: z.string().optional().describe("The personalization field concerned"),
        minimumQuantity: z.number().int().optional(),
        moreUnits: z.number().int().optional().describe("Units to add to reach minimumQuantity"),
        min: z.number().int().optional(),
        max: z.number().int().optional(),
        available: z.number().int().optional(),
        maxLength: z.number().int().optional(),
        message: z.string(),
      }),
    ),
  })
  .openapi("Quote");
export type Quote = z.infer<typeof QuoteSchema>;
