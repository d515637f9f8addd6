// The order confirmation e-mail: the content of the order-success page (spec §2) rendered from the
// stored order in the store's branding. Inline styles and tables only: that is what mail clients read.
import type { ReactNode } from "react";
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, type Locale } from "~core/i18n/locale";
import { carrierName } from "~core/orders/carriers";
import { orderPaymentKind, orderPayments, shippingServiceName } from "~core/orders/order-payment";
import type { CheckoutAddress } from "~core/validation/address.schema";
import type { StoredOrder } from "~server/modules/orders/order-queries.service";
import { mailFormats, mailText } from "./mail-format";

const cell = {
  padding: "8px",
  borderBottom: "1px solid #e3e6ea",
  textAlign: "start" as const,
  verticalAlign: "top" as const,
};
const numberCell = { ...cell, textAlign: "end" as const };

/**
 * Left-to-right data (addresses, phone numbers, personalization lines such as "S-1: Name ALEX,
 * Number 7") kept whole in a right-to-left e-mail: isolated, as the success page does with <bdi>,
 * which not every mail client knows; a span with dir and unicode-bidi is read by all of them.
 */
function Ltr({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" style={{ unicodeBidi: "isolate" }}>
      {children}
    </span>
  );
}

function AddressCard({ title, address }: { title: string; address: CheckoutAddress }) {
  return (
    <td style={{ padding: "8px", verticalAlign: "top", width: "50%" }}>
      <h3 style={{ margin: "0 0 6px", fontSize: "15px" }}>{title}</h3>
      <div>
        {address.firstName} {address.lastName}
      </div>
      {address.company ? <div>{address.company}</div> : null}
      <div>
        <Ltr>{[address.address1, address.address2].filter(Boolean).join(", ")}</Ltr>
      </div>
      <div>
        <Ltr>{`${address.city}, ${address.state} ${address.zip}`}</Ltr>
      </div>
      <div>{address.country}</div>
      <div>
        <Ltr>{address.email}</Ltr>
      </div>
      <div>
        <Ltr>{address.phone}</Ltr>
      </div>
    </td>
  );
}

export function OrderConfirmationMail({
  store,
  order,
  locale = "en",
  testMode = false,
}: {
  store: StoreData;
  order: StoredOrder;
  locale?: Locale;
  /** Paid through the built-in test gateway: the e-mail says no card was charged. */
  testMode?: boolean;
}) {
  const text = mailText(locale);
  // Times in the store's own time zone, named (issue 49); UTC for a store without one.
  const { money: format, date } = mailFormats(locale, store.storeWindow?.timeZone ?? "UTC");
  const paidBy = orderPaymentKind(order);
  const cardPaid = paidBy === "card" || paidBy === "cardAndGiftCard";
  // Each payment with what it paid (issue 49): "Gift card •••• 0042: $25.00", "Credit Card (Visa •••• 4242): $14.72".
  const payments = orderPayments(order).map((part) => (
    <div key={part.kind}>
      {part.kind === "giftCard" ? (
        <>
          {text("mail.giftCard")}
          {part.last4 ? (
            <>
              {" "}
              <Ltr>{`•••• ${part.last4}`}</Ltr>
            </>
          ) : null}
        </>
      ) : part.kind === "card" ? (
        <>
          {text("mail.creditCard")}
          {part.card ? (
            <>
              {" "}
              <Ltr>{`(${part.card.brand} •••• ${part.card.last4})`}</Ltr>
            </>
          ) : null}
        </>
      ) : (
        part.method
      )}
      {": "}
      <Ltr>{format(part.amount)}</Ltr>
    </div>
  ));
  const carrier = carrierName(order.shippingCarrier);
  const service = shippingServiceName(
    store.shippingMethods.shippingCompanies.shipStation.serviceTypes,
    order.shippingService,
  );
  const brand = store.storeBranding;
  const name = store.primaryInformation.storeName;
  const logo = brand.storeLogo && /^https:\/\//.test(brand.storeLogo) ? brand.storeLogo : undefined;
  const totals: [string, number][] = [
    [text("mail.subtotal"), order.subtotal],
    ...(order.personalizationTotal > 0
      ? ([[text("mail.personalization"), order.personalizationTotal]] as [string, number][])
      : []),
    [text("mail.tax"), order.totalTax],
    [text("mail.shipping"), order.shippingAmount],
    ...(order.giftCodeBalance > 0 ? ([[text("mail.giftCard"), -order.giftCodeBalance]] as [string, number][]) : []),
  ];
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <title>{text("mail.title", { orderNumber: order.orderNumber, store: name })}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: brand.tertiaryColor,
          color: brand.textColor,
          fontFamily: "Arial, sans-serif",
          fontSize: "14px",
        }}
      >
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td style={{ background: brand.primaryColor, color: brand.buttonTextColor, padding: "16px 24px" }}>
                {logo ? <img src={logo} alt={name} height={40} style={{ verticalAlign: "middle" }} /> : null}
                <strong style={{ fontSize: "18px", marginInlineStart: logo ? "12px" : 0 }}>{name}</strong>
              </td>
            </tr>
            <tr>
              <td style={{ background: "#ffffff", padding: "24px" }}>
                <h1 style={{ margin: "0 0 4px", fontSize: "24px", color: brand.primaryColor }}>
                  {text("mail.thankYou")}
                </h1>
                <p style={{ margin: "0 0 16px" }}>{text("mail.received")}</p>
                {testMode && cardPaid && (
                  <p style={{ margin: "0 0 16px", padding: "8px", background: "#fef3c7", fontWeight: "bold" }}>
                    {text("mail.testMode")}
                  </p>
                )}
                <table role="presentation" cellPadding={0} cellSpacing={0} style={{ marginBottom: "16px" }}>
                  <tbody>
                    <tr>
                      <td style={{ paddingInlineEnd: "16px" }}>{text("mail.orderNumber")}</td>
                      <td>
                        <strong>{order.orderNumber}</strong>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ paddingInlineEnd: "16px" }}>{text("mail.createdAt")}</td>
                      <td>{date(order.orderDate)}</td>
                    </tr>
                    <tr>
                      <td style={{ paddingInlineEnd: "16px" }}>{text("mail.total")}</td>
                      <td>
                        <Ltr>{format(order.grandTotal)}</Ltr>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ paddingInlineEnd: "16px" }}>{text("mail.paymentMethod")}</td>
                      <td data-payment={paidBy}>{payments}</td>
                    </tr>
                    <tr>
                      <td style={{ paddingInlineEnd: "16px" }}>{text("mail.delivery")}</td>
                      <td>
                        {service.toLowerCase().startsWith(carrier.toLowerCase()) || carrier === ""
                          ? service
                          : `${carrier} — ${service}`}
                      </td>
                    </tr>
                  </tbody>
                </table>

                <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
                  <thead>
                    <tr>
                      {[text("mail.product"), text("mail.color"), text("mail.size")].map((h) => (
                        <th key={h} style={cell}>
                          {h}
                        </th>
                      ))}
                      {[text("mail.qty"), text("mail.price"), text("mail.lineTotal")].map((h, index) => (
                        <th key={`${h}-${index}`} style={numberCell}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {order.lines.flatMap((line) => [
                      ...line.sizes.map((size, index) => (
                        <tr key={`${line.id}-${size.size}`}>
                          <td style={cell}>{index === 0 ? line.productName : ""}</td>
                          <td style={cell}>{line.color}</td>
                          <td style={cell}>{size.size}</td>
                          <td style={numberCell}>{size.quantity}</td>
                          <td style={numberCell}>{format(size.unitPrice)}</td>
                          <td style={numberCell}>{format(size.unitPrice * size.quantity)}</td>
                        </tr>
                      )),
                      ...(line.personalization.length > 0
                        ? [
                            <tr key={`${line.id}-personalization`}>
                              <td style={cell} colSpan={5}>
                                {text("mail.personalization")}: <Ltr>{unitsOf(line.personalization)}</Ltr>
                              </td>
                              <td style={numberCell}>{format(line.totalFee)}</td>
                            </tr>,
                          ]
                        : []),
                    ])}
                  </tbody>
                </table>

                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ marginTop: "12px" }}>
                  <tbody>
                    {totals.map(([label, cents]) => (
                      <tr key={label}>
                        <td style={{ ...numberCell, borderBottom: "none" }}>{label}</td>
                        {/* Amounts isolated left to right: a minus and a currency sign stay in place in Arabic. */}
                        <td style={{ ...numberCell, borderBottom: "none", width: "120px" }}>
                          <Ltr>{format(cents)}</Ltr>
                        </td>
                      </tr>
                    ))}
                    <tr>
                      <td style={{ ...numberCell, borderBottom: "none" }}>
                        <strong>{text("mail.grandTotal")}</strong>
                      </td>
                      <td style={{ ...numberCell, borderBottom: "none" }}>
                        <strong>
                          <Ltr>{format(order.grandTotal)}</Ltr>
                        </strong>
                      </td>
                    </tr>
                  </tbody>
                </table>

                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ marginTop: "16px" }}>
                  <tbody>
                    <tr>
                      {order.delivery === "toAddress" && order.shippingAddress ? (
                        <AddressCard title={text("mail.shippingAddress")} address={order.shippingAddress} />
                      ) : null}
                      <AddressCard title={text("mail.billingAddress")} address={order.billingAddress} />
                    </tr>
                  </tbody>
                </table>
                {order.note ? (
                  <div style={{ marginTop: "16px" }}>
                    <h3 style={{ margin: "0 0 6px", fontSize: "15px" }}>{text("mail.notes")}</h3>
                    <p style={{ margin: 0, whiteSpace: "pre-wrap" }}>{order.note}</p>
                  </div>
                ) : null}
              </td>
            </tr>
            <tr>
              <td style={{ padding: "16px 24px", fontSize: "12px" }}>
                {name}
                {store.primaryInformation.customerServiceEmail
                  ? ` · ${store.primaryInformation.customerServiceEmail}`
                  : ""}
                {store.primaryInformation.customerServicePhone ? (
                  <>
                    {" · "}
                    <Ltr>{store.primaryInformation.customerServicePhone}</Ltr>
                  </>
                ) : (
                  ""
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * Personalization one unit at a time ("S-1: Name ALEX, Number 7; S-2: Name SAM, Number 12"), so
 * the decorator reads which name goes with which number (docs/decisions/0027).
 */
export function unitsOf(entries: readonly { groupId: string; name: string; value: string }[]): string {
  const units = new Map<string, string[]>();
  for (const entry of entries) {
    const fields = units.get(entry.groupId) ?? [];
    fields.push(`${entry.name} ${entry.value}`);
    units.set(entry.groupId, fields);
  }
  return [...units].map(([group, fields]) => `${group}: ${fields.join(", ")}`).join("; ");
}
