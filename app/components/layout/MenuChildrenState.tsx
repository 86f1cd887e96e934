import { useT } from "../../i18n/index.ts";
import type { MenuChildren } from "./menu-children.ts";

/** What an open menu shows until its children are there: "Loading...", or the menu's error (SPEC §9). */
export function MenuChildrenState({ state }: { state: Exclude<MenuChildren, { status: "loaded" }> | undefined }) {
  const t = useT();
  return state?.status === "error" ? (
    <p className="menu-error" role="alert">
      {t.menuError}
    </p>
  ) : (
    <p className="menu-loading" role="status">
      {t.loading}
    </p>
  );
}
