import { useNavigation } from "react-router";
import { useT } from "../../i18n/index.ts";

/** A bar along the top while a client-side navigation loads, announced as "Loading...". */
export function NavigationProgress() {
  const busy = useNavigation().state === "loading";
  const t = useT();
  return (
    <div className="nav-progress" data-active={busy} role="status" aria-live="polite">
      <span className="visually-hidden">{busy ? t.loading : ""}</span>
    </div>
  );
}
