// Texts for assistive technology and the accessibility work of issue 19: announcements after
// removals and navigations, control names that say which product they act on.
export const enA11y = {
  "a11y.cartLineRemoved": "{name} ({color}, size {size}) removed from the cart.",
  "a11y.wishlistRemoved": "{name} removed from the wish list.",
  "a11y.storeUnlocked": "Store unlocked.",
  "a11y.notFoundSearch": "Search the store",
  "a11y.weightInPounds": "{weight} lb",
  "a11y.notifications": "Notifications",
  "a11y.resultsTotal": { one: "{count} product", other: "{count} products" },
  "a11y.creditCard": "Credit Card",
  "a11y.pauseSlides": "Pause slideshow",
  "a11y.compareRemoved": "{name} removed from compare.",
  "a11y.suggestionCount": { one: "{count} suggestion", other: "{count} suggestions" },
} as const;
