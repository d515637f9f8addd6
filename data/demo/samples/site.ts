// The site pages' sample content (spec §1: about, contact, FAQ, terms, typography and components are
// template content with fixed data), in each language. Read by src/web/lib/site-samples.server.ts.
import type { Locale } from "~core/i18n/locale";
import type {
  AboutSample,
  ContactSample,
  FaqSample,
  TermsSample,
  TypographySample,
  ComponentsSample,
} from "~web/lib/site-samples";

const PHONE = "+1 (555) 010-0199";
const EMAIL = "hello@example.com";
const SIZE_ROWS = [
  ["S", "34–36", "28"],
  ["M", "38–40", "29"],
  ["L", "42–44", "30"],
  ["XL", "46–48", "31"],
];
const CODE = `{
  "product": "heavyweight-cotton-tee",
  "color": "Gold",
  "sizes": { "S": 12, "M": 24, "L": 12 }
}`;

export const ABOUT: Record<Locale, AboutSample> = {
  en: {
    intro: [
      "We started as a two-person screen-printing shop in a rented garage, printing shirts for local sports clubs on weekends. Today we decorate apparel for schools, companies, charities and teams all over the country.",
      "Every order is printed or embroidered by our own crew, checked by hand and packed with care. Whether you need twelve hoodies for a rowing team or two thousand tees for a festival, you get the same attention to detail.",
    ],
    values: [
      {
        title: "Quality you can feel",
        text: "We choose garments that last through many washes and inks that stay bright, and we test every new blank before it reaches the catalogue.",
      },
      {
        title: "Honest pricing",
        text: "Quantity tiers are shown up front, so you always know what the next size break saves you. No setup surprises at checkout.",
      },
      {
        title: "People first",
        text: "Our decorators are paid fairly and trained on the job. A real person answers your questions and proofs your artwork.",
      },
    ],
    stats: [
      { value: 12, suffix: "", label: "years in business" },
      { value: 48000, suffix: "+", label: "orders shipped" },
      { value: 1500, suffix: "+", label: "teams and clubs dressed" },
      { value: 35, suffix: "", label: "people on our crew" },
    ],
    team: [
      { name: "Maria Jensen", role: "Founder and head of production" },
      { name: "David Okafor", role: "Embroidery lead" },
      { name: "Priya Raman", role: "Artwork and proofs" },
      { name: "Tom Becker", role: "Customer care" },
    ],
  },
  ru: {
    intro: [
      "Мы начинали вдвоём с трафаретной печати в арендованном гараже: по выходным печатали футболки для местных спортивных клубов. Сегодня мы оформляем одежду для школ, компаний, благотворительных фондов и команд по всей стране.",
      "Каждый заказ печатает или вышивает наша собственная команда, проверяет вручную и бережно упаковывает. Нужны ли вам двенадцать толстовок для команды гребцов или две тысячи футболок для фестиваля — внимание к деталям одинаковое.",
    ],
    values: [
      {
        title: "Качество, которое чувствуется",
        text: "Мы выбираем одежду, которая выдерживает много стирок, и краски, которые не тускнеют, и проверяем каждую новую модель, прежде чем она попадёт в каталог.",
      },
      {
        title: "Честные цены",
        text: "Цены по объёму заказа видны сразу, поэтому вы всегда знаете, сколько сэкономите на следующем пороге. Никаких неожиданных доплат при оформлении.",
      },
      {
        title: "Люди прежде всего",
        text: "Наши мастера получают достойную оплату и учатся прямо в цеху. На ваши вопросы отвечает живой человек, он же согласует с вами макет.",
      },
    ],
    stats: [
      { value: 12, suffix: "", label: "лет работы" },
      { value: 48000, suffix: "+", label: "отправленных заказов" },
      { value: 1500, suffix: "+", label: "команд и клубов в нашей форме" },
      { value: 35, suffix: "", label: "человек в команде" },
    ],
    team: [
      { name: "Мария Иванова", role: "Основатель, руководитель производства" },
      { name: "Дмитрий Соколов", role: "Старший мастер вышивки" },
      { name: "Анна Кузнецова", role: "Макеты и согласование" },
      { name: "Олег Петров", role: "Служба поддержки" },
    ],
  },
  ar: {
    intro: [
      "بدأنا ورشةً صغيرة للطباعة بالشاشة الحريرية يديرها شخصان في مرآب مستأجر، نطبع القمصان للأندية الرياضية المحلية في عطلات نهاية الأسبوع. واليوم نزيّن الملابس للمدارس والشركات والجمعيات الخيرية والفرق في جميع أنحاء البلاد.",
      "يطبع فريقنا كل طلب أو يطرّزه بنفسه، ويفحصه يدويًا ويغلّفه بعناية. سواء احتجت إلى اثنتي عشرة سترة لفريق تجديف أو ألفي قميص لمهرجان، ستحظى بالاهتمام نفسه بأدق التفاصيل.",
    ],
    values: [
      {
        title: "جودة تلمسها",
        text: "نختار ملابس تصمد أمام الغسيل المتكرر وأحبارًا تحافظ على ألوانها، ونختبر كل قطعة جديدة قبل أن تصل إلى الكتالوج.",
      },
      {
        title: "أسعار واضحة",
        text: "تظهر شرائح الأسعار حسب الكمية منذ البداية، فتعرف دائمًا كم توفّر عند الشريحة التالية. لا رسوم مفاجئة عند إتمام الطلب.",
      },
      {
        title: "الإنسان أولًا",
        text: "يحصل فريق التزيين لدينا على أجر عادل وتدريب مستمر. ويجيب عن أسئلتك شخص حقيقي يراجع معك التصميم قبل الطباعة.",
      },
    ],
    stats: [
      { value: 12, suffix: "", label: "عامًا من العمل" },
      { value: 48000, suffix: "+", label: "طلب تم شحنه" },
      { value: 1500, suffix: "+", label: "فريق ونادٍ يرتدون منتجاتنا" },
      { value: 35, suffix: "", label: "شخصًا في فريقنا" },
    ],
    team: [
      { name: "مريم الحسن", role: "المؤسِّسة ومديرة الإنتاج" },
      { name: "خالد منصور", role: "رئيس قسم التطريز" },
      { name: "ليلى عبد الله", role: "التصاميم والمراجعة" },
      { name: "يوسف النجار", role: "خدمة العملاء" },
    ],
  },
};

export const CONTACT: Record<Locale, ContactSample> = {
  en: {
    address: ["1200 Sample Street, Suite 4", "Springfield, IL 62701", "United States"],
    phone: PHONE,
    email: EMAIL,
  },
  ru: { address: ["Образцовая улица, 1200, офис 4", "Спрингфилд, Иллинойс 62701", "США"], phone: PHONE, email: EMAIL },
  ar: {
    address: ["1200 شارع النموذج، مكتب 4", "سبرينغفيلد، إلينوي 62701", "الولايات المتحدة"],
    phone: PHONE,
    email: EMAIL,
  },
};

export const FAQ: Record<Locale, FaqSample> = {
  en: {
    sections: [
      {
        title: "Orders",
        items: [
          {
            question: "Is there a minimum order quantity?",
            answer:
              "Most products can be ordered from a single piece, but prices drop at each quantity tier shown on the product page. Some stores set a minimum of their own, which the product page then tells you.",
          },
          {
            question: "Can I mix sizes and colours in one order?",
            answer:
              "Yes. Enter a quantity for each size in the size grid; all sizes of the same product count together towards the quantity tier.",
          },
          {
            question: "How long does production take?",
            answer:
              "Orders are usually processed in 2–3 weeks, plus the shipping time of the method you choose at checkout.",
          },
        ],
      },
      {
        title: "Payment and pricing",
        items: [
          {
            question: "Which payment methods do you accept?",
            answer: "We accept credit cards only, and orders are paid in full when they are placed.",
          },
          {
            question: "In which currency am I charged?",
            answer:
              "Prices may be shown in euros, pounds or roubles as an estimate, but every order is charged in US dollars.",
          },
        ],
      },
      {
        title: "Shipping and returns",
        items: [
          {
            question: "Can I pick my order up?",
            answer: "When the store offers pick-up, you can choose it at checkout instead of delivery to an address.",
          },
          {
            question: "Can I return a personalised item?",
            answer:
              "Items decorated with your names or artwork are made for you and cannot be resold, so they can only be replaced when they arrive damaged or misprinted.",
          },
        ],
      },
    ],
  },
  ru: {
    sections: [
      {
        title: "Заказы",
        items: [
          {
            question: "Есть ли минимальный объём заказа?",
            answer:
              "Большинство товаров можно заказать от одной штуки, но цена снижается на каждом пороге количества, указанном на странице товара. Некоторые магазины задают свой минимум — тогда он указан на странице товара.",
          },
          {
            question: "Можно ли заказать разные размеры и цвета в одном заказе?",
            answer:
              "Да. Укажите количество для каждого размера в таблице размеров; все размеры одного товара суммируются при расчёте цены по объёму.",
          },
          {
            question: "Сколько длится производство?",
            answer: "Обычно заказ обрабатывается 2–3 недели, плюс время доставки выбранным при оформлении способом.",
          },
        ],
      },
      {
        title: "Оплата и цены",
        items: [
          {
            question: "Какие способы оплаты вы принимаете?",
            answer: "Мы принимаем только банковские карты, заказ оплачивается полностью при оформлении.",
          },
          {
            question: "В какой валюте списываются деньги?",
            answer:
              "Цены можно посмотреть в евро, фунтах или рублях для ориентира, но каждый заказ оплачивается в долларах США.",
          },
        ],
      },
      {
        title: "Доставка и возврат",
        items: [
          {
            question: "Можно ли забрать заказ самостоятельно?",
            answer:
              "Если магазин предлагает самовывоз, его можно выбрать при оформлении заказа вместо доставки по адресу.",
          },
          {
            question: "Можно ли вернуть персонализированный товар?",
            answer:
              "Вещи с вашими именами или рисунком сделаны специально для вас и не могут быть перепроданы, поэтому мы заменяем их только при повреждении или браке печати.",
          },
        ],
      },
    ],
  },
  ar: {
    sections: [
      {
        title: "الطلبات",
        items: [
          {
            question: "هل هناك حد أدنى لكمية الطلب؟",
            answer:
              "يمكن طلب معظم المنتجات بدءًا من قطعة واحدة، لكن السعر ينخفض عند كل شريحة كمية موضحة في صفحة المنتج. وتحدد بعض المتاجر حدًا أدنى خاصًا بها يظهر حينها في صفحة المنتج.",
          },
          {
            question: "هل يمكنني الجمع بين مقاسات وألوان مختلفة في طلب واحد؟",
            answer:
              "نعم. أدخل الكمية لكل مقاس في جدول المقاسات؛ وتُحتسب جميع مقاسات المنتج نفسه معًا لتحديد شريحة السعر.",
          },
          {
            question: "كم يستغرق الإنتاج؟",
            answer:
              "تتم معالجة الطلبات عادةً خلال 2–3 أسابيع، إضافةً إلى مدة الشحن بالطريقة التي تختارها عند إتمام الطلب.",
          },
        ],
      },
      {
        title: "الدفع والأسعار",
        items: [
          {
            question: "ما طرق الدفع المقبولة؟",
            answer: "نقبل بطاقات الائتمان فقط، ويُدفع ثمن الطلب كاملًا عند تقديمه.",
          },
          {
            question: "بأي عملة يتم الدفع؟",
            answer: "يمكن عرض الأسعار باليورو أو الجنيه أو الروبل على سبيل التقدير، لكن كل طلب يُدفع بالدولار الأمريكي.",
          },
        ],
      },
      {
        title: "الشحن والإرجاع",
        items: [
          {
            question: "هل يمكنني استلام طلبي بنفسي؟",
            answer: "إذا كان المتجر يتيح الاستلام، يمكنك اختياره عند إتمام الطلب بدلًا من التوصيل إلى عنوان.",
          },
          {
            question: "هل يمكنني إرجاع منتج مخصّص؟",
            answer:
              "المنتجات التي تحمل أسماءك أو تصاميمك مصنوعة خصيصًا لك ولا يمكن إعادة بيعها، لذا لا نستبدلها إلا إذا وصلت تالفة أو بطباعة خاطئة.",
          },
        ],
      },
    ],
  },
};

const LAST_MODIFIED = "2018-05-27";

export const TERMS: Record<Locale, TermsSample> = {
  en: {
    lastModified: LAST_MODIFIED,
    intro: "Please read these terms carefully before placing an order. By placing an order you agree to them.",
    sections: [
      {
        title: "1. Orders",
        paragraphs: [
          "An order is an offer to buy the products in your cart. We accept it when we confirm it by email; until then we may decline it, for example when a product is no longer available.",
          "Orders are processed in 2–3 weeks. Custom decoration starts only after any artwork proof has been approved.",
        ],
      },
      {
        title: "2. Prices and payment",
        paragraphs: [
          "Prices are in US dollars. Amounts shown in other currencies are estimates. Orders are paid in full by credit card when they are placed.",
        ],
      },
      {
        title: "3. Artwork and personalisation",
        paragraphs: [
          "You confirm that you have the right to use any logo, name or artwork you send us, and that it does not infringe anyone else's rights.",
        ],
      },
      {
        title: "4. Shipping",
        paragraphs: [
          "Delivery times given by carriers are estimates. The risk of loss passes to you when the order is delivered or picked up.",
        ],
      },
      {
        title: "5. Returns",
        paragraphs: [
          "Undecorated items may be returned unused within 30 days. Decorated and personalised items are replaced only when they are damaged or misprinted.",
        ],
      },
    ],
  },
  ru: {
    lastModified: LAST_MODIFIED,
    intro:
      "Пожалуйста, внимательно прочитайте эти условия, прежде чем оформить заказ. Оформляя заказ, вы принимаете их.",
    sections: [
      {
        title: "1. Заказы",
        paragraphs: [
          "Заказ — это предложение купить товары из вашей корзины. Мы принимаем его, когда подтверждаем по электронной почте; до этого мы можем отклонить заказ, например если товара больше нет в наличии.",
          "Заказы обрабатываются 2–3 недели. Нанесение начинается только после утверждения макета.",
        ],
      },
      {
        title: "2. Цены и оплата",
        paragraphs: [
          "Цены указаны в долларах США. Суммы в других валютах приведены для ориентира. Заказ оплачивается полностью банковской картой при оформлении.",
        ],
      },
      {
        title: "3. Макеты и персонализация",
        paragraphs: [
          "Вы подтверждаете, что имеете право использовать присланные логотипы, имена и рисунки и что они не нарушают чьих-либо прав.",
        ],
      },
      {
        title: "4. Доставка",
        paragraphs: [
          "Сроки доставки, названные перевозчиками, ориентировочные. Риск утраты переходит к вам в момент получения заказа.",
        ],
      },
      {
        title: "5. Возврат",
        paragraphs: [
          "Товары без нанесения можно вернуть неиспользованными в течение 30 дней. Товары с нанесением и персонализацией заменяются только при повреждении или браке печати.",
        ],
      },
    ],
  },
  ar: {
    lastModified: LAST_MODIFIED,
    intro: "يرجى قراءة هذه الشروط بعناية قبل تقديم الطلب. بتقديمك الطلب فإنك توافق عليها.",
    sections: [
      {
        title: "1. الطلبات",
        paragraphs: [
          "الطلب عرضٌ لشراء المنتجات الموجودة في سلتك. ونقبله عندما نؤكده عبر البريد الإلكتروني؛ وقبل ذلك يجوز لنا رفضه، مثلًا إذا لم يعد المنتج متوفرًا.",
          "تتم معالجة الطلبات خلال 2–3 أسابيع. ولا يبدأ التزيين المخصص إلا بعد اعتماد نموذج التصميم.",
        ],
      },
      {
        title: "2. الأسعار والدفع",
        paragraphs: [
          "الأسعار بالدولار الأمريكي، والمبالغ المعروضة بعملات أخرى تقديرية. ويُدفع ثمن الطلب كاملًا ببطاقة الائتمان عند تقديمه.",
        ],
      },
      {
        title: "3. التصاميم والتخصيص",
        paragraphs: [
          "تؤكد أن لديك الحق في استخدام أي شعار أو اسم أو تصميم ترسله إلينا، وأنه لا ينتهك حقوق أي طرف آخر.",
        ],
      },
      {
        title: "4. الشحن",
        paragraphs: [
          "مواعيد التسليم التي تحددها شركات الشحن تقديرية. وتنتقل إليك مسؤولية الفقد عند تسليم الطلب أو استلامه.",
        ],
      },
      {
        title: "5. الإرجاع",
        paragraphs: [
          "يمكن إرجاع المنتجات غير المزيّنة دون استخدام خلال 30 يومًا. أما المنتجات المزيّنة والمخصصة فلا تُستبدل إلا إذا كانت تالفة أو بطباعة خاطئة.",
        ],
      },
    ],
  },
};

export const TYPOGRAPHY: Record<Locale, TypographySample> = {
  en: {
    lead: "A lead paragraph introduces a page in slightly larger type, so the eye has a place to start.",
    paragraphs: [
      "Body text is set for comfortable reading: a generous line height, a measured line length and enough contrast against the background. Long product descriptions, blog posts and policies all use this style.",
      "A second paragraph shows the spacing between paragraphs, which separates ideas without the need for extra headings.",
    ],
    inline: {
      strong: "bold text",
      em: "italic text",
      link: "a link",
      code: "inline code",
      mark: "highlighted text",
      small: "small print",
      del: "deleted text",
      ins: "inserted text",
      abbr: "DTG",
      abbrTitle: "direct-to-garment printing",
      keys: ["Ctrl", "P"],
    },
    unordered: ["Screen printing", "Embroidery", "Direct-to-garment printing"],
    ordered: ["Choose a product", "Pick colours and sizes", "Add your artwork and check out"],
    terms: [
      { term: "Tier price", description: "A unit price that applies from a given total quantity." },
      { term: "Proof", description: "A preview of your artwork on the garment, approved before production." },
    ],
    quote: {
      text: "The shirts arrived a week early and the print survived a whole season of matches.",
      cite: "A happy football club coach",
    },
    table: { caption: "Unisex tee size chart (inches)", head: ["Size", "Chest", "Length"], rows: SIZE_ROWS },
    code: CODE,
  },
  ru: {
    lead: "Вводный абзац открывает страницу чуть более крупным шрифтом, чтобы взгляду было с чего начать.",
    paragraphs: [
      "Основной текст набран для удобного чтения: свободный межстрочный интервал, умеренная длина строки и достаточный контраст с фоном. Этот стиль используется в описаниях товаров, записях блога и правилах.",
      "Второй абзац показывает отступ между абзацами, который разделяет мысли без дополнительных заголовков.",
    ],
    inline: {
      strong: "полужирный текст",
      em: "курсив",
      link: "ссылка",
      code: "код в строке",
      mark: "выделенный текст",
      small: "мелкий шрифт",
      del: "удалённый текст",
      ins: "добавленный текст",
      abbr: "DTG",
      abbrTitle: "прямая печать на ткани",
      keys: ["Ctrl", "P"],
    },
    unordered: ["Трафаретная печать", "Вышивка", "Прямая печать на ткани"],
    ordered: ["Выберите товар", "Укажите цвета и размеры", "Добавьте макет и оформите заказ"],
    terms: [
      {
        term: "Цена по объёму",
        description: "Цена за единицу, действующая начиная с определённого общего количества.",
      },
      { term: "Макет", description: "Предварительный вид нанесения на изделии, который утверждается до производства." },
    ],
    quote: {
      text: "Футболки пришли на неделю раньше срока, а принт выдержал целый сезон матчей.",
      cite: "Довольный тренер футбольного клуба",
    },
    table: {
      caption: "Таблица размеров футболки унисекс (дюймы)",
      head: ["Размер", "Обхват груди", "Длина"],
      rows: SIZE_ROWS,
    },
    code: CODE,
  },
  ar: {
    lead: "تفتتح الفقرة التمهيدية الصفحة بخط أكبر قليلًا، ليجد القارئ من أين يبدأ.",
    paragraphs: [
      "يُنسَّق النص الأساسي لقراءة مريحة: تباعد سخي بين الأسطر، وطول سطر معتدل، وتباين كافٍ مع الخلفية. ويُستخدم هذا النمط في أوصاف المنتجات والمدونة والسياسات.",
      "وتُظهر الفقرة الثانية المسافة بين الفقرات، التي تفصل بين الأفكار دون الحاجة إلى عناوين إضافية.",
    ],
    inline: {
      strong: "نص عريض",
      em: "نص مائل",
      link: "رابط",
      code: "شيفرة سطرية",
      mark: "نص مميّز",
      small: "خط صغير",
      del: "نص محذوف",
      ins: "نص مضاف",
      abbr: "DTG",
      abbrTitle: "الطباعة المباشرة على القماش",
      keys: ["Ctrl", "P"],
    },
    unordered: ["الطباعة بالشاشة الحريرية", "التطريز", "الطباعة المباشرة على القماش"],
    ordered: ["اختر منتجًا", "حدد الألوان والمقاسات", "أضف تصميمك وأتمم الطلب"],
    terms: [
      { term: "سعر الشريحة", description: "سعر الوحدة الذي يسري ابتداءً من كمية إجمالية معينة." },
      { term: "نموذج التصميم", description: "معاينة لتصميمك على القطعة، تُعتمد قبل الإنتاج." },
    ],
    quote: {
      text: "وصلت القمصان قبل موعدها بأسبوع، وصمدت الطباعة طوال موسم كامل من المباريات.",
      cite: "مدرب نادٍ لكرة القدم راضٍ عن الخدمة",
    },
    table: {
      caption: "جدول مقاسات القميص للجنسين (بالبوصة)",
      head: ["المقاس", "محيط الصدر", "الطول"],
      rows: SIZE_ROWS,
    },
    code: CODE,
  },
};

export const COMPONENTS: Record<Locale, ComponentsSample> = {
  en: {
    alerts: {
      info: "Orders are usually processed in 2–3 weeks.",
      success: "Your artwork proof was approved.",
      warning: "Only a few pieces of this colour are left.",
      error: "This size is out of stock.",
    },
    crumbs: ["Shop", "Heavyweight Cotton Tee"],
    accordion: [
      { title: "Fabric and care", body: "100% ring-spun cotton. Wash cold inside out and tumble dry low." },
      { title: "Decoration options", body: "Screen printing, embroidery and direct-to-garment printing." },
      { title: "Fit", body: "A classic unisex fit; size up for a relaxed look." },
    ],
  },
  ru: {
    alerts: {
      info: "Обычно заказ обрабатывается 2–3 недели.",
      success: "Ваш макет утверждён.",
      warning: "Этого цвета осталось всего несколько штук.",
      error: "Этого размера нет в наличии.",
    },
    crumbs: ["Магазин", "Плотная хлопковая футболка"],
    accordion: [
      {
        title: "Ткань и уход",
        body: "100% хлопок кольцевого прядения. Стирать в холодной воде наизнанку, сушить при низкой температуре.",
      },
      { title: "Способы нанесения", body: "Трафаретная печать, вышивка и прямая печать на ткани." },
      { title: "Посадка", body: "Классический крой унисекс; для свободной посадки возьмите размер больше." },
    ],
  },
  ar: {
    alerts: {
      info: "تتم معالجة الطلبات عادةً خلال 2–3 أسابيع.",
      success: "تم اعتماد نموذج تصميمك.",
      warning: "لم يتبقَّ من هذا اللون إلا قطع قليلة.",
      error: "هذا المقاس غير متوفر.",
    },
    crumbs: ["المتجر", "قميص قطني ثقيل"],
    accordion: [
      {
        title: "القماش والعناية",
        body: "قطن مغزول حلقيًا بنسبة 100%. يُغسل بالماء البارد مقلوبًا ويُجفف على حرارة منخفضة.",
      },
      { title: "خيارات التزيين", body: "الطباعة بالشاشة الحريرية والتطريز والطباعة المباشرة على القماش." },
      { title: "المقاس", body: "قَصّة كلاسيكية للجنسين؛ اختر مقاسًا أكبر لمظهر أكثر راحة." },
    ],
  },
};
