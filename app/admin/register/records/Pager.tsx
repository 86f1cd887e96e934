import { Link, useLocation } from "react-router";
import { listLink } from "./links.ts";
import { useRegisterText } from "../text.ts";

/** Keyset paging: back to the newest page, or on to older ones (the cursor is in the URL). */
export function Pager({ path, next }: { path: string; next: string | null }) {
  const { t } = useRegisterText();
  const params = new URLSearchParams(useLocation().search);
  if (!params.get("after") && !next) return null;
  return (
    <nav className="admin-pager" aria-label={t.pages}>
      {params.get("after") ? <Link to={listLink(path, params, {})}>← {t.newest}</Link> : <span />}
      {next && <Link to={listLink(path, params, { after: next })}>{t.older} →</Link>}
    </nav>
  );
}
