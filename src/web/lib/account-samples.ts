// The shape of the account area's sample data (data/demo/samples/account.ts), read by
// ./account-samples.server.ts.
import type { AddressView, CustomerView, OrderStatus } from "./account";

export interface SampleOrderLine {
  product: string;
  color: string;
  size: string;
  quantity: number;
  /** USD per unit. */
  unitPrice: number;
}

export interface SampleOrder {
  id: string;
  /** ISO date of the order. */
  date: string;
  status: OrderStatus;
  lines: SampleOrderLine[];
  /** USD. */
  shipping: number;
  tax: number;
}

export interface LocaleSamples {
  customer: CustomerView;
  addresses: AddressView[];
  products: string[];
  colors: string[];
}
