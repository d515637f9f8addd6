// The English catalogue of the messages core and the server give shoppers, by code: the spec's texts
// verbatim (spec §5, §8). It defines the codes and, by their {placeholders}, the params each takes
// (../message.ts); ./ru.ts and ./ar.ts must translate every code. The store front merges this catalogue
// into its own (src/web/i18n/catalogs.server.ts), the API words its `message` with it in the request's
// language, and the confirmation e-mail reads its texts from it. A message with a number may be
// { one, few, many, other … }, chosen by {count} with the language's plural rules.
export const en = {
  // Form validation (spec §5): core's zod schemas carry these codes as their messages.
  "validation.required": "*Required",
  "validation.companyLong": "*Company name is longer than usual",
  "validation.addressLong": "*Address is longer than usual",
  "validation.nameLong": "*Must be at most 50 characters",
  "validation.emailLong": "*Must be at most 254 characters",
  "validation.stateLength": "*State can be only 2 characters",
  "validation.numbersNotAllowed": "*Numbers not allowed",
  "validation.onlyLetters": "*Only letters allowed",
  "validation.onlyNumbers": "*Only numbers allowed",
  "validation.phoneLength": "*Phone cannot be longer or shorter than 10 digits",
  "validation.zipShort": "*ZIP cannot be shorter than 5 digits",
  "validation.zipLong": "*ZIP cannot be longer than 10 digits",
  "validation.emailInvalid": "*Invalid email address",
  "validation.holderRequired": "*Card holder is required field",
  "validation.holderShort": "*Card holder name must be at least 3 characters",
  "validation.holderLong": "*Card holder name is longer than usual",
  "validation.cardNumber": "*Card number must be 15 or 16 digits",
  "validation.cardInvalid": "*Card number is not valid",
  "validation.expiryMonth": "*Expiry month must be valid month",
  "validation.expiryYear": "*Expiry year must be valid year",
  "validation.cardExpired": "*Card has expired",
  "validation.cvv3": "*CVV must be 3 digits",
  "validation.cvv4": "*CVV must be 4 digits",
  "validation.giftCode": "Please enter valid gift card number.",
  "validation.passwordShort": "*Password must be at least 8 characters",
  "validation.passwordMismatch": "*Passwords do not match",
  "validation.messageLong": "*Message is longer than usual",

  // Quantities and prices of a product (spec §5, §8).
  "quantity.bounds": "*Please, select quantity between {min} and {max}!",
  "quantity.belowMinimum": "Error, {name} is not added to cart. Quantity must be at least {minimum}.",
  "quantity.invalid": "{name}: quantity must be a whole number of at least 1.",
  "price.none": "Error, {name} is not added to cart. It has no price in {color} {size}.",

  // What stops a cart line from being sold as asked (core's line issues, docs/decisions/0027).
  "line.unknownProduct": "Product {productId} is not sold in this store.",
  "line.unknownColor": "{name} is not made in {color}.",
  "line.unknownSize": "{name} is not made in {color} {size}.",
  "line.notPersonalisable": "{name} cannot be personalised.",
  "line.unknownField": '{name}: "{field}" is not a personalization field of this store.',
  "line.tooLong": "{name}: {field} must be at most {max} characters.",
  "line.unitMissing": "{name} in {color} {size}: personalization for unit {unit} of {quantity}.",
  "stock.soldOut": "{name} in {color} {size} is sold out.",
  "stock.short": {
    one: "Only {count} of {name} in {color} {size} is left.",
    other: "Only {count} of {name} in {color} {size} are left.",
  },
  "order.noItems": "Every size quantity is 0; the order has no items.",

  // Placing an order (spec §8).
  "order.placed": "Your order has been placed.",
  "order.closed": "This store is closed and is not taking orders.",

  // Pop-up store windows and the fundraiser's progress (docs/decisions/0032).
  "window.opensOn": "This store opens on {date}.",
  "window.closedOn": "This store closed on {date}.",
  "window.closesOn": "Open until {date}.",
  "window.closesIn": "Store closes in {time}",
  "window.days": { one: "{count} day", other: "{count} days" },
  "window.hours": { one: "{count} hour", other: "{count} hours" },
  "window.minutes": { one: "{count} minute", other: "{count} minutes" },
  "fundraiser.title": "Fundraiser",
  "fundraiser.progress": "{raised} raised of {goal} — {percent} %",
  "fundraiser.approximate": "Amounts in {currency} are approximate; the fundraiser counts in {storeCurrency}.",

  // "Notify me" on a closed or not-yet-open store (docs/decisions/0032).
  "notify.title": "Tell me when it opens",
  "notify.email": "E-mail address",
  "notify.submit": "Notify me",
  "notify.checkEmail": "Check your e-mail: we sent you a link to confirm your address.",
  "notify.confirmed": "You are on the list: we will e-mail you once when the store opens.",
  "notify.unsubscribed": "You are unsubscribed: we will not e-mail you about this store.",
  "notify.badLink": "This link is not valid.",
  "notify.notClosed": "This store is open: there is nothing to wait for.",
  "notify.over": "This store has closed for good: there is no opening to wait for.",
  "notify.tooMany": {
    one: "Too many sign-ups. Try again in {count} minute.",
    other: "Too many sign-ups. Try again in {count} minutes.",
  },
  "order.stillPlacing": "This order is still being placed. Please wait a moment before trying again.",
  "order.shippingGone": "The shipping method you chose is no longer available. Please choose another.",
  "order.shippingChanged": "Shipping changed. Please review your order.",
  "order.taxChanged": "Tax changed. Please review your order.",
  "order.totalChanged": "Your order total changed. Please review your order.",
  "order.pricesChanged": "Prices changed. Please review your order.",
  "order.notFound": "Order not found.",
  "order.trackNotFound": "We could not find an order with this number and e-mail address.",
  "order.tooManyLookups": {
    one: "Too many lookups. Try again in {count} second.",
    other: "Too many lookups. Try again in {count} seconds.",
  },

  // Payment.
  "payment.invalidCard": "Invalid credit card.",
  "payment.declined": "Your card was declined.",
  "payment.cardNumberRefused": "Card numbers must not be sent to the store.",
  "payment.numberInvalid": "Your card number is invalid.",
  "payment.monthInvalid": "Your card's expiry month is invalid.",
  "payment.yearInvalid": "Your card has expired or its expiry year is invalid.",
  "payment.cvcLength": "Your card's security code must be {digits} digits.",

  // Gift cards (spec §5, §8).
  "gift.applied": "Gift card code applied.",
  "gift.unknown": "We could not find this gift card. Please check the number.",
  "gift.spent": "This gift card has no balance left.",
  "gift.removed": "Gift card removed.",
  "gift.notApplied": "This gift card is not applied to your order.",
  "gift.reservationGone": "This gift card is no longer applied to your order. Please apply it again.",
  "gift.consumed": "This gift card was already used for an order.",
  "gift.busy": "This gift card is being used in other checkouts. Please try again later.",
  "gift.tooManyTries": {
    one: "Too many gift card numbers tried. Try again in {count} minute.",
    other: "Too many gift card numbers tried. Try again in {count} minutes.",
  },

  // Store access and the store itself.
  "store.locked": "This store is private. Enter the store password to continue.",
  "store.tooManyPasswords": {
    one: "Too many wrong passwords. Try again in {count} minute.",
    other: "Too many wrong passwords. Try again in {count} minutes.",
  },
  "product.notFound": "Product not found",

  // Providers and the unexpected.
  "provider.shippingUnavailable": "Shipping rates are unavailable right now. Please try again.",
  "provider.taxUnavailable": "Tax cannot be calculated right now. Please try again.",
  "provider.paymentUnavailable": "The payment service is unavailable right now. Please try again.",
  "server.error": "Something went wrong on our side.",

  // The order confirmation e-mail, written in the language the order was placed in.
  "mail.notifyConfirmSubject": "Confirm: tell me when {store} opens",
  "mail.notifyConfirmText": "You asked to be e-mailed once when {store} opens. Please confirm your address:",
  "mail.notifyConfirmAction": "Confirm my address",
  "mail.notifyOpenSubject": "{store} is open",
  "mail.notifyOpenText": "{store} is open for orders now. You asked us to tell you; this is the only e-mail about it.",
  "mail.notifyOpenAction": "Visit the store",
  "mail.notifyUnsubscribe": "Unsubscribe",
  "mail.reminderSubject": "{store} closes in {time}",
  "mail.reminderText":
    "{store} closes on {date}. So far: {orders} orders, {sales} in sales, {raised} raised for the fundraiser.",
  "mail.closedSubject": "{store} has closed: production totals",
  "mail.closedText":
    "{store} closed on {date} with {orders} orders, {sales} in sales and {raised} raised for the fundraiser.",
  "mail.productionItem": "Item",
  "mail.productionUnits": "Units",
  "mail.productionTotal": "Total units",
  "mail.subject": "Your order {orderNumber} at {store}",
  "mail.title": "Order {orderNumber} — {store}",
  "mail.thankYou": "Thank you",
  "mail.received": "Your order has been received",
  "mail.orderNumber": "Order number:",
  "mail.createdAt": "Created at:",
  "mail.total": "Total:",
  "mail.paymentMethod": "Payment method:",
  "mail.cardEnding": "{brand} ending in {last4}",
  "mail.delivery": "Delivery:",
  "mail.product": "Product",
  "mail.color": "Color",
  "mail.size": "Size",
  "mail.qty": "Qty",
  "mail.price": "Price",
  "mail.lineTotal": "Total",
  "mail.personalization": "Personalization",
  "mail.subtotal": "Subtotal",
  "mail.tax": "Tax",
  "mail.shipping": "Shipping",
  "mail.giftCard": "Gift card",
  "mail.grandTotal": "Total",
  "mail.shippingAddress": "Shipping address",
  "mail.billingAddress": "Billing address",
  "mail.notes": "Order notes",
  "mail.testMode": "Test mode — no real charges: this order was paid with a test card.",
  // ---- Order status workflow (docs/decisions/0038): operator refusals, status words, track-order
  // page, status e-mails. Kept together at the end of the catalogue.
  "orderWorkflow.unknownStatus":
    "{status} is not an order status: use Processing, In production, Shipped, Delivered or Cancelled.",
  "orderWorkflow.sameStatus": "Order {orderNumber} is already {status}.",
  "orderWorkflow.notAllowed": "Order {orderNumber} is {from}: it cannot be marked {to}.",
  "orderWorkflow.trackingRequired": "A shipped order needs the carrier and the tracking number.",
  "orderWorkflow.changedMeanwhile": "Order {orderNumber} was changed meanwhile. Reload it and try again.",
  "tracking.processing": "Processing",
  "tracking.inProduction": "In production",
  "tracking.shipped": "Shipped",
  "tracking.delivered": "Delivered",
  "tracking.cancelled": "Cancelled",
  "tracking.history": "Order history",
  "tracking.date": "Date",
  "tracking.carrier": "Carrier",
  "tracking.trackingNumber": "Tracking number",
  "tracking.shipment": "Shipment",
  "tracking.cancelledNote": "This order was cancelled; the payment is given back.",
  "mail.statusSubject": "Your order {orderNumber} at {store}: {status}",
  "mail.statusInProduction": "Good news: your order {orderNumber} is now in production.",
  "mail.statusShipped": "Your order {orderNumber} has shipped with {carrier}. Tracking number: {trackingNumber}.",
  "mail.statusDelivered": "Your order {orderNumber} has been delivered. Thank you for shopping at {store}.",
  "mail.statusCancelled":
    "Your order {orderNumber} has been cancelled. The payment is given back to your card, and any gift card amount to your gift card; it may take a few days to show.",
  "mail.statusTrackHint":
    "You can follow your order on the store's Track Order page with its number and your e-mail address.",
} as const;
