import type { enA11y } from "./en-a11y";
import type { Message } from "./t";

export const arA11y: Record<keyof typeof enA11y, Message> = {
  "a11y.cartLineRemoved": "تمت إزالة {name} ({color}، المقاس {size}) من السلة.",
  "a11y.wishlistRemoved": "تمت إزالة {name} من قائمة الأمنيات.",
  "a11y.storeUnlocked": "تم فتح المتجر.",
  "a11y.notFoundSearch": "ابحث في المتجر",
  "a11y.weightInPounds": "{weight} رطل",
  "a11y.notifications": "الإشعارات",
  "a11y.resultsTotal": {
    zero: "{count} منتج",
    one: "منتج واحد",
    two: "منتجان",
    few: "{count} منتجات",
    many: "{count} منتجًا",
    other: "{count} منتج",
  },
  "a11y.creditCard": "بطاقة ائتمان",
  "a11y.pauseSlides": "إيقاف العرض",
  "a11y.compareRemoved": "تمت إزالة {name} من المقارنة.",
  "a11y.suggestionCount": {
    zero: "لا اقتراحات",
    one: "اقتراح واحد",
    two: "اقتراحان",
    few: "{count} اقتراحات",
    many: "{count} اقتراحًا",
    other: "{count} اقتراح",
  },
};
