// Carrier names a shopper and an operator know, for the carrier codes ShipStation uses (its
// /carriers list); any other code is shown as it is.
const CARRIER_NAMES: Readonly<Record<string, string>> = {
  ups: "UPS",
  ups_walleted: "UPS",
  fedex: "FedEx",
  fedex_walleted: "FedEx",
  stamps_com: "USPS",
  usps: "USPS",
  dhl_express: "DHL Express",
  dhl_express_worldwide: "DHL Express",
  dhl_ecommerce: "DHL eCommerce",
  ontrac: "OnTrac",
  canada_post: "Canada Post",
  royal_mail: "Royal Mail",
};

export function carrierName(code: string): string {
  return CARRIER_NAMES[code.trim().toLowerCase()] ?? code;
}
