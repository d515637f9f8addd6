// Core's validation messages (spec §5, §8), keyed for translation. Core speaks English, verbatim from
// the spec; `localizeMessage()` (./t.ts) shows any of them in the page's language by looking the
// English text up here, so schemas stay in core and forms stay translated.
export const enValidation = {
  "validation.required": "*Required",
  "validation.companyLong": "*Company name is longer than usual",
  "validation.addressLong": "*Address is longer than usual",
  "validation.stateLength": "*State can be only 2 characters",
  "validation.numbersNotAllowed": "*Numbers not allowed",
  "validation.onlyLetters": "*Only letters allowed",
  "validation.onlyNumbers": "*Only numbers allowed",
  "validation.phoneLength": "*Phone cannot be longer or shorter than 10 digits",
  "validation.zipShort": "*ZIP cannot be shorter than 5 digits",
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
} as const;
