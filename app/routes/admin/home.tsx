// The back office's overview: who is signed in, with which roles, and the session's limits.
import { fill, langOfSearch, useLang, useStrings, withLang } from "../../i18n/standalone.ts";
import { Form } from "react-router";
import type { Route } from "./+types/home";
import { adminMeta } from "../../components/admin/meta.ts";
import { adminStrings } from "../../i18n/strings/admin.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  return { displayName: staff.displayName, roles: staff.roles };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminStrings[langOfSearch(location.search)].homeTitle);
}

const roleText = {
  admin: ["roleAdmin", "roleAdminText"],
  editor: ["roleEditor", "roleEditorText"],
  complaints: ["roleComplaints", "roleComplaintsText"],
} as const;

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  return (
    <section className="admin-page" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t.homeTitle}</h1>
      <p className="admin-lead">{fill(t.homeLead, { name: loaderData.displayName })}</p>
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
