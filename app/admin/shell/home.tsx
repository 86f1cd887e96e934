// The back office's overview: who is signed in, with which roles, what waits in the register,
// and the session's limits.
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../i18n/lang.ts";
import { localNumber } from "../../i18n/digits.ts";
import { Form, Link } from "react-router";
import type { Route } from "./+types/home";
import { adminMeta } from "../kit/meta.ts";
import { adminStrings } from "../kit/strings.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { services } from "../../http/context.server.ts";
import { countComplaintWork } from "../../register/complaints.server.ts";
import { countContactMessages } from "../../register/contact-messages.server.ts";
import { countMailToSort } from "../../register/mailbox/mailbox.server.ts";
import "./home.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  // What waits in the register, for those who keep it: counts the indexes answer.
  const register = staff.roles.includes("complaints")
    ? await Promise.all([countComplaintWork(db, staff.id), countContactMessages(db), countMailToSort(db)]).then(
        ([complaints, messages, mailToSort]) => ({ complaints, newMessages: messages.byStatus.new, mailToSort }),
      )
    : null;
  return { displayName: staff.displayName, roles: staff.roles, register };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminStrings[langOfSearch(location.search)].homeTitle);
}

const roleText = {
  admin: ["roleAdmin", "roleAdminText"],
  editor: ["roleEditor", "roleEditorText"],
  complaints: ["roleComplaints", "roleComplaintsText"],
  translator_en: ["roleTranslatorEn", "roleTranslatorEnText"],
  translator_km: ["roleTranslatorKm", "roleTranslatorKmText"],
} as const;

/** The overview's complaint counts: which, its words, its list's query, and whether a count is a warning. */
const workLinks = [
  ["unassigned", "homeUnassigned", "owner=nobody&status=open", false],
  ["mine", "homeMine", "owner=me&status=open", false],
  ["dueSoon", "homeDueSoon", "due=soon", false],
  ["overdue", "homeOverdue", "overdue=1", true],
] as const;

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const number = (value: number) => localNumber(value, lang);
  return (
    <section className="admin-page" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t.homeTitle}</h1>
      <p className="admin-lead">{fill(t.homeLead, { name: loaderData.displayName })}</p>
      {loaderData.register && (
        <>
          <h2>{t.registerTitle}</h2>
          <h3 className="admin-work__title">{t.homeComplaintsTitle}</h3>
          {/* Each count a link to the list of those complaints, the nearest deadline first. */}
          <ul className="admin-work">
            {workLinks.map(([key, label, query, warn]) => (
              <li key={key}>
                <Link
                  to={withLang(`/admin/complaints?${query}&sort=due`, lang)}
                  className={
                    warn && loaderData.register!.complaints[key] > 0
                      ? "admin-work__link admin-work__link--warn"
                      : "admin-work__link"
                  }
                >
                  <span className="admin-work__count">{number(loaderData.register!.complaints[key])}</span>
                  <span>{t[label]}</span>
                </Link>
              </li>
            ))}
          </ul>
          <ul className="admin-register-summary">
            <li>
              <Link to={withLang("/admin/messages?status=new", lang)}>
                {fill(t.homeMessages, { new: loaderData.register.newMessages })}
              </Link>
            </li>
            {loaderData.register.mailToSort > 0 && (
              <li>
                <Link to={withLang("/admin/mailbox", lang)}>
                  {fill(t.homeMailToSort, { count: loaderData.register.mailToSort })}
                </Link>
              </li>
            )}
          </ul>
        </>
      )}
      <h2>{t.yourRoles}</h2>
      <dl className="admin-roles">
        {loaderData.roles.map((role) => (
          <div key={role}>
            <dt>{t[roleText[role][0]]}</dt>
            <dd>{t[roleText[role][1]]}</dd>
          </div>
        ))}
      </dl>
      <p className="admin-muted">{t.sessionNote}</p>
      <Form method="post" action={withLang("/admin/sign-out", lang)} reloadDocument className="admin-inline-form">
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className="admin-button" aria-describedby="everywhere-text">
          {t.signOutEverywhere}
        </button>
        <p id="everywhere-text" className="admin-muted">
          {t.everywhereText}
        </p>
      </Form>
    </section>
  );
}
