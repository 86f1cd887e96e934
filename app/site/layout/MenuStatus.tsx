import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import type { MenuChildren } from "./menu-children.ts";

/** The menu's error (spec: "An error has occurred"), in the menu's place or in an open menu's. */
export function MenuError() {
  return (
    <p className="menu-error" role="alert">
      {useStrings(siteStrings).menuError}
    </p>
  );
}

/** What an open menu shows until its children are there: "Loading...", or the menu's error (spec). */
export function MenuChildrenState({ state }: { state: Exclude<MenuChildren, { status: "loaded" }> | undefined }) {
  const t = useStrings(siteStrings);
  return state?.status === "error" ? (
    <MenuError />
  ) : (
    <p className="menu-loading" role="status">
      {t.loading}
    </p>
  );
}
