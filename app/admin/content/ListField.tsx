// A list of a record (paragraphs, questions, panels, slides): its items side by side in both
// languages, item n beside item n, added, removed and moved together. Moving is by buttons, so
// it works by keyboard; the focus stays on the moved item's button and the new place is announced.
// A new item takes the focus at its first control; a removed one can be put back ("Undo"), which
// takes the focus meanwhile. Items close to their name and first words (folds.tsx); a new or
// restored one is open, and an item's fold moves with it.
import { useEffect, useRef, useState } from "react";
import { fill, fillCount } from "../../i18n/fill.ts";
import { adminContentStrings } from "./strings.ts";
import { emptyValue, type FieldOf } from "../../content/model/field.ts";
import { getAt, type Path } from "../../content/model/values.ts";
import type { Lang } from "../../i18n/lang.ts";
import { controlId, useEditor } from "./context.ts";
import { FieldNode, Fields, useIssue, type NodeProps } from "./FieldNode.tsx";
import { FoldButton, FoldingFieldset, itemSummary, summaryLang, useItemFolds } from "./folds.tsx";

type ListShape = FieldOf<"array">;

export function ListField({ path, langs, label, shape }: NodeProps & { shape: ListShape }) {
  const { value, set, ui, announce, locked } = useEditor();
  const t = adminContentStrings[ui];
  const itemName = shape.meta.itemLabel?.[ui] ?? t.item;
  // An optional list that is absent (null) is an empty one, to which items can be added.
  const lists = langs.map((lang) => ({
    lang,
    items: value[lang] ? ((getAt(value[lang], path) as unknown[] | null | undefined) ?? []) : null,
  }));
  const present = lists.filter((list) => list.items !== null && value[list.lang]);
  const length = Math.max(0, ...present.map((list) => list.items!.length));
  const listId = controlId(langs[0]!, path);
  const issue = useIssue(path, langs[0]!, true);
  const focusAfter = useRef<string | null>(null);
  // The item last removed, in each language, until it is put back or the list changes again.
  const [removed, setRemoved] = useState<{ index: number; items: Map<string, unknown> } | null>(null);
  // Each item's fold, which moves with it.
  const folds = useItemFolds(path, length);

  useEffect(() => {
    // An item's own controls, not its bar's (move, remove): an image item's first one is a button.
    const firstControl = (item: string) =>
      document
        .getElementById(listId)
        ?.querySelector<HTMLElement>(
          `:scope > div > ol > li${item} > .ed-item__body :is(input, textarea, select, button)`,
        );
    const target = focusAfter.current?.startsWith("item:")
      ? firstControl(`:nth-child(${focusAfter.current.slice(5)})`)
      : focusAfter.current
        ? document.getElementById(focusAfter.current)
        : null;
    // A render of something else may come first (the page's own state): the focus waits for its target.
    if (!target) return;
    target.focus();
    focusAfter.current = null;
  });

  const change = (edit: (items: unknown[]) => unknown[]) => {
    setRemoved(null);
    for (const list of present) set(list.lang, path, edit([...list.items!]));
  };
  const remove = (index: number) => {
    change((items) => items.filter((_, at) => at !== index));
    folds.remove(index);
    setRemoved({ index, items: new Map(present.map((list) => [list.lang, list.items![index]])) });
    focusAfter.current = `${listId}-undo`;
  };
  const undo = () => {
    if (!removed) return;
    for (const list of present)
      if (removed.items.has(list.lang)) {
        const items = [...list.items!];
        items.splice(removed.index, 0, removed.items.get(list.lang));
        set(list.lang, path, items);
      }
    folds.insert(removed.index);
    setRemoved(null);
    focusAfter.current = `item:${removed.index + 1}`;
    announce(fill(t.restoredItem, { item: itemName, n: removed.index + 1 }));
  };
  const move = (from: number, to: number, button: "up" | "down") => {
    change((items) => {
      if (from >= items.length || to >= items.length) return items;
      const [item] = items.splice(from, 1);
      items.splice(to, 0, item);
      return items;
    });
    folds.move(from, to);
    // The button keeps the focus at the item's new place, unless it cannot move further that way.
    const edge = (button === "up" && to === 0) || (button === "down" && to === length - 1);
    focusAfter.current = `${listId}-${to}-${edge ? (button === "up" ? "down" : "up") : button}`;
    announce(fill(t.moved, { item: itemName, n: to + 1 }));
  };
  const full = shape.meta.maxItems !== undefined && length >= shape.meta.maxItems;

  return (
    <FoldingFieldset
      className="ed-list"
      id={listId}
      describedBy={issue ? `${listId}-error` : undefined}
      path={path}
      langs={langs}
      label={label}
      status={fillCount(t, "items", length)}
    >
      {shape.meta.hint && <p className="ed-row__hint">{shape.meta.hint[ui]}</p>}
      {issue && (
        <p className="ed-error" id={`${listId}-error`}>
          {issue}
        </p>
      )}
      {length === 0 && <p className="ed-list__empty">{t.noneInList}</p>}
      <ol className="ed-list__items">
        {Array.from({ length }, (_, index) => (
          <ListItem
            key={index}
            index={index}
            length={length}
            listId={listId}
            itemName={itemName}
            path={path}
            langs={langs}
            shape={shape}
            open={folds.isOpen(index)}
            onToggle={(open) => folds.set(index, open)}
            onMove={move}
            onRemove={remove}
          />
        ))}
      </ol>
      {removed && (
        <p className="ed-undo" role="status">
          {fill(t.removedItem, { item: itemName, n: removed.index + 1 })} ·{" "}
          <button type="button" id={`${listId}-undo`} className="admin-button admin-button--quiet" onClick={undo}>
            {t.undo}
          </button>
        </p>
      )}
      {/* A list's items are added, moved and removed in both languages at once: an editor's work. */}
      {!locked(null) && (
        <button
          type="button"
          id={`${listId}-add`}
          className="admin-button"
          disabled={full || present.length === 0}
          onClick={() => {
            setRemoved(null);
            for (const list of present) set(list.lang, path, [...list.items!, emptyValue(shape.item)]);
            folds.insert(length);
            focusAfter.current = `item:${length + 1}`;
          }}
        >
          {fill(t.addItem, { item: itemName })}
        </button>
      )}
    </FoldingFieldset>
  );
}

/** One item: its bar (the fold with its name and first words, move and remove), then its fields when open. */
function ListItem({
  index,
  length,
  listId,
  itemName,
  path,
  langs,
  shape,
  open,
  onToggle,
  onMove,
  onRemove,
}: {
  index: number;
  length: number;
  listId: string;
  itemName: string;
  path: Path;
  langs: readonly Lang[];
  shape: ListShape;
  open: boolean;
  onToggle(open: boolean): void;
  onMove(from: number, to: number, button: "up" | "down"): void;
  onRemove(index: number): void;
}) {
  const { value, ui, locked } = useEditor();
  const t = adminContentStrings[ui];
  const n = index + 1;
  const name = fill(t.itemHeading, { item: itemName, n });
  const itemPath = [...path, index];
  const shownLang = summaryLang(ui, langs, (lang) => Boolean(value[lang]));
  const summary = shownLang ? itemSummary(shape.item, getAt(value[shownLang], itemPath)) : "";
  const bodyId = `${listId}-${index}-body`;
  return (
    <li className="ed-item">
      <div className="ed-item__bar">
        <FoldButton open={open} onToggle={onToggle} controls={bodyId} className="ed-item__name">
          {name}
          {summary && !open && (
            <span className="ed-item__summary" lang={shownLang}>
              {" · "}
              {summary}
            </span>
          )}
        </FoldButton>
        {!locked(null) && (
          <span className="ed-item__tools">
            <button
              type="button"
              id={`${listId}-${index}-up`}
              className="admin-button ed-tool"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1, "up")}
              aria-label={fill(t.moveUp, { item: itemName, n })}
            >
              ↑
            </button>
            <button
              type="button"
              id={`${listId}-${index}-down`}
              className="admin-button ed-tool"
              disabled={index === length - 1}
              onClick={() => onMove(index, index + 1, "down")}
              aria-label={fill(t.moveDown, { item: itemName, n })}
            >
              ↓
            </button>
            <button
              type="button"
              className="admin-button ed-tool ed-tool--remove"
              onClick={() => onRemove(index)}
              aria-label={fill(t.removeItem, { item: itemName, n })}
            >
              ✕
            </button>
          </span>
        )}
      </div>
      <div className="ed-item__body" id={bodyId} hidden={!open}>
        {shape.item.kind === "object" ? (
          <Fields record={shape.item} path={itemPath} langs={langs} label={name} />
        ) : (
          <FieldNode field={shape.item} path={itemPath} langs={langs} label={name} />
        )}
      </div>
    </li>
  );
}
