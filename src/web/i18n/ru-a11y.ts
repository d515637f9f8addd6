import type { enA11y } from "./en-a11y";

export const ruA11y: Record<keyof typeof enA11y, string> = {
  "a11y.cartLineRemoved": "{name} ({color}, размер {size}) удалён из корзины.",
  "a11y.wishlistRemoved": "{name} удалён из избранного.",
  "a11y.storeUnlocked": "Магазин открыт.",
  "a11y.notFoundSearch": "Поиск по магазину",
  "a11y.compareRemoved": "{name} удалён из сравнения.",
};
