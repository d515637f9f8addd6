// Live search (spec §2, §5): suggestions 100 ms after typing, 5 shown, 'No results found'; empty
// text, Escape and leaving the box close them (blur after 10 ms). Submitting opens /shop?search=.
import { useId, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { t } from "../../i18n/t";
import { fetchSuggestions, type Suggestion } from "../../lib/api";
import { useAbortableRequest } from "../../lib/use-abortable-request";

const SEARCH_DEBOUNCE_MS = 100;
const BLUR_CLOSE_MS = 10;
const SHOWN = 5;

export function LiveSearch({ className = "" }: { className?: string }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get("search") ?? "");
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();

  useAbortableRequest(() => {
    const query = text.trim();
    if (query === "") {
      setOpen(false);
      setResults(null);
      return null;
    }
    return {
      delayMs: SEARCH_DEBOUNCE_MS,
      run: (signal) => fetchSuggestions(query, signal),
      onResult: (items) => {
        setResults(items.slice(0, SHOWN));
        setOpen(document.activeElement === inputRef.current);
      },
    };
  }, [text]);

  const close = () => setOpen(false);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      inputRef.current?.focus();
    } else if (event.key === "ArrowDown" && open && event.target === inputRef.current) {
      event.preventDefault();
      rootRef.current?.querySelector<HTMLAnchorElement>(`[data-suggestion]`)?.focus();
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
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => results && text.trim() && setOpen(true)}
          placeholder={t("search.placeholder")}
          aria-controls={listId}
          className="min-w-0 flex-1 rounded-s-md border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600"
        />
        <button type="submit" className="rounded-e-md bg-accent px-4 font-medium text-accent-text">
          {t("search.submit")}
        </button>
      </Form>
      <div
        id={listId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-gray-200 bg-white text-ink shadow-lg"
      >
        {results && results.length === 0 ? (
          <p className="px-4 py-3 text-gray-700" role="status">
            {t("search.noResults")}
          </p>
        ) : (
          <ul aria-label={t("search.suggestions")}>
            {results?.map((item) => (
              <li key={item.id}>
                <Link
                  data-suggestion
                  to={item.href}
                  onClick={close}
                  className="flex items-center gap-3 px-3 py-2 hover:bg-surface focus:bg-surface"
                >
                  {item.imageUrl && (
                    <img
                      src={item.imageUrl}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded object-contain"
                    />
                  )}
                  <span>{item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
