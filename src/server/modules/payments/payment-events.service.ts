// What the payment provider told us about an order after its sale (issue 47): refunds and disputes
// made in Stripe's dashboard, recorded by the webhook (stripe-webhook.routes.ts), for the console.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { listOrderPaymentEvents } from "./stripe.repository";

export async function listProviderPaymentEvents(db: Kysely<DB>, orderId: string) {
  return listOrderPaymentEvents(db, orderId);
}
