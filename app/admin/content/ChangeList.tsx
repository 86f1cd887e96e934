// What changed between two versions of a record, field by field: the place, what it was, what it became.
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import type { Field } from "../../content/model/field.ts";
import { shownValue, type Change } from "../../content/model/values.ts";
import { placeOf } from "./paths.ts";

export function ChangeList({ record, changes, ui }: { record: Field; changes: Change[]; ui: Lang }) {
  const t = adminContentStrings[ui];
  return (
    <dl className="ed-changes">
      {changes.map((change) => (
        <div key={change.path}>
          <dt>{placeOf(record, change.path, ui)}</dt>
          <dd lang={change.path.split(".")[0]}>
            <del>
              <span className="visually-hidden" lang={ui}>
                {t.before}:{" "}
              </span>
              {shownValue(change.before)}
            </del>
            <ins>
              <span className="visually-hidden" lang={ui}>
                {t.after}:{" "}
              </span>
              {shownValue(change.after)}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
