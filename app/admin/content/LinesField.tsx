// A list of short texts (a position's requirements, an answer's bullet points) edited as lines:
// one text box per language, one point per line, instead of a card per point. Blank lines are
// not points; a refused point is named by its line.
import { useId, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import { adminContentStrings, issueMessages } from "./strings.ts";
import type { FieldOf } from "../../content/model/field.ts";
import { getAt } from "../../content/model/values.ts";
import { controlId, useEditor } from "./context.ts";
import type { NodeProps } from "./FieldNode.tsx";
import type { Lang } from "../../i18n/lang.ts";

const linesOf = (value: unknown) => (Array.isArray(value) ? value.map((line) => String(line ?? "")) : []);
const pointsOf = (text: string) => text.split("\n").filter((line) => line.trim() !== "");

export function LinesField({ path, langs, label, shape }: NodeProps & { shape: FieldOf<"array"> }) {
  const { ui } = useEditor();
  const labelId = useId();
  const hintId = useId();
  const t = adminContentStrings[ui];
  return (
    <div className="ed-row" role="group" aria-labelledby={labelId}>
      <div className="ed-row__label" id={labelId}>
        {label}
      </div>
      <p className="ed-row__hint" id={hintId}>
        {shape.meta.hint?.[ui] ?? t.linesHint}
      </p>
      <div className="ed-cells">
        {langs.map((lang) => (
          <LinesCell key={lang} lang={lang} path={path} labelId={labelId} hintId={hintId} />
        ))}
      </div>
    </div>
  );
}

function LinesCell({
  lang,
  path,
  labelId,
  hintId,
}: {
  lang: Lang;
  path: NodeProps["path"];
  labelId: string;
  hintId: string;
}) {
  const { value, set, ui, issues, locked } = useEditor();
  const t = adminContentStrings[ui];
  const record = value[lang];
  const lines = linesOf(getAt(record, path));
  // What is typed, blank lines and all, while it says the same points as the record.
  const [typed, setTyped] = useState(lines.join("\n"));
  const text = pointsOf(typed).join("\n") === lines.join("\n") ? typed : lines.join("\n");
  const id = controlId(lang, path);
  const tag = lang === "km" ? t.khmer : t.english;
  const prefix = [lang, ...path].join(".");
  const problems = Object.entries(issues)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([key, message]) => {
      const line = key.slice(prefix.length + 1);
      const words = issueMessages[ui][message];
      return line ? fill(t.lineProblem, { n: Number(line) + 1, problem: words }) : words;
    });
  const errorId = `${id}-error`;
  return (
    <div className="ed-cell" lang={lang}>
      <span className="ed-cell__lang" id={`${id}-lang`} lang={ui}>
        {tag}
      </span>
      {record ? (
        <textarea
          id={id}
          aria-labelledby={`${labelId} ${id}-lang`}
          aria-describedby={[hintId, problems.length ? errorId : undefined].filter(Boolean).join(" ")}
          aria-invalid={problems.length > 0 || undefined}
          value={text}
          disabled={locked(lang)}
          rows={Math.min(12, Math.max(3, lines.length + 1))}
          onChange={(event) => {
            setTyped(event.target.value);
            set(lang, path, pointsOf(event.target.value));
          }}
        />
      ) : (
        <p className="ed-cell__missing">—</p>
      )}
      {problems.length > 0 && (
        <p className="ed-error" id={errorId} lang={ui}>
          {problems.join(" ")}
        </p>
      )}
    </div>
  );
}
