// The list of staff accounts (role admin): roles, last sign-in, second factor, status.
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../i18n/lang.ts";
import { Link } from "react-router";
import type { Route } from "./+types/accounts";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { adminMeta } from "../kit/meta.ts";
import { adminAccountStrings } from "./strings.ts";
import { adminStrings } from "../kit/strings.ts";
import { services } from "../../http/context.server.ts";
import { listAccounts } from "./accounts.server.ts";
import { requireStaff } from "./permissions.server.ts";
import { RoleList, StatusBadge, useDateTime } from "./account-parts.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const accounts = await listAccounts(services(context).db);
  return { me: staff.id, accounts };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminAccountStrings[langOfSearch(location.search)].accountsTitle);
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const t = useStrings(adminAccountStrings);
  const a = useStrings(adminStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  return (
    <section className="admin-page" aria-labelledby="accounts-title">
      <div className="admin-page__head">
        <h1 id="accounts-title">{t.accountsTitle}</h1>
        <Link className="admin-button admin-button--primary" to={withLang("/admin/accounts/new", lang)}>
          {t.invite}
        </Link>
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <ColumnHeads columns={[t.name, t.roles, t.lastSignIn, t.secondFactor, t.status]} action={t.manage} />
          <tbody>
            {loaderData.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row" data-label={t.name}>
                  <span className="admin-table__name">
                    {account.displayName} {account.id === loaderData.me && <span className="admin-muted">{t.you}</span>}
                  </span>
                  <span className="admin-table__email">{account.email}</span>
                </th>
                <td data-label={t.roles}>
                  <RoleList roles={account.roles} />
                </td>
                <td data-label={t.lastSignIn}>{account.lastSignInAt ? dateTime(account.lastSignInAt) : t.never}</td>
                <td data-label={t.secondFactor}>{account.setUp ? t.enrolled : t.notEnrolled}</td>
                <td data-label={t.status}>
                  <StatusBadge status={account.status} setUp={account.setUp} />
                </td>
                <td>
                  <Link
                    to={withLang(`/admin/accounts/${account.id}`, lang)}
                    aria-label={fill(t.manageAccount, { name: account.displayName })}
                  >
                    {t.manage}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-muted">{a.sessionNote}</p>
    </section>
  );
}
