import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";

/** The menu's error (spec: "An error has occurred"), in the menu's place when the menu cannot be read. */
export function MenuError() {
  return (
    <p className="menu-error" role="alert">
      {useStrings(siteStrings).menuError}
    </p>
  );
}
