import { Form, Link, useLocation } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { withLang } from "../../../i18n/lang.ts";
import type { RegisterScreenKind } from "../kinds.ts";
import type { StaffName } from "../../../register/owners.server.ts";
import { searchLimits } from "../../../register/search.ts";
import { useRegisterText } from "../text.ts";

type Options = readonly (readonly [value: string, text: string])[];

/** A labelled select of the filters, showing the URL's value; the first option is "any". */
function Choice({ name, label, options }: { name: string; label: string; options: Options }) {
  const params = new URLSearchParams(useLocation().search);
  return (
    <div className="admin-field">
      <label htmlFor={`register-${name}`}>{label}</label>
      <select id={`register-${name}`} name={name} defaultValue={params.get(name) ?? ""}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day (received from, received to), tied to the page's date error when there is one. */
function Day({ name, label, error }: { name: string; label: string; error: string | undefined }) {
  const params = new URLSearchParams(useLocation().search);
  return (
    <div className="admin-field">
      <label htmlFor={`register-${name}`}>{label}</label>
      <input
        id={`register-${name}`}
        name={name}
        type="date"
        defaultValue={params.get(name) ?? ""}
        aria-describedby={error}
      />
    </div>
  );
}

/** The list's filters as a GET form: the URL it leads to is the list, to keep or share. */
export function ListFilters({
  screen,
  staff,
  badDate,
  categories,
}: {
  screen: RegisterScreenKind;
  staff: StaffName[];
  badDate: boolean;
  /** Complaints' categories, the retired ones too (old complaints have them). */
  categories: { id: string; en: string; km: string }[];
}) {
  const { t, status, language, kind } = useRegisterText();
  const lang = useLang();
  const params = new URLSearchParams(useLocation().search);
  const dateError = badDate ? "register-date-error" : undefined;
  // The choices beside the search stay folded away until one narrows the list (a phone then sees
  // the list at once): an order alone, as the Overview's "due first" link sets, leaves them folded.
  const narrowing = [
    "status",
    "owner",
    "lang",
    "source",
    "from",
    "to",
    "overdue",
    "due",
    "received",
    "category",
  ].filter((name) => params.get(name));
  const inUse = narrowing.length + (params.get("sort") ? 1 : 0);
  // A tab (StatusTabs) says itself what it shows: it does not open the choices.
  const tabs = new Set(["overdue", "due", "received"]);
  const unfold = narrowing.some((name) => !tabs.has(name));
  return (
    <Form method="get" className="admin-register-filters" aria-label={t.filters}>
      {lang === "km" && <input type="hidden" name="l" value="km" />}
      {/* The tab chosen stays chosen (StatusTabs): a search within it. */}
      {["due", "received"].map(
        (name) => params.get(name) && <input key={name} type="hidden" name={name} value={params.get(name)!} />,
      )}
      <div className="admin-field">
        <label htmlFor="register-q">{t.search}</label>
        <p id="register-q-hint" className="admin-field__hint">
          {kind(screen.kind).searchHint}
        </p>
        <input
          id="register-q"
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          maxLength={searchLimits.input}
          aria-describedby="register-q-hint"
          autoComplete="off"
        />
      </div>
      <details className="admin-register-filters__more" open={unfold || badDate}>
        <summary>
          {t.moreFilters}
          {inUse > 0 && <span className="admin-muted"> · {fill(t.filtersInUse, { count: inUse })}</span>}
        </summary>
        <div className="admin-register-filters__grid">
          <Choice
            name="status"
            label={t.status}
            options={[
              ["", t.anyStatus],
              ...(screen.deadlines ? ([["open", t.openStatuses]] as const) : []),
              ...screen.statuses.map((value) => [value, status(value)] as const),
            ]}
          />
          <Choice
            name="owner"
            label={t.owner}
            options={[
              ["", t.anyOwner],
              ["me", t.mine],
              ["nobody", t.nobody],
              ...staff.map((member) => [member.id, member.name] as const),
            ]}
          />
          <Choice
            name="lang"
            label={t.language}
            options={[
              ["", t.anyLanguage],
              ["en", language("en")],
              ["km", language("km")],
            ]}
          />
          {screen.source && (
            <Choice
              name="source"
              label={t.source}
              options={[
                ["", t.anySource],
                ["site", t.source_site],
                ["api", t.source_api],
                ["email", t.source_email],
              ]}
            />
          )}
          {categories.length > 0 && (
            <Choice
              name="category"
              label={t.category}
              options={[
                ["", t.categoryAny],
                ["none", t.categoryNone],
                ...categories.map((category) => [category.id, category[lang]] as const),
              ]}
            />
          )}
          <Day name="from" label={t.receivedFrom} error={dateError} />
          <Day name="to" label={t.receivedTo} error={dateError} />
          {screen.deadlines && (
            <>
              <Choice
                name="sort"
                label={t.sort}
                options={[
                  ["", t.sortReceived],
                  ["due", t.sortDue],
                ]}
              />
              <label className="admin-check">
                <input type="checkbox" name="overdue" value="1" defaultChecked={params.get("overdue") === "1"} />
                {t.overdueOnly}
              </label>
            </>
          )}
        </div>
      </details>
      <div className="admin-filters__buttons">
        <button type="submit" className="admin-button admin-button--primary">
          {t.apply}
        </button>
        <Link to={withLang(screen.path, lang)} className="admin-button">
          {t.clear}
        </Link>
      </div>
      {badDate && (
        <p id="register-date-error" className="form-field__error admin-register-filters__error" role="alert">
          {t.badDate}
        </p>
      )}
    </Form>
  );
}
