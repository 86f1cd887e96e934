// A value of several kinds (a Q&A answer: text, a list or a numbered list): each language
// chooses its kind, and the kind's fields follow in that language's column.
import { useId } from "react";
import { adminContentStrings } from "./strings.ts";
import { emptyValue, type FieldOf } from "../../content/model/field.ts";
import { getAt } from "../../content/model/values.ts";
import { controlId, useEditor } from "./context.ts";
import { FieldNode, type NodeProps } from "./FieldNode.tsx";
import { labelOf } from "./labels.ts";

type UnionShape = FieldOf<"union">;

export function UnionField({ path, langs, label, shape }: NodeProps & { shape: UnionShape }) {
  const { value, set, ui, locked } = useEditor();
  const t = adminContentStrings[ui];
  const labelId = useId();
  return (
    <fieldset className="ed-group ed-union">
      <legend id={labelId}>{label}</legend>
      <div className="ed-cells">
        {langs.map((lang) => {
          const current = getAt(value[lang], path) as Record<string, unknown> | null | undefined;
          if (!value[lang] || !current)
            return (
              <div key={lang} className="ed-cell" lang={lang}>
                —
              </div>
            );
          const kind = String(current[shape.discriminator]);
          const variant = shape.variants.find((option) => option.value === kind) ?? shape.variants[0]!;
          const variantShape = variant.item;
          const selectId = `${controlId(lang, path)}-${shape.discriminator}`;
          return (
            <div key={lang} className="ed-cell ed-union__cell" lang={lang}>
              <span className="ed-cell__lang" id={`${selectId}-lang`} lang={ui}>
                {lang === "km" ? t.khmer : t.english}
              </span>
              <label htmlFor={selectId} id={`${selectId}-label`} className="ed-union__kind" lang={ui}>
                {t.typeOfAnswer}
              </label>
              <select
                id={selectId}
                aria-labelledby={`${selectId}-label ${selectId}-lang`}
                aria-describedby={labelId}
                value={variant.value}
                disabled={locked(lang)}
                onChange={(event) => {
                  const next = shape.variants.find((option) => option.value === event.target.value)!;
                  const fresh = emptyValue(next.item) as Record<string, unknown>;
                  // Keep what was written when the new kind holds the same sort of value (a list ↔ a numbered list).
                  const kept = Object.fromEntries(
                    Object.entries(fresh).map(([key, empty]) => [
                      key,
                      Array.isArray(empty) === Array.isArray(current[key]) && typeof empty === typeof current[key]
                        ? current[key]
                        : empty,
                    ]),
                  );
                  set(lang, path, { ...kept, [shape.discriminator]: next.value });
                }}
              >
                {shape.variants.map((option) => (
                  <option key={option.value} value={option.value}>
                    {shape.meta.options?.[option.value]?.[ui] ?? option.value}
                  </option>
                ))}
              </select>
              {variantShape.kind === "object" &&
                variantShape.fields
                  .filter(([key]) => key !== shape.discriminator)
                  .map(([key, field]) => (
                    <FieldNode
                      key={key}
                      field={field}
                      path={[...path, key]}
                      langs={[lang]}
                      label={labelOf(key, field.meta, ui)}
                    />
                  ))}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
