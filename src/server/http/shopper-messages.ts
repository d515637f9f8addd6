// The messages the API writes for shoppers (toasts and notes at checkout, gift card, track order,
// store password), in the language the shopper browses in (issue 8). Services write English — the
// spec's texts, which tests and logs read — and the error handler and the shopper-facing routes turn
// them into Russian or Arabic by the request's `lang` cookie. A message not listed here stays English.
import type { Context } from "hono";
import { LOCALE_COOKIE, readCookie, resolveLocale, type Locale } from "~core/i18n/locale";
import { GIFT_MESSAGES } from "~server/modules/gift-codes/gift-codes.service";
import { ORDER_MESSAGES } from "~server/modules/orders/orders.service";
import { TRACK_NOT_FOUND } from "~server/modules/orders/order-tracking.service";
import { PAYMENT_UNAVAILABLE, SHIPPING_UNAVAILABLE, TAX_UNAVAILABLE } from "~server/providers/providers";

type Translations = Record<Exclude<Locale, "en">, string>;

const FIXED = new Map<string, Translations>([
  [ORDER_MESSAGES.placed, { ru: "Ваш заказ оформлен.", ar: "تم تقديم طلبك." }],
  [ORDER_MESSAGES.closed, { ru: "Магазин закрыт и не принимает заказы.", ar: "هذا المتجر مغلق ولا يستقبل الطلبات." }],
  [
    ORDER_MESSAGES.stillPlacing,
    {
      ru: "Этот заказ ещё оформляется. Подождите немного и попробуйте снова.",
      ar: "لا يزال هذا الطلب قيد التقديم. يرجى الانتظار قليلًا ثم المحاولة مجددًا.",
    },
  ],
  [
    ORDER_MESSAGES.shippingGone,
    {
      ru: "Выбранный способ доставки больше недоступен. Выберите другой.",
      ar: "طريقة الشحن التي اخترتها لم تعد متاحة. يرجى اختيار طريقة أخرى.",
    },
  ],
  [
    ORDER_MESSAGES.shippingChanged,
    { ru: "Доставка изменилась. Проверьте заказ.", ar: "تغيّر الشحن. يرجى مراجعة طلبك." },
  ],
  [ORDER_MESSAGES.taxChanged, { ru: "Налог изменился. Проверьте заказ.", ar: "تغيّرت الضريبة. يرجى مراجعة طلبك." }],
  [
    ORDER_MESSAGES.totalChanged,
    { ru: "Сумма заказа изменилась. Проверьте заказ.", ar: "تغيّر إجمالي طلبك. يرجى مراجعة طلبك." },
  ],
  [ORDER_MESSAGES.noToken, { ru: "Недействительная кредитная карта.", ar: "بطاقة ائتمان غير صالحة." }],
  ["Your card was declined.", { ru: "Ваша карта отклонена.", ar: "تم رفض بطاقتك." }],
  [
    SHIPPING_UNAVAILABLE,
    {
      ru: "Стоимость доставки сейчас недоступна. Попробуйте ещё раз.",
      ar: "أسعار الشحن غير متاحة حاليًا. يرجى المحاولة مجددًا.",
    },
  ],
  [
    TAX_UNAVAILABLE,
    {
      ru: "Налог сейчас не удаётся рассчитать. Попробуйте ещё раз.",
      ar: "تعذّر حساب الضريبة الآن. يرجى المحاولة مجددًا.",
    },
  ],
  [
    PAYMENT_UNAVAILABLE,
    {
      ru: "Платёжный сервис сейчас недоступен. Попробуйте ещё раз.",
      ar: "خدمة الدفع غير متاحة حاليًا. يرجى المحاولة مجددًا.",
    },
  ],
  [GIFT_MESSAGES.applied, { ru: "Подарочная карта применена.", ar: "تم تطبيق رمز بطاقة الهدايا." }],
  [GIFT_MESSAGES.invalid, { ru: "Введите правильный номер подарочной карты.", ar: "يرجى إدخال رقم بطاقة هدية صالح." }],
  [
    GIFT_MESSAGES.unknown,
    { ru: "Подарочная карта не найдена. Проверьте номер.", ar: "لم نعثر على بطاقة الهدايا هذه. يرجى التحقق من الرقم." },
  ],
  [
    GIFT_MESSAGES.spent,
    { ru: "На этой подарочной карте не осталось средств.", ar: "لم يتبقَّ رصيد في بطاقة الهدايا هذه." },
  ],
  [GIFT_MESSAGES.removed, { ru: "Подарочная карта удалена.", ar: "تمت إزالة بطاقة الهدايا." }],
  [
    GIFT_MESSAGES.notApplied,
    { ru: "Эта подарочная карта не применена к заказу.", ar: "بطاقة الهدايا هذه غير مطبقة على طلبك." },
  ],
  [
    GIFT_MESSAGES.reservationGone,
    {
      ru: "Эта подарочная карта больше не применена к заказу. Примените её снова.",
      ar: "لم تعد بطاقة الهدايا هذه مطبقة على طلبك. يرجى تطبيقها مجددًا.",
    },
  ],
  [
    GIFT_MESSAGES.consumed,
    { ru: "Эта подарочная карта уже использована для заказа.", ar: "استُخدمت بطاقة الهدايا هذه بالفعل في طلب." },
  ],
  [
    TRACK_NOT_FOUND,
    {
      ru: "Заказ с таким номером и адресом эл. почты не найден.",
      ar: "لم نعثر على طلب بهذا الرقم وعنوان البريد الإلكتروني.",
    },
  ],
  [
    GIFT_MESSAGES.busy,
    {
      ru: "Эта подарочная карта сейчас используется в других заказах. Попробуйте позже.",
      ar: "بطاقة الهدايا هذه مستخدمة في عمليات دفع أخرى. يرجى المحاولة لاحقًا.",
    },
  ],
  ["Order not found.", { ru: "Заказ не найден.", ar: "الطلب غير موجود." }],
  ["Product not found", { ru: "Товар не найден", ar: "المنتج غير موجود" }],
  ["Something went wrong on our side.", { ru: "У нас что-то пошло не так.", ar: "حدث خطأ ما من جانبنا." }],
]);

const ruPlural = (n: number, one: string, few: string, many: string) => {
  const form = new Intl.PluralRules("ru").select(n);
  return form === "one" ? one : form === "few" ? few : many;
};

/** Messages with a number in them. */
const PATTERNS: [RegExp, (n: number) => Translations][] = [
  [
    /^Too many lookups\. Try again in (\d+) seconds\.$/,
    (n) => ({
      ru: `Слишком много попыток. Попробуйте снова через ${n} ${ruPlural(n, "секунду", "секунды", "секунд")}.`,
      ar: `محاولات كثيرة جدًا. حاول مجددًا بعد ${n} ثانية.`,
    }),
  ],
  [
    /^Too many gift card numbers tried\. Try again in (\d+) minutes?\.$/,
    (n) => ({
      ru: `Слишком много номеров подарочных карт. Попробуйте снова через ${n} ${ruPlural(n, "минуту", "минуты", "минут")}.`,
      ar: `تمت تجربة أرقام بطاقات هدايا كثيرة جدًا. حاول مجددًا بعد ${n} دقيقة.`,
    }),
  ],
  [
    /^Too many wrong passwords\. Try again in (\d+) minutes?\.$/,
    (n) => ({
      ru: `Слишком много неверных паролей. Попробуйте снова через ${n} ${ruPlural(n, "минуту", "минуты", "минут")}.`,
      ar: `كلمات مرور خاطئة كثيرة جدًا. حاول مجددًا بعد ${n} دقيقة.`,
    }),
  ],
];

export function localizeShopperMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const fixed = FIXED.get(message);
  if (fixed) return fixed[locale];
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return translate(Number(match[1]))[locale];
  }
  return message;
}

/** The language the shopper browses in, from the store front's `lang` cookie (English without one). */
export function shopperLocale(c: Context): Locale {
  return resolveLocale({ cookie: readCookie(c.req.header("cookie"), LOCALE_COOKIE) });
}
