// The store editor's link pickers and rich-text editor in English (issue 45); ru and ar twins in
// store-links-ru.ts and store-links-ar.ts.
export const storeLinksEn = {
  "stores.link.kind": "Links to",
  "stores.link.kind.category": "A category of this store",
  "stores.link.kind.page": "A page of this store",
  "stores.link.kind.product": "A product",
  "stores.link.kind.external": "A web address",
  "stores.link.kind.advanced": "Advanced: typed link",
  "stores.link.category": "Category",
  "stores.link.page": "Page",
  "stores.link.choose": "Choose…",
  "stores.link.product": "Product address name",
  "stores.link.productHint": "Start typing: this store's products are suggested.",
  "stores.link.external": "Web address",
  "stores.link.externalHint": "Starts with https://, mailto: or tel:.",
  "stores.link.advanced": "Link as stored",
  "stores.link.advancedHint":
    "The store front's own form: /category/<id>, /shop/products/<name>, a page's address or a web address.",
  "stores.rich.toolbar": "Formatting",
  "stores.rich.bold": "Bold",
  "stores.rich.italic": "Italic",
  "stores.rich.heading": "Heading",
  "stores.rich.bulletList": "Bulleted list",
  "stores.rich.orderedList": "Numbered list",
  "stores.rich.link": "Link",
  "stores.rich.linkPrompt": "Web address of the link (empty removes it)",
  "stores.rich.loading": "Loading the editor…",
  "stores.rich.advanced": "Advanced (HTML)",
  "stores.rich.htmlLabel": "{label} (HTML)",
  "stores.rich.advancedHint": "The text as HTML. What is saved is cleaned by the same rules as the store front's.",
} as const;

export type StoreLinksTexts = { readonly [K in keyof typeof storeLinksEn]: string };
