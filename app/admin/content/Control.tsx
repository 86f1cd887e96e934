// The control of one value in one language, chosen by the field's kind and widget.
import type { Field } from "../../content/model/field.ts";
import { adminContentStrings } from "./strings.ts";
import { useEditor } from "./context.ts";
import { FileField } from "./FileField.tsx";
import { MediaPicker, type PickedMedia } from "./MediaPicker.tsx";

export interface ControlProps {
  id: string;
  shape: Field;
  value: unknown;
  onChange(value: unknown): void;
  labelledBy: string;
  /** The same name in words (the media picker names its buttons with it). */
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** An image chosen from the media library (its size and alternative text). */
  onPicked?(picked: PickedMedia): void;
}

const inputTypes = { text: "text", url: "url", email: "email", slug: "text", page: "text", date: "date" } as const;

/** Phnom Penh's offset: a date and time typed in the editor is Cambodian time. */
const cambodia = "+07:00";
const localDateTime = (value: string) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
};

export function Control({
  id,
  shape,
  value,
  onChange,
  labelledBy,
  label,
  describedBy,
  invalid,
  onPicked,
}: ControlProps) {
  const { ui, choices } = useEditor();
  const common = {
    id,
    "aria-labelledby": labelledBy,
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
  };
  switch (shape.kind) {
    case "boolean":
      return (
        <input
          type="checkbox"
          className="ed-checkbox"
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case "number":
      return (
        <input
          type="number"
          step="any"
          inputMode="decimal"
          {...common}
          value={typeof value === "number" ? value : ""}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
        />
      );
    case "enum":
      return (
        <select {...common} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)}>
          {shape.values.map((option) => (
            <option key={option} value={option}>
              {shape.meta.options?.[option]?.[ui] ?? option}
            </option>
          ))}
        </select>
      );
    case "text": {
      const text = typeof value === "string" ? value : "";
      const change = (next: string) => onChange(shape.nullable && next === "" ? null : next);
      switch (shape.widget) {
        case "long":
          return (
            <textarea
              {...common}
              value={text}
              rows={Math.min(12, Math.max(3, Math.ceil(text.length / 70)))}
              onChange={(event) => change(event.target.value)}
            />
          );
        case "image":
        case "document":
          return (
            <FileField
              id={id}
              kind={shape.widget}
              label={label}
              value={text || null}
              onChange={(next, picked) => {
                change(next ?? "");
                if (picked) onPicked?.(picked);
              }}
              describedBy={describedBy}
            />
          );
        case "choice": {
          const offered = choices?.[shape.meta.choicesFrom ?? ""] ?? [];
          return (
            <select {...common} value={text} onChange={(event) => change(event.target.value)}>
              {shape.nullable && <option value="">{adminContentStrings[ui].noChoice}</option>}
              {/* A value none of the items has (removed since) stays shown, to be replaced. */}
              {text && !offered.some((item) => item.key === text) && <option value={text}>{text}</option>}
              {offered.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.titles[ui] ?? item.titles.en ?? item.titles.km ?? item.key}
                </option>
              ))}
            </select>
          );
        }
        case "datetime":
          return (
            <input
              type="datetime-local"
              {...common}
              value={text ? localDateTime(text) : ""}
              onChange={(event) => change(event.target.value ? `${event.target.value}:00${cambodia}` : "")}
            />
          );
        case "url":
          // A web address typed, or a document of the library chosen (its address fills the box).
          return (
            <span className="ed-link">
              <input
                type="url"
                {...common}
                value={text}
                spellCheck={false}
                onChange={(event) => change(event.target.value)}
              />
              <MediaPicker
                id={`${id}-library`}
                kind="document"
                label={label}
                value={null}
                onChange={(src) => src && change(src)}
                lang={ui}
                labelHidden
                buttonOnly
              />
            </span>
          );
        default:
          return (
            <input
              type={inputTypes[shape.widget as keyof typeof inputTypes] ?? "text"}
              {...common}
              value={text}
              spellCheck={shape.widget === "text"}
              onChange={(event) => change(event.target.value)}
            />
          );
      }
    }
    default:
      return null;
  }
}
