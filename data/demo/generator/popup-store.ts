// Store: popup (a pop-up fundraiser store in the last days of its window; docs/decisions/0032).
import { closedStore } from "./closed-store.ts";
import type { MediaRegistry } from "./media.ts";
import type { StoreImportFile } from "./types.ts";

export function popupStore(media: MediaRegistry): StoreImportFile {
  const base = closedStore(media);
  const data = base.data;
  const name = "Wildcats Fall Pop-Up Store";
  return {
    id: "popup",
    domains: ["popup.localhost"],
    demoWindow: { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" },
    data: {
      ...data,
      primaryInformation: { ...data.primaryInformation, storeURL: "popup.localhost", storeName: name, isActive: true },
      contentManagement: [
        {
          name: "home",
          url: "/",
          title: name,
          sort: 0,
          sections: [
            {
              type: "html",
              sort: 0,
              html:
                "<p>The fall pop-up store is open for two weeks only. Every item sends $1 to the Wildcats travel fund; " +
                "orders go to print the day the store closes.</p>",
            },
            { type: "productsCarousel", sort: 1, title: "This season's gear", source: "latest", limit: 10 },
          ],
        },
        { name: "Shop", url: "/shop", sort: 1 },
      ],
      storeMessage: {
        active: false,
        closedMessage: "The Wildcats fall pop-up store is closed. Thank you for supporting the team!",
        notYetOpenMessage: "The Wildcats fall pop-up store opens soon. Come back to order your gear!",
      },
      fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 0, percentage: 0, goalAmount: 2000 },
      storeSalesPersonInfo: {
        firstName: "Dana",
        lastName: "Reyes",
        email: "organiser@westbrook-wildcats.example",
      },
    },
    // The same gear under ids of its own (product ids are unique across the demo stores).
    products: JSON.parse(
      JSON.stringify(base.products).replaceAll('"wildcats-', '"popup-'),
    ) as StoreImportFile["products"],
  };
}
