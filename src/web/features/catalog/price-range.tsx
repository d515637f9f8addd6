// Price range filter (spec §5, §9): a two-thumb slider, step 1, that changes the listing 250 ms after
// the visitor stops moving it; only prices above the lower bound (default 0) match. Loaded as its
// own chunk (filter-sidebar.tsx), which keeps the slider library out of the first-load bundle.
import * as Slider from "@radix-ui/react-slider";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { t } from "../../i18n/t";
import type { FilterPanel } from "../../lib/listing";
import { useShell } from "../../lib/use-shell";
import { PriceValues } from "./price-values";

const PRICE_DEBOUNCE_MS = 250;

export default function PriceRange({ price, query }: { price: FilterPanel["price"]; query: string }) {
  const [value, setValue] = useState<[number, number]>([price.min, price.max]);
  const navigate = useNavigate();
  const location = useLocation();
  const { dir } = useShell();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follows the URL's range, except while a move of the visitor's own is still waiting to apply.
  useEffect(() => {
    if (timer.current === undefined) setValue([price.min, price.max]);
  }, [price.min, price.max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: [number, number]) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      timer.current = undefined;
      // Core's listing state (and the zod it brings) loads only when the slider is first used.
      const listing = await import("~core/catalog/listing-state");
      const whole = next[0] <= 0 && next[1] >= price.ceiling;
      const state = listing.setListingFilter(
        listing.listingStateFromSearch(query),
        "price",
        whole ? undefined : { min: next[0], max: next[1] },
      );
      const search = listing.listingStateToSearch(state);
      // The shopper is at the slider: the listing updates where it is, the page does not jump to the top.
      navigate(search ? `${location.pathname}?${search}` : location.pathname, { preventScrollReset: true });
    }, PRICE_DEBOUNCE_MS);
  };

  return (
    <div>
      <Slider.Root
        min={0}
        max={price.ceiling}
        step={1}
        minStepsBetweenThumbs={1}
        value={value}
        dir={dir}
        onValueChange={(next) => {
          const range: [number, number] = [next[0]!, next[1]!];
          setValue(range);
          commit(range);
        }}
        className="relative flex h-6 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-gray-300">
          <Slider.Range className="absolute h-full rounded-full bg-link" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t("catalog.priceMin")}
          className="block h-5 w-5 rounded-full border-2 border-link bg-white shadow"
        />
        <Slider.Thumb
          aria-label={t("catalog.priceMax")}
          className="block h-5 w-5 rounded-full border-2 border-link bg-white shadow"
        />
      </Slider.Root>
      <PriceValues min={value[0]} max={value[1]} />
    </div>
  );
}
