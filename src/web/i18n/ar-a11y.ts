import type { enA11y } from "./en-a11y";

export const arA11y: Record<keyof typeof enA11y, string> = {
  "a11y.cartLineRemoved": "تمت إزالة {name} ({color}، المقاس {size}) من السلة.",
  "a11y.wishlistRemoved": "تمت إزالة {name} من قائمة الأمنيات.",
  "a11y.storeUnlocked": "تم فتح المتجر.",
  "a11y.notFoundSearch": "ابحث في المتجر",
  "a11y.compareRemoved": "تمت إزالة {name} من المقارنة.",
};
