import type { enA11y } from "./en-a11y";
import type { Message } from "./t";

export const ruA11y: Record<keyof typeof enA11y, Message> = {
  "a11y.cartLineRemoved": "{name} ({color}, размер {size}) удалён из корзины.",
  "a11y.wishlistRemoved": "{name} удалён из избранного.",
  "a11y.storeUnlocked": "Магазин открыт.",
  "a11y.notFoundSearch": "Поиск по магазину",
  "a11y.weightInPounds": "{weight} фнт",
  "a11y.notifications": "Уведомления",
  "a11y.resultsTotal": {
    one: "{count} товар",
    few: "{count} товара",
    many: "{count} товаров",
    other: "{count} товара",
  },
  "a11y.creditCard": "Банковская карта",
  "a11y.pauseSlides": "Остановить слайд-шоу",
  "a11y.compareRemoved": "{name} удалён из сравнения.",
  "a11y.suggestionCount": {
    one: "{count} подсказка",
    few: "{count} подсказки",
    many: "{count} подсказок",
    other: "{count} подсказки",
  },
};
