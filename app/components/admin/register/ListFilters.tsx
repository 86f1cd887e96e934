import { Form, Link, useSearchParams } from "react-router";
import { useLang, withLang } from "../../../i18n/standalone.ts";
import type { RegisterScreenKind } from "../../../register/kinds.ts";
import type { StaffName } from "../../../register/owners.server.ts";
import { searchLimits } from "../../../register/search.ts";
import { useRegisterText } from "./text.ts";

/** The list's filters as a GET form: the URL it leads to is the list, to keep or share. */
export function ListFilters({ screen, staff, badDate }: { screen: RegisterScreenKind; staff: StaffName[]; badDate: boolean }) {
  const { t, status: statusName, language, kind } = useRegisterText();
  const lang = useLang();
  const [params] = useSearchParams();
  const value = (name: string) => params.get(name) ?? "";
  const dateError = badDate ? "register-date-error" : undefined;
  return (
    <Form method="get" className="admin-register-filters" aria-label={t.filters}>
      {lang === "km" && <input type="hidden" name="l" value="km" />}
      <div className="admin-field admin-register-filters__search">
        <label htmlFor="register-q">{t.search}</label>
        <p id="register-q-hint" className="admin-field__hint">
          {kind(screen.kind).searchHint}
        </p>
        <input id="register-q" name="q" type="search" defaultValue={value("q")} maxLength={searchLimits.input} aria-describedby="register-q-hint" autoComplete="off" />
      </div>
      <div className="admin-field">
        <label htmlFor="register-status">{t.status}</label>
        <select id="register-status" name="status" defaultValue={value("status")}>
          <option value="">{t.anyStatus}</option>
          {screen.statuses.map((status) => (
            <option key={status} value={status}>
              {statusName(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="register-owner">{t.owner}</label>
        <select id="register-owner" name="owner" defaultValue={value("owner")}>
          <option value="">{t.anyOwner}</option>
          <option value="me">{t.mine}</option>
          <option value="nobody">{t.nobody}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="register-lang">{t.language}</label>
        <select id="register-lang" name="lang" defaultValue={value("lang")}>
          <option value="">{t.anyLanguage}</option>
          <option value="en">{language("en")}</option>
          <option value="km">{language("km")}</option>
        </select>
      </div>
      {screen.source && (
        <div className="admin-field">
          <label htmlFor="register-source">{t.source}</label>
          <select id="register-source" name="source" defaultValue={value("source")}>
            <option value="">{t.anySource}</option>
            <option value="site">{t.source_site}</option>
            <option value="api">{t.source_api}</option>
          </select>
        </div>
      )}
      <div className="admin-field">
        <label htmlFor="register-from">{t.receivedFrom}</label>
        <input id="register-from" name="from" type="date" defaultValue={value("from")} aria-describedby={dateError} />
      </div>
      <div className="admin-field">
        <label htmlFor="register-to">{t.receivedTo}</label>
        <input id="register-to" name="to" type="date" defaultValue={value("to")} aria-describedby={dateError} />
      </div>
      {screen.deadlines && (
        <>
          <div className="admin-field">
            <label htmlFor="register-sort">{t.sort}</label>
            <select id="register-sort" name="sort" defaultValue={value("sort")}>
              <option value="">{t.sortReceived}</option>
              <option value="due">{t.sortDue}</option>
            </select>
          </div>
          <label className="admin-check admin-register-filters__check">
            <input type="checkbox" name="overdue" value="1" defaultChecked={value("overdue") === "1"} />
            {t.overdueOnly}
          </label>
        </>
      )}
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
