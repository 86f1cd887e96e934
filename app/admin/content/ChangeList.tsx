// What changed between two versions of a record (app/content/model/diff.ts), as a table: the
// field in words, then English and Khmer side by side, what it was and what it became with the
// changed words marked; a moved, added or removed item in a sentence; images as thumbnails.
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/fill.ts";
import { adminContentStrings } from "./strings.ts";
import type { Field } from "../../content/model/field.ts";
import type { DiffRow, Piece, Shown } from "../../content/model/diff.ts";
import { fieldAt, placeOfSteps } from "./paths.ts";

function Pieces({ pieces, mark }: { pieces: Piece[]; mark: "del" | "ins" }) {
  const Mark = mark;
  return pieces.map((piece, index) => (piece.changed ? <Mark key={index}>{piece.text}</Mark> : piece.text));
}

function Value({ shown, field, mark, ui }: { shown: Shown; field: Field | null; mark: "del" | "ins"; ui: Lang }) {
  const t = adminContentStrings[ui];
  switch (shown.type) {
    case "empty":
      return <span className="admin-muted">{t.diffEmpty}</span>;
    case "text":
      return <Pieces pieces={shown.pieces} mark={mark} />;
    case "lines":
      return (
        <ul className="ed-diff__lines">
          {shown.lines.map((line, index) => (
            <li key={index}>
              {line.changed ? mark === "del" ? <del>{line.text}</del> : <ins>{line.text}</ins> : line.text}
            </li>
          ))}
        </ul>
      );
    case "image":
      return <img className="ed-diff__image" src={shown.src} alt={shown.src.split("/").at(-1)} loading="lazy" />;
    case "yes":
      return t.diffYes;
    case "no":
      return t.diffNo;
    case "included":
      return t.diffIncluded;
    case "left-out":
      return t.diffLeftOut;
    case "choice": {
      const options = field?.kind === "enum" ? field.meta.options : undefined;
      const variant = field?.kind === "union" ? field.variants.find((one) => one.value === shown.value) : undefined;
      return options?.[shown.value]?.[ui] ?? variant?.item.meta.label?.[ui] ?? shown.value;
    }
  }
}

/** What happened to an item of a list, in a sentence: "Question 2 moved up to position 1". */
function eventText(row: DiffRow, record: Field, ui: Lang): string | null {
  const t = adminContentStrings[ui];
  const list = fieldAt(record, row.path.slice(0, -1));
  const item = (list?.kind === "array" ? list.meta.itemLabel?.[ui] : undefined) ?? t.item;
  const n = Number(row.path.at(-1)) + 1;
  switch (row.event.type) {
    case "moved":
      return fill(row.event.to < row.event.from ? t.diffMovedUp : t.diffMovedDown, {
        item,
        from: row.event.from + 1,
        to: row.event.to + 1,
      });
    case "added":
      return fill(t.diffAdded, { item, n });
    case "removed":
      return fill(t.diffRemoved, { item, n });
    default:
      return null;
  }
}

export function ChangeList({
  record,
  rows,
  langs,
  ui,
}: {
  record: Field;
  rows: DiffRow[];
  langs: readonly Lang[];
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  return (
    <div className="admin-table-wrap">
      <table className="admin-table ed-diff">
        <thead>
          <tr>
            <th scope="col">{t.field}</th>
            {langs.map((lang) => (
              <th key={lang} scope="col">
                {lang === "km" ? t.khmer : t.english}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const field = fieldAt(record, row.path);
            const event = eventText(row, record, ui);
            const place = placeOfSteps(record, event ? row.path.slice(0, -1) : row.path, ui);
            return (
              <tr key={index}>
                <th scope="row">{place || t.diffWholeRecord}</th>
                {langs.map((lang) => {
                  const side = row.sides[lang];
                  return (
                    // On a phone the table's rows become cards: each cell says its language.
                    <td key={lang} lang={lang} data-label={lang === "km" ? t.khmer : t.english}>
                      {!side ? (
                        <span className="admin-muted" lang={ui}>
                          {t.diffUnchanged}
                        </span>
                      ) : event ? (
                        <span lang={ui}>{event}</span>
                      ) : (
                        <>
                          <div className="ed-diff__before">
                            <span className="visually-hidden" lang={ui}>
                              {t.before}:{" "}
                            </span>
                            <Value shown={side.before} field={field} mark="del" ui={ui} />
                          </div>
                          <div className="ed-diff__after">
                            <span className="visually-hidden" lang={ui}>
                              {t.after}:{" "}
                            </span>
                            <Value shown={side.after} field={field} mark="ins" ui={ui} />
                          </div>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
