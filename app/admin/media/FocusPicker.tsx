// An image's focal point (db/migrations/0039_media_focus.sql): a click on the picture sets it,
// or the two numbers do (by keyboard); the crops the site makes are previewed as it moves.
import { useId, useState } from "react";
import { Form } from "react-router";
import { useStrings } from "../../i18n/define.ts";
import { adminMediaStrings } from "./strings.ts";

const crops = [
  ["wide", 16 / 9],
  ["square", 1],
  ["tall", 3 / 4],
] as const;

const rounded = (percent: number) => Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;

export function FocusPicker({
  src,
  alt,
  width,
  height,
  focus,
  typed,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** As saved (fractions), or null: the middle. */
  focus: { x: number; y: number } | null;
  /** What a refused save sent, to show again. */
  typed: { x: string; y: string } | null;
}) {
  const t = useStrings(adminMediaStrings);
  const id = useId();
  const [point, setPoint] = useState({
    x: typed?.x ?? (focus ? String(rounded(focus.x * 100)) : "50"),
    y: typed?.y ?? (focus ? String(rounded(focus.y * 100)) : "50"),
  });
  const position = `${Number(point.x) || 0}% ${Number(point.y) || 0}%`;
  return (
    // noValidate: the server refuses a point outside the picture in the interface's language.
    <Form method="post" className="media-focus" noValidate>
      <input type="hidden" name="intent" value="focus" />
      <div className="media-focus__frame">
        {/* A pointer's shortcut to the numbers below, which keyboards use. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img
          className="media-focus__image"
          src={src}
          alt={alt}
          width={width}
          height={height}
          // As wide as fits the column and 70 % of the screen's height, its place kept before it loads.
          style={{ width: `min(100%, ${width}px, calc(70vh * ${width / height}))` }}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setPoint({
              x: String(rounded(((event.clientX - box.left) / box.width) * 100)),
              y: String(rounded(((event.clientY - box.top) / box.height) * 100)),
            });
          }}
        />
        <span
          className="media-focus__mark"
          style={{ left: `${Number(point.x) || 0}%`, top: `${Number(point.y) || 0}%` }}
        />
      </div>
      <div className="media-focus__numbers">
        {(["x", "y"] as const).map((axis) => (
          <div className="admin-field" key={axis}>
            <label htmlFor={`${id}-${axis}`}>{axis === "x" ? t.focusX : t.focusY}</label>
            <input
              id={`${id}-${axis}`}
              name={`focus_${axis}`}
              type="number"
              min={0}
              max={100}
              step={0.1}
              value={point[axis]}
              onChange={(event) => setPoint({ ...point, [axis]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <h3>{t.focusCrops}</h3>
      <div className="media-focus__crops">
        {crops.map(([name, ratio]) => (
          <img
            key={name}
            className="media-focus__crop"
            src={src}
            alt=""
            width={Math.round(120 * ratio)}
            height={120}
            style={{ aspectRatio: String(ratio), objectPosition: position }}
          />
        ))}
      </div>
      <p className="media-focus__actions">
        <button type="submit" className="admin-button admin-button--primary">
          {t.focusSave}
        </button>
        {focus && (
          <button type="submit" name="clear" value="1" className="admin-button">
            {t.focusClear}
          </button>
        )}
      </p>
    </Form>
  );
}
