// One field of a record, drawn from its schema: a row with the English and the Khmer control
// side by side (one control across both for a shared field), a group of fields, a list, or a
// value of several kinds (a Q&A answer). Written once for every entity.
import { useId } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings, issueMessages } from "./strings.ts";
import { filledValue, type Field, type FieldOf } from "../../content/model/field.ts";
import type { FieldMeta } from "../../content/model/fields.ts";
import { getAt, type Path } from "../../content/model/values.ts";
import { controlId, useEditor } from "./context.ts";
import { Control } from "./Control.tsx";
import { labelOf } from "./labels.ts";
import { ListField } from "./ListField.tsx";
import { LinesField } from "./LinesField.tsx";
import type { PickedMedia } from "./MediaPicker.tsx";
import { PositionPicker } from "./PositionPicker.tsx";
import { UnionField } from "./UnionField.tsx";
import { FoldingFieldset } from "./folds.tsx";

export interface NodeProps {
  field: Field;
  /** Where the field is in each language's record. */
  path: Path;
  /** The columns to draw: both languages, or one inside a value of several kinds. */
  langs: readonly Lang[];
  label: string;
}

export function FieldNode(props: NodeProps) {
  const { field } = props;
  switch (field.kind) {
    case "object":
      return <GroupField {...props} shape={field} />;
    case "array":
      return field.meta.widget === "lines" ? (
        <LinesField {...props} shape={field} />
      ) : (
        <ListField {...props} shape={field} />
      );
    case "union":
      return <UnionField {...props} shape={field} />;
    default:
      return <LeafRow {...props} shape={field} />;
  }
}

/** The fields of a record, in schema order (and the map of its position, if it has one). */
export function Fields({
  record,
  path,
  langs,
  label,
}: {
  record: FieldOf<"object">;
  path: Path;
  langs: readonly Lang[];
  label?: string;
}) {
  const { ui } = useEditor();
  const position = record.meta.position;
  return (
    <>
      {record.fields.map(([key, field]) => (
        <FieldNode key={key} field={field} path={[...path, key]} langs={langs} label={labelOf(key, field.meta, ui)} />
      ))}
      {position && (
        <PositionPicker path={path} langs={langs} fields={position} itemName={label ?? adminContentStrings[ui].item} />
      )}
    </>
  );
}

/** A message of a refused field, if any: the language's own, or (shared) any language's. */
export function useIssue(path: Path, lang: Lang, shared = false): string | null {
  const { issues, ui, langs } = useEditor();
  const keys = shared ? langs : [lang];
  const found = keys.map((one) => issues[[one, ...path].join(".")]).find(Boolean);
  return found ? issueMessages[ui][found] : null;
}

function GroupField({ path, langs, label, shape }: NodeProps & { shape: FieldOf<"object"> }) {
  const { value, set, ui, locked } = useEditor();
  const t = adminContentStrings[ui];
  return (
    <FoldingFieldset className="ed-group" path={path} langs={langs} label={label}>
      {shape.nullable && (
        <div className="ed-cells">
          {langs.map((lang) => {
            const record = value[lang];
            const present = getAt(record, path) !== null && getAt(record, path) !== undefined;
            return (
              <div key={lang} className="ed-cell" lang={lang}>
                <label className="ed-check">
                  <input
                    type="checkbox"
                    checked={present}
                    disabled={!record || locked(lang)}
                    onChange={(event) => set(lang, path, event.target.checked ? filledValue(shape) : null)}
                  />
                  <span lang={ui}>
                    {fill(t.include, { field: label })} · {lang === "km" ? t.khmer : t.english}
                  </span>
                </label>
              </div>
            );
          })}
        </div>
      )}
      {shape.fields.map(([key, field]) => {
        const shown = langs.filter((lang) => !shape.nullable || (getAt(value[lang], path) ?? null) !== null);
        if (shown.length === 0) return null;
        return (
          <FieldNode key={key} field={field} path={[...path, key]} langs={shown} label={labelOf(key, field.meta, ui)} />
        );
      })}
    </FoldingFieldset>
  );
}

/** A row: the field's name once, then its control in each language (one across all when shared). */
function LeafRow({ path, langs, label, shape }: NodeProps & { shape: Field }) {
  const { value, set, ui, locked } = useEditor();
  const t = adminContentStrings[ui];
  const labelId = useId();
  const hintId = useId();
  const hint = shape.meta.hint?.[ui];
  const shared = Boolean(shape.meta.shared) && langs.length > 1;
  const columns = shared ? langs.slice(0, 1) : langs;
  // An image chosen from the library fills the fields its schema names (fields.ts `fromImage`).
  const fillFromImage = (fields: NonNullable<FieldMeta["fromImage"]>, picked: PickedMedia, into: readonly Lang[]) => {
    const sibling = (name: string): Path => [...path.slice(0, -1), name];
    for (const one of into) {
      const record = value[one];
      if (!record) continue;
      if (fields.width && picked.width) set(one, sibling(fields.width), picked.width);
      if (fields.height && picked.height) set(one, sibling(fields.height), picked.height);
      const alt = one === "km" ? picked.altKm : picked.altEn;
      if (fields.alt && alt && !getAt(record, sibling(fields.alt))) set(one, sibling(fields.alt), alt);
    }
  };
  return (
    <div className={`ed-row${shared ? " ed-row--shared" : ""}`} role="group" aria-labelledby={labelId}>
      <div className="ed-row__label" id={labelId}>
        {label}
      </div>
      {hint && (
        <p className="ed-row__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="ed-cells">
        {columns.map((lang) => (
          <Cell
            key={lang}
            lang={lang}
            path={path}
            shape={shape}
            labelId={labelId}
            label={label}
            hintId={hint ? hintId : undefined}
            shared={shared}
            tag={shared ? null : lang === "km" ? t.khmer : t.english}
            onChange={(leaf) => (shared ? langs : [lang]).forEach((one) => value[one] && set(one, path, leaf))}
            onPicked={
              shape.meta.fromImage &&
              ((picked) => fillFromImage(shape.meta.fromImage!, picked, shared ? langs : [lang]))
            }
          />
        ))}
      </div>
      {!shared && shape.kind === "text" && shape.widget === "image" && !locked(langs[1] ?? null) && (
        <SameImage path={path} langs={langs} fromImage={shape.meta.fromImage} label={label} />
      )}
    </div>
  );
}

/**
 * An image chosen in one language offered to the other, where they differ: the picture is often
 * the same, its alternative text never (each language keeps its own).
 */
function SameImage({
  path,
  langs,
  fromImage,
  label,
}: {
  path: Path;
  langs: readonly Lang[];
  fromImage: FieldMeta["fromImage"];
  label: string;
}) {
  const { value, set, ui } = useEditor();
  const t = adminContentStrings[ui];
  const [from, to] = langs;
  if (!from || !to || !value[from] || !value[to]) return null;
  const chosen = getAt(value[from], path);
  if (!chosen || chosen === getAt(value[to], path)) return null;
  const sibling = (name: string): Path => [...path.slice(0, -1), name];
  const copy = () => {
    set(to, path, chosen);
    for (const size of [fromImage?.width, fromImage?.height])
      if (size) set(to, sibling(size), getAt(value[from], sibling(size)));
  };
  return (
    <p className="ed-same-image">
      <button type="button" className="admin-button admin-button--quiet" onClick={copy}>
        {fill(t.sameImage, { field: label })}
      </button>
    </p>
  );
}

function Cell({
  lang,
  path,
  shape,
  labelId,
  label,
  hintId,
  shared,
  tag,
  onChange,
  onPicked,
}: {
  lang: Lang;
  path: Path;
  shape: Field;
  labelId: string;
  label: string;
  hintId: string | undefined;
  shared: boolean;
  tag: string | null;
  onChange(leaf: unknown): void;
  onPicked: ((picked: PickedMedia) => void) | undefined;
}) {
  const { value, ui, locked } = useEditor();
  const issue = useIssue(path, lang, shared);
  const id = controlId(lang, path);
  const tagId = `${id}-lang`;
  const errorId = `${id}-error`;
  const record = value[lang];
  return (
    <div className="ed-cell" lang={shared ? undefined : lang}>
      {tag && (
        <span className="ed-cell__lang" id={tagId} lang={ui}>
          {tag}
        </span>
      )}
      {record ? (
        <Locked when={locked(shared ? null : lang)}>
          <Control
            id={id}
            shape={shape}
            value={getAt(record, path)}
            onChange={onChange}
            onPicked={onPicked}
            labelledBy={tag ? `${labelId} ${tagId}` : labelId}
            label={tag ? `${label} ${tag}` : label}
            describedBy={[hintId, issue ? errorId : undefined].filter(Boolean).join(" ") || undefined}
            invalid={Boolean(issue)}
          />
        </Locked>
      ) : (
        <p className="ed-cell__missing">—</p>
      )}
      {issue && (
        <p className="ed-error" id={errorId} lang={ui}>
          {issue}
        </p>
      )}
    </div>
  );
}

/** A cell shown but not changed (a translator's other language, a shared field): the platform's own disabling. */
function Locked({ when, children }: { when: boolean; children: React.ReactNode }) {
  return when ? (
    <fieldset disabled className="ed-cell__locked">
      {children}
    </fieldset>
  ) : (
    children
  );
}
