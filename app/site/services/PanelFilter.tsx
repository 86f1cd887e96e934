import { provinceCodes, provinces, type ProvinceCode } from "../../content/panels/provinces.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { localNumber } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";
import { withLang } from "../../i18n/lang.ts";
import { serviceStrings } from "./strings.ts";
import "../../ui/fields.css";

export interface PanelFilterState {
  province: ProvinceCode | null;
  name: string;
  /** The province asked for is none of Cambodia's. */
  unknownProvince: boolean;
}

/**
 * Narrows the panels by province and by name with a plain GET form (issue 41): it works without
 * scripts and without the visitor's position, and its address can be shared. The page comes
 * back at the list.
 */
export function PanelFilter({
  path,
  filter,
  shown,
  total,
}: {
  path: string;
  filter: PanelFilterState;
  shown: number;
  total: number;
}) {
  const s = useStrings(serviceStrings);
  const lang = useLang();
  const filtered = filter.province !== null || filter.name !== "" || filter.unknownProvince;
  return (
    <>
      <form
        method="get"
        action={`${path}#panel-finder-title`}
        className="panel-filter"
        role="search"
        aria-label={s.findPanel}
      >
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <div className="form-field panel-filter__field">
          <label htmlFor="panel-province">{s.province}</label>
          <select
            id="panel-province"
            name="province"
            defaultValue={filter.province ?? ""}
            aria-invalid={filter.unknownProvince || undefined}
            aria-describedby={filter.unknownProvince ? "panel-province-error" : undefined}
          >
            <option value="">{s.allProvinces}</option>
            {provinceCodes.map((code) => (
              <option key={code} value={code}>
                {provinces[code].name[lang]}
              </option>
            ))}
          </select>
          {filter.unknownProvince && (
            <p id="panel-province-error" className="form-field__error">
              {s.unknownProvince}
            </p>
          )}
        </div>
        <div className="form-field panel-filter__field">
          <label htmlFor="panel-name">{s.panelName}</label>
          <input id="panel-name" name="name" type="search" maxLength={100} defaultValue={filter.name} />
        </div>
        <button type="submit" className="button button--primary panel-filter__submit">
          {s.showPanels}
        </button>
      </form>
      {filtered && (
        <p className="panel-filter__count" role="status">
          {shown === 0
            ? s.noPanelFound
            : fill(s.panelsShown, { count: localNumber(shown, lang), total: localNumber(total, lang) })}{" "}
          <a href={withLang(`${path}#panel-finder-title`, lang)}>{s.showEveryPanel}</a>
        </p>
      )}
    </>
  );
}
