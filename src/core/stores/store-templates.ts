// Templates a new store starts from in the console (issue 21): data, not code, so another template is
// one more entry. Each is a store document (spec §3) missing only what the operator types: the id,
// the name and the address. The defaults of StoreDataSchema fill everything not written here.
import type { StoreDataInput } from "~core/entities/store.schema";

export const STORE_TEMPLATE_IDS = ["team", "fundraiser"] as const;
export type StoreTemplateId = (typeof STORE_TEMPLATE_IDS)[number];

export function isStoreTemplateId(value: string): value is StoreTemplateId {
  return (STORE_TEMPLATE_IDS as readonly string[]).includes(value);
}

/** The store document of a template, named and addressed. */
export function storeFromTemplate(template: StoreTemplateId, name: string, domain: string): StoreDataInput {
  const common: StoreDataInput = {
    primaryInformation: { storeURL: `https://${domain}`, storeName: name, isActive: true, privateStore: false },
    storeBranding: {
      primaryColor: "#1f3a93",
      secondaryColor: "#f2a900",
      tertiaryColor: "#e9eef8",
      textColor: "#1b1b1b",
      buttonColor: "#1f3a93",
      buttonTextColor: "#ffffff",
    },
    contentManagement: [
      {
        name: "Home",
        url: "/",
        sort: 0,
        navbarVisibility: true,
        sections: [
          { type: "html", sort: 0, html: `<h2>${escapeHtml(name)}</h2><p>Order by the closing date.</p>` },
          { type: "productsCarousel", sort: 1, title: "Products", source: "latest", limit: 8 },
        ],
      },
      { name: "Shop", url: "/shop", sort: 1, productPage: true },
    ],
    storeSpecificFeatures: { minumumQuantity: 0, maximumQuantity: 0, paymentMethods: ["Credit Card"] },
    personalizationManagement: [
      { name: "Name", price: 5 },
      { name: "Number", price: 3 },
    ],
    storeMessage: { active: false, closedMessage: "This store is closed. Thank you for your orders." },
    shippingMethods: {
      shippingCompanies: {
        pickUp: false,
        groupPickUp: true,
        // One ground service, so a store made from a template can take orders at once; the operator
        // changes it (and adds pick-up places) under Shipping and pick-up.
        shipStation: {
          serviceTypes: [
            { carrierCode: "ups", serviceCode: "ups_ground", name: "UPS Ground", flatRate: 8.95, perLbRate: 0.65 },
          ],
        },
      },
      shippingAddresses: [],
    },
  };
  if (template === "team") return common;
  return {
    ...common,
    storeBranding: { ...common.storeBranding, primaryColor: "#0b6e4f", buttonColor: "#0b6e4f" },
    fundraiser: { isEnabled: true, amountPerItem: 2, amountPerOrder: 0, percentage: 0, goalAmount: 1000 },
    contentManagement: [
      {
        name: "Home",
        url: "/",
        sort: 0,
        sections: [
          {
            type: "html",
            sort: 0,
            html: `<h2>${escapeHtml(name)}</h2><p>Every item you buy supports the fundraiser.</p>`,
          },
          { type: "productsCarousel", sort: 1, title: "Featured", source: "Featured", limit: 8 },
        ],
      },
      { name: "Shop", url: "/shop", sort: 1, productPage: true },
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
