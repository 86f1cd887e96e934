import { useLang, useStrings } from "../i18n/define.ts";
import { SearchIcon } from "../ui/icons.tsx";
import { searchStrings } from "./strings.ts";

/**
 * The site search's field: a plain GET form to /search that keeps the language, so it works
 * without scripts (issue 41). Where scripts run, the page's island adds suggestions as the
 * visitor types (search-suggest.client.ts), loaded when the field is first focused.
 */
export function SearchForm({
  id,
  query = "",
  className = "",
  landmark,
}: {
  id: string;
  query?: string;
  className?: string;
  /** The search landmark's name, when the page has another one (each must be told apart). */
  landmark?: string;
}) {
  const t = useStrings(searchStrings);
  const lang = useLang();
  return (
    <form
      method="get"
      action="/search"
      role="search"
      className={`site-search ${className}`}
      aria-label={landmark ?? t.fieldLabel}
      data-suggestions={t.suggestions}
      data-count={t.suggestionCount}
    >
      {lang === "km" && <input type="hidden" name="l" value="km" />}
      <label htmlFor={id} className="visually-hidden">
        {t.fieldLabel}
      </label>
      <input
        id={id}
        className="site-search__field"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t.placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="site-search__submit" aria-label={t.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}
