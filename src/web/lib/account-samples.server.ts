// The account area's sample data (spec §1, §2: template content with fixed data, order history of 3
// pages, statuses Pending, Shipped, Completed and On hold). People's names, streets and product
// names are written for each language; amounts are what was charged, in the store's currency (USD).
// Server-only: loaders pick the page's language and send the browser only what the page shows.
import type { Locale } from "~core/i18n/locale";
import type { AddressView, CustomerView, OrderStatus } from "./account";

const ORDER_STATUSES: readonly OrderStatus[] = ["pending", "shipped", "completed", "onHold"];

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

interface LocaleSamples {
  customer: CustomerView;
  addresses: AddressView[];
  products: string[];
  colors: string[];
}

const address = (fields: Omit<AddressView, "company" | "address2" | "country" | "isDefault"> & Partial<AddressView>) =>
  ({ company: "", address2: "", country: "US", isDefault: false, ...fields }) satisfies AddressView;

const SAMPLES: Record<Locale, LocaleSamples> = {
  en: {
    customer: { firstName: "Ryan", lastName: "Ford", email: "ryan.ford@example.com", phone: "3125550147" },
    addresses: [
      address({
        id: "1",
        firstName: "Ryan",
        lastName: "Ford",
        company: "Lakeside Rowing Club",
        email: "ryan.ford@example.com",
        phone: "3125550147",
        address1: "715 Lake Shore Drive",
        address2: "Suite 4",
        city: "Chicago",
        state: "IL",
        zip: "60611",
        isDefault: true,
      }),
      address({
        id: "2",
        firstName: "Jupiter",
        lastName: "Saturnov",
        email: "jupiter@example.com",
        phone: "6175550199",
        address1: "12 Harbor Street",
        city: "Boston",
        state: "MA",
        zip: "02110",
      }),
    ],
    products: ["Team Performance Tee", "Club Hoodie", "Coach Polo", "Fundraiser Cap", "Travel Duffel"],
    colors: ["Navy", "Black", "Red", "White", "Grey"],
  },
  ru: {
    customer: { firstName: "Иван", lastName: "Орлов", email: "ivan.orlov@example.com", phone: "3125550147" },
    addresses: [
      address({
        id: "1",
        firstName: "Иван",
        lastName: "Орлов",
        company: "Гребной клуб «Озёрный»",
        email: "ivan.orlov@example.com",
        phone: "3125550147",
        address1: "715 Lake Shore Drive",
        address2: "Офис 4",
        city: "Chicago",
        state: "IL",
        zip: "60611",
        isDefault: true,
      }),
      address({
        id: "2",
        firstName: "Мария",
        lastName: "Соколова",
        email: "maria@example.com",
        phone: "6175550199",
        address1: "12 Harbor Street",
        city: "Boston",
        state: "MA",
        zip: "02110",
      }),
    ],
    products: ["Командная футболка", "Клубное худи", "Тренерское поло", "Кепка фонда", "Дорожная сумка"],
    colors: ["Тёмно-синий", "Чёрный", "Красный", "Белый", "Серый"],
  },
  ar: {
    customer: { firstName: "سامي", lastName: "الحسن", email: "sami.hassan@example.com", phone: "3125550147" },
    addresses: [
      address({
        id: "1",
        firstName: "سامي",
        lastName: "الحسن",
        company: "نادي البحيرة للتجديف",
        email: "sami.hassan@example.com",
        phone: "3125550147",
        address1: "715 Lake Shore Drive",
        address2: "جناح 4",
        city: "Chicago",
        state: "IL",
        zip: "60611",
        isDefault: true,
      }),
      address({
        id: "2",
        firstName: "ليلى",
        lastName: "منصور",
        email: "layla@example.com",
        phone: "6175550199",
        address1: "12 Harbor Street",
        city: "Boston",
        state: "MA",
        zip: "02110",
      }),
    ],
    products: ["قميص الفريق الرياضي", "هودي النادي", "قميص بولو المدرب", "قبعة حملة التبرعات", "حقيبة سفر"],
    colors: ["كحلي", "أسود", "أحمر", "أبيض", "رمادي"],
  },
};

const SIZES = ["S", "M", "L", "XL"];
const PRICES = [18.5, 42, 29.75, 16, 54.9];

/** Fifteen orders, newest first, 5 per page: the order history's 3 pages. Deterministic. */
function ordersFor(samples: LocaleSamples): SampleOrder[] {
  return Array.from({ length: 15 }, (_, index) => {
    const lineCount = 1 + (index % 3);
    const lines = Array.from({ length: lineCount }, (_, line) => {
      const product = (index + line * 2) % samples.products.length;
      return {
        product: samples.products[product]!,
        color: samples.colors[(index + line) % samples.colors.length]!,
        size: SIZES[(index + line) % SIZES.length]!,
        quantity: 1 + ((index * 3 + line) % 12),
        unitPrice: PRICES[product]!,
      };
    });
    const day = new Date(Date.UTC(2026, 9, 28) - index * 9 * 86_400_000);
    return {
      id: String(5320 - index * 7),
      date: day.toISOString(),
      status: ORDER_STATUSES[index % ORDER_STATUSES.length]!,
      lines,
      shipping: index % 4 === 3 ? 0 : 9.95,
      tax: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) * 6.25) / 100,
    };
  });
}

export const ORDERS_PER_PAGE = 5;

export function accountSamples(locale: Locale) {
  const samples = SAMPLES[locale];
  return { customer: samples.customer, addresses: samples.addresses, orders: ordersFor(samples) };
}

export const orderSubtotal = (order: SampleOrder) =>
  Math.round(order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;

export const orderTotal = (order: SampleOrder) =>
  Math.round((orderSubtotal(order) + order.shipping + order.tax) * 100) / 100;

export const orderItemCount = (order: SampleOrder) => order.lines.reduce((sum, line) => sum + line.quantity, 0);
