// The order call's body (spec §3 Order draft, §7): decimal amounts as the platform sends them.
// Client amounts are compared with the server's, never used; the client's mailHtml is never mailed.
import { z } from "@hono/zod-openapi";
import { PAYMENT_METHOD_MAX_LENGTH } from "~core/stores/content-limits";
import { CheckoutAddressSchema } from "~core/validation/address.schema";
import { AmountSchema, LinesSchema } from "~server/modules/estimates/estimates.schema";

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? undefined);

export const OrderDraftSchema = z
  .object({
    billingAddress: CheckoutAddressSchema,
    /** Omitted for pick-up (spec §7). */
    shippingAddress: CheckoutAddressSchema.nullish().transform((v) => v ?? undefined),
    lines: LinesSchema,
    shippingAmount: AmountSchema,
    totalTax: AmountSchema,
    totalAmount: AmountSchema,
    payment: optionalText(PAYMENT_METHOD_MAX_LENGTH),
    shippingCarrier: z.string().trim().min(1).max(100),
    shippingService: z.string().trim().min(1).max(200),
    orderKey: optionalText(100),
    giftCodeBalance: AmountSchema.nullish().transform((v) => v ?? 0),
    note: optionalText(2000),
    orderTransaction: z.object({ tokenId: optionalText(200), paymentAmount: AmountSchema }),
    grandTotal: AmountSchema,
  })
  .openapi("OrderDraft");
export type OrderDraftInput = z.infer<typeof OrderDraftSchema>;

export const PlaceOrderBodySchema = z.object({
  order: OrderDraftSchema,
  /** Accepted for compatibility with the platform's clients; the server renders its own e-mail. */
  mailHtml: z.string().max(100_000).nullish(),
});

export const PlaceOrderAnswerSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    orderNumber: z.string(),
    /** Our addition: opens the receipt of this order (GET /promo/ecommerce/orders/{orderNumber}?receipt=). */
    receiptToken: z.string(),
  })
  .openapi("PlaceOrderAnswer");
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswerSchema>;
