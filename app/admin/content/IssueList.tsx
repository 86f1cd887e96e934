// The fields a save refused, or an unfinished item still lacks: each a link to its control, named
// by where it sits ("Khmer › Image"). Right after the save, the first one takes the focus, so the
// editor is at the field to fill in (its fold opened by the issues, folds.tsx).
import { useEffect, useRef } from "react";
import type { Lang } from "../../i18n/lang.ts";
import type { EditIssue, EntityView } from "../../content/model/view.ts";
import { issueMessages } from "./strings.ts";
import { controlId } from "./context.ts";
import { placeOf } from "./paths.ts";

const idOf = (issue: EditIssue) => {
  const [lang, ...steps] = issue.path.split(".");
  return controlId(lang as Lang, steps);
};

export function IssueList({
  definition,
  issues,
  ui,
  focusFirst,
}: {
  definition: EntityView;
  issues: EditIssue[];
  ui: Lang;
  /** Take the editor to the first field (once, after the save that found them). */
  focusFirst: boolean;
}) {
  const focused = useRef(false);
  useEffect(() => {
    if (!focusFirst || focused.current || issues.length === 0) return;
    focused.current = true;
    // After the folds holding the fields have opened.
    requestAnimationFrame(() => document.getElementById(idOf(issues[0]!))?.focus());
  }, [focusFirst, issues]);
  return (
    <ul>
      {issues.map((issue) => (
        <li key={issue.path}>
          <a href={`#${idOf(issue)}`}>{placeOf(definition.record, issue.path, ui)}</a>:{" "}
          {issueMessages[ui][issue.message]}
        </li>
      ))}
    </ul>
  );
}
