// Texts for assistive technology and the accessibility work of issue 19: announcements after
// removals and navigations, control names that say which product they act on.
export const enA11y = {
  "a11y.cartLineRemoved": "{name} ({color}, size {size}) removed from the cart.",
  "a11y.wishlistRemoved": "{name} removed from the wish list.",
  "a11y.storeUnlocked": "Store unlocked.",
  "a11y.notFoundSearch": "Search the store",
  "a11y.weightInPounds": "{weight} lb",
  "a11y.notifications": "Notifications",
  "a11y.closeToast": "Close notification",
  "a11y.statement.title": "Accessibility statement",
  "a11y.statement.link": "Accessibility",
  "a11y.statement.intro":
    "{store} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English, Russian and Arabic (right to left).",
  "a11y.statement.testedHeading": "What we test, and how",
  "a11y.statement.tested1":
    "Every page is checked with axe-core in Chromium in the three languages at 1280 and 390 pixels wide, by automated tests that run on every change.",
  "a11y.statement.tested2":
    "Keyboard journeys buy a product, use quick view, the menus and the checkout without a mouse; the tests check that focus stays visible and in view.",
  "a11y.statement.tested3":
    "The contrast of focus rings is measured on the page's pixels, pages reflow at 320 pixels without sideways scrolling, and typed addresses keep their direction in Arabic.",
  "a11y.statement.tested4":
    "Larger text spacing (line height 1.5, letter and word spacing, paragraph spacing) clips no text on the shopping pages; a notification never covers the focused field; the store's own texts in another language than the page's are marked with their language; the closing countdown is announced when it matters, not every second.",
  "a11y.statement.limitsHeading": "Known limits",
  "a11y.statement.limits1":
    "Images, colours and texts of the store are chosen by its organisers; their descriptions and contrast may fall short.",
  "a11y.statement.limits2": "The card payment form comes from the payment provider.",
  "a11y.statement.limits3":
    "Template sample pages (blog, account samples) are not part of shopping and get fewer checks.",
  "a11y.statement.limits4":
    "Where a store's name or a product's name stands inside a sentence or a button's name in the page's language, screen readers read it in the page's language.",
  "a11y.statement.limits5":
    "The checks are automated, in Chromium; they are not repeated by hand with every screen reader and browser.",
  "a11y.statement.contactHeading": "Contact",
  "a11y.statement.contact": "If something on this store stops you, tell us and we will help you order another way:",
  "a11y.statement.noContact": "Use the contact details in the page's footer.",
  "a11y.resultsTotal": { one: "{count} product", other: "{count} products" },
  "a11y.creditCard": "Credit Card",
  "a11y.pauseSlides": "Pause slideshow",
  "a11y.compareRemoved": "{name} removed from compare.",
  "a11y.suggestionCount": { one: "{count} suggestion", other: "{count} suggestions" },
} as const;
