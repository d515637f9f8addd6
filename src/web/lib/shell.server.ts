// The slice of the store document every page needs: header (navigation, phone, account), footer,
// branding and the closed message. Kept small on purpose: it is serialised into every page for
// hydration. Store HTML in it (footer items) is sanitised here, on the server.
import { directionOf, type Currency, type Locale } from "~core/i18n/locale";
import { pricingStoreOf, type PricingStore } from "./pricing-store";
import { focusRingColor, readableTextColor } from "~core/branding/contrast";
import type { ContentEntry, StoreData } from "~core/entities/store.schema";
import type { WebLoadContext } from "~server/context";
import { t } from "../i18n/t";
import { categoryForPage, categoryTree, flattenCategories, type CategoryNode } from "./categories";
import { sharedView } from "../document/shared-views.server";
import type { PackedView } from "./packed-view";
import { pageUrl } from "./page-url.server";
import { safeHref, sanitizeInlineHtml } from "./sanitize.server";

export interface NavItem {
  label: string;
  /** The label is the page's own text ("Home"), not the store's: not marked with the content language. */
  translated?: true;
  url: string;
  children: NavItem[];
}
export interface NavEntry extends NavItem {
  submenuType: "menu" | "megamenu" | null;
}
export interface FooterLink {
  /** Sanitised inline HTML. */
  html: string;
  href: string | null;
}
export interface FooterData {
  logoUrl: string | null;
  companyLink: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  openHours: string | null;
  sections: { title: string; links: FooterLink[] }[];
  social: { type: string; href: string }[];
}

export interface ShellData {
  storeId: string;
  storeName: string;
  logoUrl: string | null;
  isActive: boolean;
  closedMessage: string;
  /** A pop-up store before its window opens: its own message, or the default one. */
  notYetOpenMessage: string;
  themeCss: string;
  locale: Locale;
  dir: "ltr" | "rtl";
  /** The language of the store's own content when it differs from the page's (its `lang`), else undefined. */
  contentLang: string | undefined;
  currency: Currency;
  /** Scheme and host of the request, for canonical and Open Graph URLs. */
  origin: string;
  phone: string | null;
  isPrivate: boolean;
  /** True on a public store, and on a private one the visitor has unlocked (decided by the server). */
  unlocked: boolean;
  nav: NavEntry[];
  footer: FooterData;
  /** What the product page, quick view and cart price with (core's pricing). */
  pricing: PricingStore;
}

/**
 * The shell, shared by requests in the same language, currency and origin while the store is unchanged,
 * packed as JSON text for each request (decision 0058).
 */
export function loadShell(context: WebLoadContext, request: Request): Promise<PackedView<ShellData>> {
  const origin = pageUrl(request).origin;
  const unlocked = context.unlocked === true;
  return sharedView(
    context,
    "shell",
    { locale: context.locale, currency: context.currency, origin, unlocked },
    (viewContext) => shell(viewContext, origin, unlocked),
  );
}

async function shell(context: WebLoadContext, origin: string, unlocked: boolean): Promise<ShellData> {
  const { store } = context;
  const { primaryInformation: info, storeBranding: brand, storeMessage, footerManagement } = store.data;
  return {
    storeId: store.id,
    storeName: info.storeName,
    logoUrl: info.showMainLogo && brand.storeLogo ? brand.storeLogo : null,
    isActive: info.isActive,
    closedMessage: storeMessage.closedMessage.trim() || t("closed.default"),
    notYetOpenMessage: storeMessage.notYetOpenMessage.trim() || t("closed.notYetOpenDefault"),
    themeCss: themeCss(store.data),
    locale: context.locale,
    dir: directionOf(context.locale),
    contentLang: info.contentLanguage === context.locale ? undefined : info.contentLanguage,
    currency: context.currency,
    origin,
    phone: info.customerServicePhone || null,
    isPrivate: info.privateStore,
    unlocked,
    nav: navigation(store.data, await loadCategories(context), unlocked),
    footer: footer(store.data, footerManagement),
    pricing: pricingStoreOf(store.data),
  };
}

/**
 * The catalogue's category tree. A locked private store's catalogue refuses every call, so its
 * navigation is named from the store document's own category list.
 */
export async function loadCategories(context: WebLoadContext): Promise<CategoryNode[]> {
  if (context.unlocked !== true) return categoryTree(context.store.data.categories);
  return context.catalog.getCategories();
}

function themeCss(data: StoreData): string {
  const brand = data.storeBranding;
  const theme: Record<string, string> = {
    "--brand-primary": brand.primaryColor,
    "--brand-primary-text": readableTextColor(brand.primaryColor, "#ffffff"),
    "--brand-secondary": brand.secondaryColor,
    "--brand-secondary-text": readableTextColor(brand.secondaryColor, brand.textColor),
    "--brand-tertiary": brand.tertiaryColor,
    "--brand-text": readableTextColor("#ffffff", brand.textColor),
    // Links and headings sit on white: the primary colour when it reads there, else black or white.
    "--brand-link": readableTextColor("#ffffff", brand.primaryColor),
    "--brand-button": brand.buttonColor,
    "--brand-button-text": readableTextColor(brand.buttonColor, brand.buttonTextColor),
    // The focus ring sits on white or the surface colour: the accent when it shows there (3:1), else
    // the primary or the text colour, else black.
    "--brand-focus": focusRingColor(
      ["#ffffff", brand.tertiaryColor],
      [brand.secondaryColor, brand.primaryColor, brand.textColor],
    ),
  };
  // Values are validated #rrggbb colours (StoreDataSchema), so they are safe inside a <style> element.
  return `:root{${Object.entries(theme)
    .map(([k, v]) => `${k}:${v}`)
    .join(";")}}`;
}

const isHome = (entry: ContentEntry) => entry.url === "/" || entry.name.toLowerCase() === "home";
const isShop = (url: string) => url === "/shop" || url.startsWith("/shop/") || url.startsWith("/shop?");

/**
 * Header navigation from contentManagement: visible entries in sort order, with their menu or
 * megamenu; labels of entries that name a category take the category's name (spec §2). The /shop
 * entry (and shop links in submenus) appear only to an unlocked visitor.
 */
function navigation(data: StoreData, tree: CategoryNode[], unlocked: boolean): NavEntry[] {
  const categories = flattenCategories(tree);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const categoryName = (url: string, fallback: string) => {
    const match = /^\/category\/(.+?)\/?$/.exec(url);
    return (match && byId.get(decodeURIComponent(match[1]!))?.name) || fallback;
  };
  return [...data.contentManagement]
    .filter((entry) => entry.navbarVisibility && (unlocked || !isShop(entry.url)))
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => {
      const pageCategory = entry.productPage ? categoryForPage(entry, categories) : undefined;
      const label = isHome(entry) ? t("shell.home") : (pageCategory?.name ?? categoryName(entry.url, entry.name));
      const children = (entry.submenu?.menu ?? [])
        .filter((item) => unlocked || !isShop(item.url))
        .map((item) => ({
          label: categoryName(item.url, item.title),
          url: item.url,
          children: item.children
            .filter((child) => unlocked || !isShop(child.url))
            .map((child) => ({ label: categoryName(child.url, child.title), url: child.url, children: [] })),
        }));
      return {
        label,
        ...(isHome(entry) ? { translated: true as const } : {}),
        url: isHome(entry) ? "/" : entry.url,
        children,
        submenuType: children.length > 0 ? (entry.submenu?.type ?? null) : null,
      };
    });
}

function footer(data: StoreData, management: StoreData["footerManagement"]): FooterData {
  const copyright = management.footerCopyrightSection;
  const info = data.primaryInformation;
  const brand = data.storeBranding;
  const section = (s: { title: string; items: { text: string; link: string }[] } | undefined) =>
    s && {
      title: s.title,
      links: s.items.map((item) => ({ html: sanitizeInlineHtml(item.text), href: safeHref(item.link) })),
    };
  return {
    logoUrl: copyright.footerLogo || null,
    companyLink: copyright.copyRightCompanyLink ? safeHref(copyright.copyRightCompanyLink) : null,
    address: copyright.copyRightCompanyAddress || null,
    phone: copyright.copyRightCompanyPhone || info.customerServicePhone || null,
    email: copyright.copyRightCompanyEmail || info.customerServiceEmail || null,
    openHours: copyright.copyRightCompanyOpenHours || null,
    sections: [section(management.footerSectionFirst), section(management.footerSectionSecond)].filter(
      (s): s is FooterData["sections"][number] => s !== undefined,
    ),
    social: brand.displaySocialMedia
      ? brand.socialMedia.flatMap((s) => {
          const href = safeHref(s.address);
          return href ? [{ type: s.type, href }] : [];
        })
      : [],
  };
}
