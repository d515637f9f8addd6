// Wish list and compare buttons (spec §4 Wishlist and compare): adding finishes after 500 ms with a
// 10 s product toast; a product already on the list is not added twice.
import { t } from "../i18n/t";
import { Icon } from "./icon";
import { useClientState, type SavedProduct } from "../lib/client-state";
import { PRODUCT_TOAST_DURATION_MS, showToast } from "../lib/toast";

const LISTS = {
  wishlist: { label: "product.addToWishlist", added: "product.addedToWishlist", already: "product.alreadyInWishlist" },
  compare: { label: "product.addToCompare", added: "product.addedToCompare", already: "product.alreadyInCompare" },
} as const;

export function SaveProductButton({ list, product }: { list: "wishlist" | "compare"; product: SavedProduct }) {
  const addToList = useClientState((state) => state.addToList);
  const saved = useClientState((state) => state[list].some((item) => item.id === product.id));
  const text = LISTS[list];
  return (
    <button
      type="button"
      // Says which product, like the card's "Quick view: …", since a page shows many of these buttons.
      aria-label={`${t(text.label)}: ${product.name}`}
      aria-pressed={saved}
      title={t(text.label)}
      // The scroll-to-top button steps aside rather than cover it at 390 px (issue 49).
      data-clear-of-scroll-top
      className={`grid h-8 w-8 place-items-center rounded border hover:border-link ${saved ? "border-link text-link" : "border-gray-300"}`}
      onClick={async () => {
        const added = await addToList(list, product);
        void showToast(added ? "success" : "info", t(added ? text.added : text.already, { name: product.name }), {
          duration: PRODUCT_TOAST_DURATION_MS,
        });
      }}
    >
      {list === "wishlist" ? (
        <Icon filled={saved}>
          <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z" />
        </Icon>
      ) : (
        <Icon>
          <path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />
        </Icon>
      )}
    </button>
  );
}
