// The confirmation e-mail's texts in the three languages of the store front (issue 8). The e-mail is
// written in the language the shopper placed the order in (the `lang` cookie of the order request),
// and its money and dates are formatted with Intl for that language. Server-only: the browser never
// needs these, so they stay out of the web catalogues that every page carries.
import { intlTag, type Locale } from "~core/i18n/locale";

const en = {
  subject: "Your order {orderNumber} at {store}",
  title: "Order {orderNumber} — {store}",
  thankYou: "Thank you",
  received: "Your order has been received",
  orderNumber: "Order number:",
  createdAt: "Created at:",
  total: "Total:",
  paymentMethod: "Payment method:",
  cardEnding: "{brand} ending in {last4}",
  delivery: "Delivery:",
  product: "Product",
  color: "Color",
  size: "Size",
  qty: "Qty",
  price: "Price",
  lineTotal: "Total",
  personalization: "Personalization",
  subtotal: "Subtotal",
  tax: "Tax",
  shipping: "Shipping",
  giftCard: "Gift card",
  grandTotal: "Total",
  shippingAddress: "Shipping address",
  billingAddress: "Billing address",
  notes: "Order notes",
  testMode: "Test mode — no real charges: this order was paid with a test card.",
};

export type MailTexts = typeof en;

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  en,
  ru: {
    subject: "Ваш заказ {orderNumber} в магазине {store}",
    title: "Заказ {orderNumber} — {store}",
    thankYou: "Спасибо",
    received: "Ваш заказ получен",
    orderNumber: "Номер заказа:",
    createdAt: "Оформлен:",
    total: "Итого:",
    paymentMethod: "Способ оплаты:",
    cardEnding: "{brand}, последние цифры {last4}",
    delivery: "Доставка:",
    product: "Товар",
    color: "Цвет",
    size: "Размер",
    qty: "Кол-во",
    price: "Цена",
    lineTotal: "Сумма",
    personalization: "Персонализация",
    subtotal: "Подытог",
    tax: "Налог",
    shipping: "Доставка",
    giftCard: "Подарочная карта",
    grandTotal: "Итого",
    shippingAddress: "Адрес доставки",
    billingAddress: "Платёжный адрес",
    notes: "Примечания к заказу",
    testMode: "Тестовый режим — деньги не списываются: заказ оплачен тестовой картой.",
  },
  ar: {
    subject: "طلبك {orderNumber} من {store}",
    title: "الطلب {orderNumber} — {store}",
    thankYou: "شكرًا لك",
    received: "تم استلام طلبك",
    orderNumber: "رقم الطلب:",
    createdAt: "تاريخ الإنشاء:",
    total: "الإجمالي:",
    paymentMethod: "طريقة الدفع:",
    cardEnding: "{brand} تنتهي بـ {last4}",
    delivery: "التوصيل:",
    product: "المنتج",
    color: "اللون",
    size: "المقاس",
    qty: "الكمية",
    price: "السعر",
    lineTotal: "الإجمالي",
    personalization: "التخصيص",
    subtotal: "المجموع الفرعي",
    tax: "الضريبة",
    shipping: "الشحن",
    giftCard: "بطاقة الهدايا",
    grandTotal: "الإجمالي",
    shippingAddress: "عنوان الشحن",
    billingAddress: "عنوان الفوترة",
    notes: "ملاحظات الطلب",
    testMode: "وضع الاختبار — لا تُخصم أي مبالغ حقيقية: دُفع هذا الطلب ببطاقة اختبار.",
  },
};

/** A text with its {placeholders} filled. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Money (USD, what was charged) and dates in the mail's language. */
export function mailFormats(locale: Locale) {
  const tag = intlTag(locale);
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return { money: (cents: number) => money.format(cents / 100), date: (iso: string) => date.format(new Date(iso)) };
}
