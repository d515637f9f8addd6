// Live search (spec §2, §5): suggestions 100 ms after typing, 5 shown, 'No results found'; empty
// text, Escape and leaving the box close them (blur after 10 ms). Submitting opens /shop?search=.
// The box is an ARIA combobox with a listbox popup (WAI-ARIA APG, "list autocomplete"): focus stays
// in the box, the arrow keys move the active suggestion (aria-activedescendant), Enter opens it,
// Escape closes the list, and the number of suggestions is said politely.
import { useId, useRef, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { t } from "../../i18n/t";
import { fetchSuggestions, type Suggestion } from "../../lib/api";
import { useAbortableRequest } from "../../lib/use-abortable-request";
import { useShell } from "../../lib/use-shell";

const SEARCH_DEBOUNCE_MS = 100;
const BLUR_CLOSE_MS = 10;
const SHOWN = 5;

export function LiveSearch({ className = "" }: { className?: string }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get("search") ?? "");
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { contentLang, isPrivate, unlocked } = useShell();
  // A locked private store's catalogue answers nothing: search is off, and says why (issue 49).
  const locked = isPrivate && !unlocked;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();

  useAbortableRequest(() => {
    const query = text.trim();
    if (query === "" || locked) {
      setOpen(false);
      setResults(null);
      return null;
    }
    return {
      delayMs: SEARCH_DEBOUNCE_MS,
      run: (signal) => fetchSuggestions(query, signal),
      onResult: (items) => {
        setResults(items.slice(0, SHOWN));
        setActive(-1);
        setOpen(document.activeElement === inputRef.current);
      },
    };
  }, [text, locked]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: Suggestion) => {
    close();
    void navigate(item.href);
  };
  const count = results?.length ?? 0;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      inputRef.current?.focus();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the box, Down starts at the first suggestion and Up at the last; both wrap around.
      setActive(open ? (active + step + count + (active < 0 && step < 0 ? 1 : 0)) % count : step > 0 ? 0 : count - 1);
      setOpen(true);
    } else if (event.key === "Enter" && open && active >= 0 && results?.[active]) {
      event.preventDefault();
      choose(results[active]);
    }
  };
  const onBlur = () => {
    setTimeout(() => {
      if (!rootRef.current?.contains(document.activeElement)) close();
    }, BLUR_CLOSE_MS);
  };

  return (
    <div ref={rootRef} className={`relative ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Form action="/shop" method="get" role="search" aria-label={t("search.label")} className="flex" onSubmit={close}>
        <label htmlFor={inputId} className="sr-only">
          {t("search.label")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="search"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          // 'No results found' is a message, not a list: the box is expanded only over suggestions.
          aria-expanded={open && count > 0}
          aria-controls={count > 0 ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onFocus={() => results && text.trim() && setOpen(true)}
          placeholder={locked ? t("search.locked") : t("search.placeholder")}
          disabled={locked}
          aria-describedby={locked ? `${inputId}-locked` : undefined}
          className="min-w-0 flex-1 rounded-s-md border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600"
        />
        <button
          type="submit"
          disabled={locked}
          className="rounded-e-md bg-accent px-4 font-medium text-accent-text disabled:opacity-70"
        >
          {t("search.submit")}
        </button>
      </Form>
      {locked && (
        <p id={`${inputId}-locked`} className="sr-only">
          {t("search.locked")}
        </p>
      )}
      {/* How many suggestions there are, said once they arrive (the list itself is not a live region). */}
      <p aria-live="polite" className="sr-only">
        {open && count > 0 ? t("a11y.suggestionCount", { count }) : ""}
      </p>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-gray-200 bg-white text-ink shadow-lg"
      >
        {results && results.length === 0 ? (
          <p className="px-4 py-3 text-gray-700" role="status">
            {t("search.noResults")}
          </p>
        ) : (
          <ul id={listId} role="listbox" aria-label={t("search.suggestions")}>
            {results?.map((item, index) => (
              <li
                key={item.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                data-href={item.href}
                // The box keeps focus (and the list stays open) while a suggestion is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface ${
                  index === active ? "bg-surface outline-2 -outline-offset-2 outline-link" : ""
                }`}
              >
                {item.imageUrl && (
                  <img src={item.imageUrl} alt="" width={40} height={40} className="h-10 w-10 rounded object-contain" />
                )}
                {/* The store's product names, in the store's language (decision 0029). */}
                <span lang={contentLang}>{item.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
