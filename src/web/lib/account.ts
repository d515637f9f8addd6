// The account area's view models (spec §2 /account/*), shaped on the server from the sample data
// (./account-samples.server.ts) for the page's language. Amounts are USD, what was charged.
import type { AddressFormValues } from "./address";
import type { PageLinks } from "./pagination";

export type OrderStatus = "pending" | "shipped" | "completed" | "onHold";

export interface AddressView extends AddressFormValues {
  id: string;
  country: string;
  isDefault: boolean;
}

export interface OrderSummaryView {
  id: string;
  date: string;
  status: OrderStatus;
  itemCount: number;
  total: number;
}

export interface OrderLineView {
  product: string;
  color: string;
  size: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderView extends OrderSummaryView {
  lines: OrderLineView[];
  subtotal: number;
  shipping: number;
  tax: number;
  billing: AddressView;
  shippingAddress: AddressView;
}

export interface CustomerView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OrdersPageView {
  orders: OrderSummaryView[];
  page: number;
  pageCount: number;
  pagination: PageLinks;
}

/** The order the nav's 'Order Details' entry opens, and the address 'Edit Address' opens. */
export const SAMPLE_ORDER_ID = "5320";
export const SAMPLE_ADDRESS_ID = "1";
