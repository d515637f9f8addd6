// The blog's sample content (spec §1-§2: static sample posts) in English, Russian and Arabic: 12 seed
// posts per language, from which src/web/lib/blog-samples.server.ts derives 60 (10 pages of 6).
import type { Locale } from "~core/i18n/locale";
import type { BlogSamples, SampleComment, Seed } from "~web/lib/blog-samples";

const SEED_CATEGORY = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1];
const SEED_AUTHOR = [0, 1, 2, 3, 1, 0, 2, 3, 1, 2, 0, 3];
const seeds = (texts: [string, string][]): Seed[] =>
  texts.map(([title, excerpt], i) => ({ title, excerpt, category: SEED_CATEGORY[i]!, author: SEED_AUTHOR[i]! }));

const COMMENTS_SHAPE = (texts: string[]): SampleComment[] => [
  {
    author: 0,
    daysAfter: 1,
    text: texts[0]!,
    replies: [{ author: 4, daysAfter: 1, text: texts[1]! }],
  },
  { author: 1, daysAfter: 2, text: texts[2]! },
  {
    author: 2,
    daysAfter: 3,
    text: texts[3]!,
    replies: [
      { author: 4, daysAfter: 4, text: texts[4]! },
      { author: 3, daysAfter: 5, text: texts[5]! },
    ],
  },
];

export const BLOG_SAMPLES: Record<Locale, BlogSamples> = {
  en: {
    categories: ["Style Guides", "Fabric Care", "Behind the Seams", "Sustainability", "Trends"],
    authors: ["Maya Chen", "Daniel Brooks", "Sofia Ramirez", "Omar Haddad"],
    tags: ["cotton", "denim", "linen", "wool", "capsule wardrobe", "care tips", "summer", "workshop"],
    seeds: seeds([
      [
        "Five Ways to Style a White Tee",
        "The plainest shirt in your wardrobe is also the most versatile. Here is how we wear ours from Monday meetings to Sunday markets.",
      ],
      [
        "How to Wash Wool Without Shrinking It",
        "Cool water, a gentle soap and a flat towel: wool asks for little, and it repays the care for years.",
      ],
      [
        "Inside Our Cutting Room",
        "Every garment starts as a paper pattern and a long roll of fabric. We spent a day with the team that turns one into the other.",
      ],
      [
        "Why We Switched to Organic Cotton",
        "Softer on the skin and kinder to the fields it grows in: what changed when we moved our basics to organic cotton.",
      ],
      [
        "The Return of Wide-Leg Trousers",
        "Relaxed, comfortable and surprisingly sharp, wide-leg trousers are back. A few tips on proportions and shoes.",
      ],
      [
        "Building a Capsule Wardrobe in 30 Pieces",
        "Fewer clothes, more outfits. We picked thirty pieces that mix and match through every season.",
      ],
      [
        "Linen: Wrinkles Are Part of the Charm",
        "Linen creases, and that is fine. How to wash, dry and store it so it stays crisp where it matters.",
      ],
      [
        "Meet the Pattern Makers",
        "Two pattern makers talk about fit, grading sizes and the small details that make a jacket sit right.",
      ],
      [
        "Repair, Don't Replace: Mending Basics",
        "A loose button or a small tear is not the end of a favourite shirt. Five repairs anyone can learn in an evening.",
      ],
      [
        "Colours of the Season",
        "Warm terracotta, sage green and a deep ink blue: the shades we keep reaching for this year.",
      ],
      [
        "Layering for Changeable Weather",
        "Sun in the morning, rain by lunch. Light layers that pack small and keep you comfortable all day.",
      ],
      [
        "Denim Care: Wash Less, Wear More",
        "Raw denim fades with you. Why washing jeans less often keeps their colour and shape for longer.",
      ],
    ]),
    post: {
      authorBio:
        "Maya writes about everyday style and the clothes that last. Before joining the studio she worked as a stylist for ten years.",
      body: [
        "A white T-shirt is the one piece almost everybody owns, and the one most of us underestimate. Cut well and made from a good cotton, it works under a suit jacket as easily as with a pair of shorts.",
        "Start with the fit. The shoulder seam should sit where your shoulder ends, and the hem should reach the middle of your zip. A heavier jersey drapes better and hides less-than-perfect ironing.",
        "For the office, tuck it into high-waisted trousers and add a soft blazer. The contrast between a crisp jacket and a simple tee looks intentional and relaxed at the same time.",
        "At the weekend, wear it loose over wide-leg jeans with canvas sneakers, or knot it at the waist over a midi skirt. A denim jacket over the shoulders finishes the look when the evening cools down.",
        "Finally, look after it: wash at thirty degrees, inside out, and dry it flat. A good tee treated kindly keeps its shape and its brightness for many summers.",
      ],
      quote: {
        text: "Style is mostly about the pieces you reach for without thinking — so make those pieces good ones.",
        cite: "Maya Chen",
      },
      tags: [0, 4, 6],
      commenters: ["Laura", "James", "Aisha", "Peter", "Maya Chen"],
      comments: COMMENTS_SHAPE([
        "The tip about the shoulder seam changed how I shop for tees. Thank you!",
        "So glad it helped, Laura. It works for shirts and knitwear too.",
        "I would love a follow-up on coloured tees and what to pair them with.",
        "Does the thirty-degree wash also work for heavier organic cotton?",
        "Yes — heavier cotton is happy at thirty degrees. Just avoid the tumble dryer.",
        "I can confirm, mine has survived three years of that routine.",
      ]),
    },
  },
  ru: {
    categories: ["Советы по стилю", "Уход за тканями", "За кулисами", "Осознанное потребление", "Тренды"],
    authors: ["Майя Чен", "Дэниел Брукс", "София Рамирес", "Омар Хаддад"],
    tags: ["хлопок", "деним", "лён", "шерсть", "капсульный гардероб", "уход за одеждой", "лето", "мастерская"],
    seeds: seeds([
      [
        "Пять способов носить белую футболку",
        "Самая простая вещь в гардеробе оказывается самой универсальной. Рассказываем, как носим её от понедельничных встреч до воскресного рынка.",
      ],
      [
        "Как стирать шерсть, чтобы она не села",
        "Прохладная вода, мягкое средство и сушка на полотенце: шерсть просит немного и благодарит за заботу годами.",
      ],
      [
        "В нашем раскройном цехе",
        "Любая вещь начинается с бумажной выкройки и длинного рулона ткани. Мы провели день с командой, которая превращает одно в другое.",
      ],
      [
        "Почему мы перешли на органический хлопок",
        "Мягче для кожи и бережнее к полям, где он растёт: что изменилось, когда базовые модели мы стали шить из органического хлопка.",
      ],
      [
        "Широкие брюки снова в моде",
        "Свободные, удобные и неожиданно строгие — широкие брюки возвращаются. Несколько советов о пропорциях и обуви.",
      ],
      [
        "Капсульный гардероб из 30 вещей",
        "Меньше одежды — больше образов. Мы выбрали тридцать вещей, которые сочетаются между собой в любой сезон.",
      ],
      [
        "Лён: складки — часть его обаяния",
        "Лён мнётся, и это нормально. Как стирать, сушить и хранить его, чтобы он оставался свежим там, где это важно.",
      ],
      [
        "Знакомьтесь: наши конструкторы",
        "Два конструктора одежды рассказывают о посадке, градации размеров и мелочах, благодаря которым пиджак сидит как надо.",
      ],
      [
        "Чинить, а не выбрасывать: основы ремонта одежды",
        "Оторванная пуговица или маленькая дырка — не конец любимой рубашки. Пять приёмов, которые можно освоить за вечер.",
      ],
      [
        "Цвета сезона",
        "Тёплая терракота, шалфейный зелёный и глубокий чернильно-синий — оттенки, к которым мы возвращаемся в этом году.",
      ],
      [
        "Многослойность для переменчивой погоды",
        "Утром солнце, к обеду дождь. Лёгкие слои, которые мало весят в сумке и выручают весь день.",
      ],
      [
        "Уход за денимом: реже стирать, дольше носить",
        "Необработанный деним выцветает вместе с вами. Почему редкая стирка сохраняет цвет и форму джинсов.",
      ],
    ]),
    post: {
      authorBio:
        "Майя пишет о повседневном стиле и одежде, которая служит долго. До прихода в студию она десять лет работала стилистом.",
      body: [
        "Белая футболка есть почти у каждого, и почти каждый её недооценивает. Хорошо скроенная и сшитая из качественного хлопка, она одинаково уместна и под пиджаком, и с шортами.",
        "Начните с посадки. Плечевой шов должен проходить там, где заканчивается плечо, а низ — доходить до середины молнии на брюках. Плотный трикотаж лучше драпируется и прощает неидеальную глажку.",
        "В офис заправьте её в брюки с высокой талией и добавьте мягкий жакет. Контраст строгого пиджака и простой футболки выглядит продуманно и непринуждённо одновременно.",
        "В выходные носите её навыпуск с широкими джинсами и кедами или завяжите узлом на талии поверх юбки миди. Джинсовая куртка на плечах завершит образ, когда к вечеру станет прохладнее.",
        "И наконец, берегите её: стирайте при тридцати градусах, вывернув наизнанку, и сушите в расправленном виде. Хорошая футболка при бережном уходе сохранит форму и белизну на много лет.",
      ],
      quote: {
        text: "Стиль — это прежде всего вещи, которые вы берёте не задумываясь. Так пусть они будут хорошими.",
        cite: "Майя Чен",
      },
      tags: [0, 4, 6],
      commenters: ["Лаура", "Иван", "Аиша", "Пётр", "Майя Чен"],
      comments: COMMENTS_SHAPE([
        "Совет про плечевой шов изменил то, как я выбираю футболки. Спасибо!",
        "Рада, что пригодилось, Лаура. С рубашками и трикотажем это тоже работает.",
        "Было бы здорово прочитать продолжение про цветные футболки и с чем их сочетать.",
        "Стирка при тридцати градусах подходит и для плотного органического хлопка?",
        "Да, плотному хлопку тридцать градусов не страшны. Главное — не сушить в барабане.",
        "Подтверждаю: моя пережила уже три года такого ухода.",
      ]),
    },
  },
  ar: {
    categories: ["دليل الأناقة", "العناية بالأقمشة", "خلف الكواليس", "الاستدامة", "صيحات الموضة"],
    authors: ["مايا تشين", "دانيال بروكس", "صوفيا راميريز", "عمر حداد"],
    tags: ["قطن", "دنيم", "كتان", "صوف", "خزانة كبسولة", "نصائح العناية", "صيف", "ورشة"],
    seeds: seeds([
      [
        "خمس طرق لتنسيق القميص الأبيض",
        "أبسط قطعة في خزانتك هي أيضًا أكثرها تنوعًا. إليك كيف نرتديها من اجتماعات الاثنين إلى أسواق الأحد.",
      ],
      [
        "كيف تغسل الصوف دون أن ينكمش",
        "ماء بارد وصابون لطيف ومنشفة مفرودة: لا يطلب الصوف الكثير، ويكافئك على العناية به لسنوات.",
      ],
      [
        "داخل غرفة القص لدينا",
        "تبدأ كل قطعة بنموذج ورقي ولفافة طويلة من القماش. قضينا يومًا مع الفريق الذي يحوّل الأول إلى الثانية.",
      ],
      [
        "لماذا انتقلنا إلى القطن العضوي",
        "ألطف على البشرة وأرحم بالحقول التي ينمو فيها: ما الذي تغيّر عندما صنعنا قطعنا الأساسية من القطن العضوي.",
      ],
      [
        "عودة السراويل الواسعة",
        "مريحة وعملية وأنيقة على نحو مفاجئ، السراويل الواسعة تعود من جديد. بعض النصائح حول التناسب والأحذية.",
      ],
      ["خزانة كبسولة من 30 قطعة", "ملابس أقل وإطلالات أكثر. اخترنا ثلاثين قطعة تتناسق معًا في كل المواسم."],
      ["الكتان: التجاعيد جزء من سحره", "الكتان يتجعّد، ولا بأس في ذلك. كيف تغسله وتجففه وتحفظه ليبقى أنيقًا حيث يهم."],
      [
        "تعرّف على صانعي النماذج",
        "يتحدث اثنان من صانعي النماذج عن المقاس وتدرّج الأحجام والتفاصيل الصغيرة التي تجعل السترة تجلس كما ينبغي.",
      ],
      [
        "أصلِح ولا تستبدل: أساسيات الترقيع",
        "زر مفكوك أو تمزق صغير ليس نهاية قميصك المفضل. خمسة إصلاحات يمكن لأي شخص تعلّمها في أمسية واحدة.",
      ],
      ["ألوان الموسم", "التيراكوتا الدافئ والأخضر المريمي والأزرق الحبري العميق: الدرجات التي نعود إليها هذا العام."],
      ["الطبقات لطقس متقلب", "شمس في الصباح ومطر عند الظهر. طبقات خفيفة تُطوى بسهولة وتبقيك مرتاحًا طوال اليوم."],
      [
        "العناية بالدنيم: اغسل أقل والبس أكثر",
        "الدنيم الخام يبهت معك. لماذا يحافظ غسل الجينز بوتيرة أقل على لونه وشكله مدة أطول.",
      ],
    ]),
    post: {
      authorBio:
        "تكتب مايا عن الأناقة اليومية والملابس التي تدوم. قبل انضمامها إلى الاستوديو عملت منسّقة أزياء لعشر سنوات.",
      body: [
        "القميص القطني الأبيض قطعة يملكها الجميع تقريبًا، ويستهين بها معظمنا. إذا كان جيد القصّة ومصنوعًا من قطن جيد، فإنه يناسب ارتداءه تحت سترة رسمية بالسهولة نفسها التي يناسب بها سروالًا قصيرًا.",
        "ابدأ بالمقاس. يجب أن تقع درزة الكتف حيث ينتهي كتفك، وأن يصل طرف القميص إلى منتصف سحّاب السروال. القماش الأثقل ينسدل بشكل أفضل ويخفي الكيّ غير المتقن.",
        "للمكتب، أدخله في سروال عالي الخصر وأضف سترة ناعمة. التباين بين سترة أنيقة وقميص بسيط يبدو مدروسًا ومريحًا في آن واحد.",
        "في عطلة نهاية الأسبوع، ارتده فضفاضًا فوق جينز واسع مع حذاء قماشي، أو اعقده عند الخصر فوق تنورة متوسطة الطول. وسترة دنيم على الكتفين تكمل الإطلالة حين يبرد المساء.",
        "وأخيرًا، اعتنِ به: اغسله على ثلاثين درجة مقلوبًا، وجففه مفرودًا. القميص الجيد الذي يُعامل بلطف يحافظ على شكله وبياضه مواسم عديدة.",
      ],
      quote: {
        text: "الأناقة في معظمها هي القطع التي تمدّ يدك إليها دون تفكير، فاحرص على أن تكون قطعًا جيدة.",
        cite: "مايا تشين",
      },
      tags: [0, 4, 6],
      commenters: ["لورا", "جيمس", "عائشة", "بيتر", "مايا تشين"],
      comments: COMMENTS_SHAPE([
        "نصيحة درزة الكتف غيّرت طريقة اختياري للقمصان. شكرًا لكم!",
        "سعيدة أنها أفادتك يا لورا. وهي تصلح للقمصان والملابس المحبوكة أيضًا.",
        "أتمنى مقالًا لاحقًا عن القمصان الملونة وما يناسبها.",
        "هل يصلح الغسل على ثلاثين درجة للقطن العضوي الثقيل أيضًا؟",
        "نعم، القطن الثقيل يتحمل ثلاثين درجة. فقط تجنّب المجفف الدوّار.",
        "أؤكد ذلك، قميصي صمد ثلاث سنوات على هذا الروتين.",
      ]),
    },
  },
};
