// The account area's sample data (spec §1, §2: template content with fixed data). People's names, streets
// and product names are written for each language; PRICES are USD per unit of the i-th of each language's products.
// src/web/lib/account-samples.server.ts derives the order history from them.
import type { Locale } from "~core/i18n/locale";
import type { AddressView } from "~web/lib/account";
import type { LocaleSamples } from "~web/lib/account-samples";

const address = (fields: Omit<AddressView, "company" | "address2" | "country" | "isDefault"> & Partial<AddressView>) =>
  ({ company: "", address2: "", country: "US", isDefault: false, ...fields }) satisfies AddressView;

export const ACCOUNT_SAMPLES: Record<Locale, LocaleSamples> = {
  en: {
    customer: { firstName: "Ryan", lastName: "Ford", email: "ryan.ford@example.com", phone: "3125550147" },
    addresses: [
      address({
        id: "1",
        firstName: "Ryan",
        lastName: "Ford",
        company: "Lakeside Rowing Club",
        email: "ryan.ford@example.com",
        phone: "3125550147",
        address1: "715 Lake Shore Drive",
        address2: "Suite 4",
        city: "Chicago",
        state: "IL",
        zip: "60611",
        isDefault: true,
      }),
      address({
        id: "2",
        firstName: "Jupiter",
        lastName: "Saturnov",
        email: "jupiter@example.com",
        phone: "6175550199",
        address1: "12 Harbor Street",
        city: "Boston",
        state: "MA",
        zip: "02110",
      }),
    ],
    products: ["Team Performance Tee", "Club Hoodie", "Coach Polo", "Fundraiser Cap", "Travel Duffel"],
    colors: ["Navy", "Black", "Red", "White", "Grey"],
  },
  ru: {
    customer: { firstName: "Иван", lastName: "Орлов", email: "ivan.orlov@example.com", phone: "3125550147" },
    addresses: [
      address({
        id: "1",
        firstName: "Иван",
        lastName: "Орлов",
        company: "Гребной клуб «Озёрный»",
        email: "ivan.orlov@example.com",
        phone: "3125550147",
        address1: "715 Lake Shore Drive",
        address2: "Офис 4",
        city: "Chicago",
        state: "IL",
        zip: "60611",
        isDefault: true,
      }),
      address({
        id: "2",
        firstName: "Мария",
        lastName: "Соколова",
        email: "maria@example.com",
        phone: "6175550199",
        address1: "12 Harbor Street",
        city: "Boston",
        state: "MA",
        zip: "02110",
      }),
    ],
    products: ["Командная футболка", "Клубное худи", "Тренерское поло", "Кепка фонда", "Дорожная сумка"],
    colors: ["Тёмно-синий", "Чёрный", "Красный", "Белый", "Серый"],
  },
  ar: {
    customer: { firstName: "سامي", lastName: "الحسن", email: "sami.hassan@example.com", phone: "3125550147" },
    addresses: [
      address({
        id: "1",
        firstName: "سامي",
        lastName: "الحسن",
        company: "نادي البحيرة للتجديف",
        email: "sami.hassan@example.com",
        phone: "3125550147",
        address1: "715 Lake Shore Drive",
        address2: "جناح 4",
        city: "Chicago",
        state: "IL",
        zip: "60611",
        isDefault: true,
      }),
      address({
        id: "2",
        firstName: "ليلى",
        lastName: "منصور",
        email: "layla@example.com",
        phone: "6175550199",
        address1: "12 Harbor Street",
        city: "Boston",
        state: "MA",
        zip: "02110",
      }),
    ],
    products: ["قميص الفريق الرياضي", "هودي النادي", "قميص بولو المدرب", "قبعة حملة التبرعات", "حقيبة سفر"],
    colors: ["كحلي", "أسود", "أحمر", "أبيض", "رمادي"],
  },
};

export const SIZES = ["S", "M", "L", "XL"];
export const PRICES = [18.5, 42, 29.75, 16, 54.9];
