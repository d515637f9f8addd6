// The shopper's state kept in the browser (spec §4 "Persisted client state", ARCHITECTURE §8): cart,
// wishlist, compare, currency, locale, mobile menu, quick view, sidebar and gift card under one
// local-storage key with version 2. A value of another version, or one that cannot be read, is
// discarded rather than crashing the page. Each store has its own domain, so its own storage.
// Delayed transitions (cart 500 ms, wishlist/compare 500 ms) follow spec §9; the cart's prices are
// set by core's pricing and confirmed by the server's quote (lib/cart-quote.ts).
import { useEffect, useState } from "react";
import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { forgetEarlyClick } from "./early-click";
import {
  addCartItem,
  dedupeCartItems,
  emptyCart,
  recomputeCartTotals,
  removeCartItem,
  updateCartItemQuantity,
  type Cart,
  type CartItem,
  type NewCartItem,
} from "~core/cart/cart";

export const CLIENT_STATE_KEY = "storefront";
export const CLIENT_STATE_VERSION = 2;
/** Spec §9: cart add/remove/update and wishlist/compare changes apply after 500 ms. */
export const CHANGE_DELAY_MS = 500;

/** What the wishlist and compare pages need of a product (spec §3 wishlist / compare item). */
export interface SavedProduct {
  id: string;
  name: string;
  href: string;
  imageUrl: string;
  /** Decimal units ('From' price). */
  price: number;
  /** For the quick view, which fetches by slug. */
  slug: string;
}

export interface GiftCardState {
  code: string;
  orderKey?: string;
}

interface PersistedState {
  cart: Cart;
  wishlist: SavedProduct[];
  compare: SavedProduct[];
  currency: string;
  locale: "en" | "ru" | "ar";
  mobileMenuOpen: boolean;
  /** Slug of the product whose quick view is open. */
  quickView: string | null;
  sidebarOpen: boolean;
  giftCard: GiftCardState | null;
}

interface TransientState {
  /** Cart line ids whose removal or quantity change is waiting for its 500 ms. */
  pendingLines: number[];
  /** Product ids waiting to leave the wishlist or compare list. */
  pendingRemovals: string[];
  /** Price changes the server's last quote made, for the cart page's notice. */
  priceNotices: string[];
}

interface Actions {
  addToCart(items: NewCartItem[], reprice?: (cart: Cart) => Cart): Promise<void>;
  updateCartQuantity(itemId: number, quantity: number): Promise<void>;
  removeFromCart(item: Pick<CartItem, "id" | "product" | "color" | "label">): Promise<void>;
  clearCart(): void;
  /** Replaces the cart's lines with server-priced ones and records what changed. */
  applyQuote(update: (cart: Cart) => { cart: Cart; notices: string[] }): void;
  dismissPriceNotices(): void;
  addToList(list: "wishlist" | "compare", product: SavedProduct): Promise<boolean>;
  removeFromList(list: "wishlist" | "compare", productId: string): Promise<void>;
  openQuickView(slug: string): void;
  closeQuickView(): void;
  /** The gift card applied at checkout (its code and reservation key), or none. */
  setGiftCard(giftCard: GiftCardState | null): void;
}

export type ClientState = PersistedState & TransientState & Actions;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function initialPersisted(): PersistedState {
  return {
    cart: emptyCart(),
    wishlist: [],
    compare: [],
    currency: "USD",
    locale: "en",
    mobileMenuOpen: false,
    quickView: null,
    sidebarOpen: false,
    giftCard: null,
  };
}

// A corrupt value must not break the page: unreadable JSON is removed and reads as nothing.
const safeLocalStorage: StateStorage = {
  getItem(name) {
    const raw = localStorage.getItem(name);
    if (raw === null) return null;
    try {
      JSON.parse(raw);
      return raw;
    } catch {
      localStorage.removeItem(name);
      return null;
    }
  },
  setItem: (name, value) => localStorage.setItem(name, value),
  removeItem: (name) => localStorage.removeItem(name),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isSaved = (value: unknown): value is SavedProduct =>
  isObject(value) && typeof value.id === "string" && typeof value.name === "string" && typeof value.href === "string";
const isCartItem = (value: unknown): value is CartItem =>
  isObject(value) &&
  typeof value.id === "number" &&
  isObject(value.product) &&
  typeof value.product.id === "string" &&
  typeof value.label === "string" &&
  typeof value.color === "string" &&
  typeof value.price === "number" &&
  typeof value.quantity === "number" &&
  isObject(value.options) &&
  Array.isArray(value.options.personalization);

/** Keeps only the parts of a stored value that have the right shape; the rest fall back to defaults. */
export function readPersisted(stored: unknown): PersistedState {
  const state = initialPersisted();
  if (!isObject(stored)) return state;
  if (isObject(stored.cart) && Array.isArray(stored.cart.items) && stored.cart.items.every(isCartItem)) {
    const items = stored.cart.items;
    const lastItemId = Math.max(0, ...items.map((item) => item.id), Number(stored.cart.lastItemId) || 0);
    state.cart = dedupeCartItems(recomputeCartTotals({ ...emptyCart(), lastItemId, items }));
  }
  if (Array.isArray(stored.wishlist)) state.wishlist = stored.wishlist.filter(isSaved);
  if (Array.isArray(stored.compare)) state.compare = stored.compare.filter(isSaved);
  if (typeof stored.currency === "string") state.currency = stored.currency;
  if (stored.locale === "ru" || stored.locale === "ar") state.locale = stored.locale;
  if (isObject(stored.giftCard) && typeof stored.giftCard.code === "string")
    state.giftCard = stored.giftCard as unknown as GiftCardState;
  return state;
}

export const useClientState = create<ClientState>()(
  persist(
    (set, get) => ({
      ...initialPersisted(),
      pendingLines: [],
      pendingRemovals: [],
      priceNotices: [],

      async addToCart(items, reprice) {
        await wait(CHANGE_DELAY_MS);
        let cart = items.reduce(addCartItem, get().cart);
        if (reprice) cart = reprice(cart);
        set({ cart });
      },

      async updateCartQuantity(itemId, quantity) {
        set({ pendingLines: [...get().pendingLines, itemId] });
        await wait(CHANGE_DELAY_MS);
        set({
          cart: updateCartItemQuantity(get().cart, itemId, quantity),
          pendingLines: get().pendingLines.filter((id) => id !== itemId),
        });
      },

      async removeFromCart(item) {
        set({ pendingLines: [...get().pendingLines, item.id] });
        await wait(CHANGE_DELAY_MS);
        set({
          cart: removeCartItem(get().cart, { productId: item.product.id, color: item.color, label: item.label }),
          pendingLines: get().pendingLines.filter((id) => id !== item.id),
        });
      },

      clearCart: () => set({ cart: emptyCart() }),

      applyQuote(update) {
        const { cart, notices } = update(get().cart);
        set({ cart, priceNotices: [...get().priceNotices, ...notices] });
      },

      dismissPriceNotices: () => set({ priceNotices: [] }),

      async addToList(list, product) {
        if (get()[list].some((saved) => saved.id === product.id)) return false;
        await wait(CHANGE_DELAY_MS);
        if (get()[list].some((saved) => saved.id === product.id)) return false;
        set({ [list]: [...get()[list], product] } as Pick<PersistedState, typeof list>);
        return true;
      },

      async removeFromList(list, productId) {
        set({ pendingRemovals: [...get().pendingRemovals, productId] });
        await wait(CHANGE_DELAY_MS);
        set({
          [list]: get()[list].filter((saved) => saved.id !== productId),
          pendingRemovals: get().pendingRemovals.filter((id) => id !== productId),
        } as Partial<ClientState>);
      },

      // A second click on the same product while its quick view is on its way cancels it.
      openQuickView: (slug) => set({ quickView: get().quickView === slug ? null : slug }),
      closeQuickView: () => set({ quickView: null }),
      setGiftCard: (giftCard) => set({ giftCard }),
    }),
    {
      name: CLIENT_STATE_KEY,
      version: CLIENT_STATE_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
      // Rehydrated after hydration (ClientStateHydrator), so the server's HTML and the first client
      // render agree.
      skipHydration: true,
      partialize: (state): PersistedState => ({
        cart: state.cart,
        wishlist: state.wishlist,
        compare: state.compare,
        currency: state.currency,
        locale: state.locale,
        mobileMenuOpen: state.mobileMenuOpen,
        quickView: state.quickView,
        sidebarOpen: state.sidebarOpen,
        giftCard: state.giftCard,
      }),
      // Any other version is discarded (spec §4).
      migrate: () => initialPersisted(),
      merge: (stored, current) => ({ ...current, ...readPersisted(stored), quickView: null }),
    },
  ),
);

/** Loads the saved state once the page has hydrated; `data-hydrated` on <html> then says the page is interactive. */
export function rehydrateClientState(): void {
  void useClientState.persist.rehydrate();
  document.documentElement.dataset.hydrated = "true";
  forgetEarlyClick(); // the components that could take it have mounted (their effects ran first)
}

/** False on the server and until the saved state has been loaded, so pages can wait for it. */
export function useClientStateHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(useClientState.persist.hasHydrated());
    return useClientState.persist.onFinishHydration(() => setHydrated(true));
  }, []);
  return hydrated;
}
