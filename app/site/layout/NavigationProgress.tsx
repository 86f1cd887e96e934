import { useNavigation } from "react-router";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";

/** A bar along the top while a client-side navigation loads, announced as "Loading...". */
export function NavigationProgress() {
  const busy = useNavigation().state === "loading";
  const t = useStrings(siteStrings);
  return (
    <div className="nav-progress" data-active={busy} role="status" aria-live="polite">
      <span className="visually-hidden">{busy ? t.loading : ""}</span>
    </div>
  );
}
