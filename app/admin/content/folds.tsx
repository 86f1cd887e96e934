// A long record folds (issue 31, "compact"): its top-level groups and lists are sections that
// open and close, and a list's items close to their title. Sections start open and items
// closed; whatever holds a refused field opens; "Expand all" and "Collapse all" set every fold.
// Each fold is a disclosure button (aria-expanded) over the part it shows or hides.
import { useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Field } from "../../content/model/field.ts";
import type { Issues } from "../../content/model/view.ts";
import type { Lang } from "../../i18n/lang.ts";
import { getAt, type Path } from "../../content/model/values.ts";
import { controlId, useEditor, type FoldAll } from "./context.ts";

// The last "… all" is remembered in this browser: an editor who likes every fold open keeps it so.
const rememberedKey = "content-editor-folds";
const listeners = new Set<() => void>();

function readRemembered(): string | null {
  try {
    return localStorage.getItem(rememberedKey);
  } catch {
    return null;
  }
}

/** "Expand all" or "Collapse all" as last chosen here (count 0 until pressed on this page), and how to choose. */
export function useFoldAll(): [FoldAll | null, (open: boolean) => void] {
  const remembered = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readRemembered,
    () => null,
  );
  const [count, setCount] = useState(0);
  const choose = (open: boolean) => {
    try {
      localStorage.setItem(rememberedKey, open ? "open" : "closed");
    } catch {
      // Private browsing without storage: the choice holds on this page only.
    }
    setCount(count + 1);
    listeners.forEach((listener) => listener());
  };
  const open = remembered === "open" ? true : remembered === "closed" ? false : null;
  const foldAll = useMemo(() => (open === null ? null : { open, count }), [open, count]);
  return [foldAll, choose];
}

/** Whether a refused field lies at `path` or under it, in any language. */
function issueUnder(issues: Issues, langs: readonly Lang[], path: Path): boolean {
  const prefixes = langs.map((lang) => [lang, ...path].join("."));
  return Object.keys(issues).some((key) => prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)));
}

/**
 * Folds set by hand, valid until a new refusal or a new "… all" (each then starts again from its
 * default, open when it holds a refused field).
 */
interface Toggled<T> {
  value: T;
  issues: Issues;
  foldAll: string;
}

function useToggled<T>(): [T | undefined, (value: T) => void] {
  const { issues, foldAll } = useEditor();
  const all = foldAll ? `${foldAll.open}:${foldAll.count}` : "";
  const [toggled, setToggled] = useState<Toggled<T> | null>(null);
  const current = toggled && toggled.issues === issues && toggled.foldAll === all ? toggled.value : undefined;
  return [current, (value: T) => setToggled({ value, issues, foldAll: all })];
}

/** A section's fold: open or closed by hand, else open when it holds a refused field, else as "… all" said, else `byDefault`. */
function useFold(path: Path, byDefault: boolean): [boolean, (open: boolean) => void] {
  const { issues, langs, foldAll } = useEditor();
  const [toggled, setToggled] = useToggled<boolean>();
  return [toggled ?? (issueUnder(issues, langs, path) || (foldAll?.open ?? byDefault)), setToggled];
}

/**
 * The folds of a list's items (closed unless set otherwise), kept in step as items are added,
 * removed, put back and moved: a fold goes with its item.
 */
export function useItemFolds(path: Path, length: number) {
  const { issues, langs, foldAll } = useEditor();
  const [toggled, setToggled] = useToggled<(boolean | undefined)[]>();
  const isOpen = (index: number) =>
    toggled?.[index] ?? (issueUnder(issues, langs, [...path, index]) || (foldAll?.open ?? false));
  const edit = (change: (open: boolean[]) => void) => {
    const open = Array.from({ length }, (_, index) => isOpen(index));
    change(open);
    setToggled(open);
  };
  return {
    isOpen,
    set: (index: number, open: boolean) => edit((all) => (all[index] = open)),
    /** An item added or put back at `index`: shown open. */
    insert: (index: number) => edit((all) => all.splice(index, 0, true)),
    remove: (index: number) => edit((all) => all.splice(index, 1)),
    move: (from: number, to: number) =>
      edit((all) => {
        const [moved] = all.splice(from, 1);
        all.splice(to, 0, moved!);
      }),
  };
}

export function FoldButton({
  open,
  onToggle,
  controls,
  className,
  children,
}: {
  open: boolean;
  onToggle(open: boolean): void;
  controls: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`ed-fold${className ? ` ${className}` : ""}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
    >
      <span className="ed-fold__mark" aria-hidden="true" />
      {children}
    </button>
  );
}

const maxSummary = 80;

/**
 * What a folded item shows beside its name: its first words, in the interface's language when
 * the record has it (a question, a title, a paragraph's opening). Images and addresses say nothing.
 */
export function itemSummary(field: Field, value: unknown): string {
  const first = (shape: Field, at: unknown): string => {
    if (at === null || at === undefined) return "";
    if (shape.kind === "text") {
      return ["image", "document", "url", "slug"].includes(shape.widget) ? "" : String(at).trim();
    }
    if (shape.kind === "object")
      for (const [key, inner] of shape.fields) {
        const found = first(inner, getAt(at, [key]));
        if (found) return found;
      }
    if (shape.kind === "array" && Array.isArray(at)) return at.length > 0 ? first(shape.item, at[0]) : "";
    if (shape.kind === "union") {
      const variant = shape.variants.find(({ value }) => value === getAt(at, [shape.discriminator]));
      if (variant) return first(variant.item, at);
    }
    return "";
  };
  const text = first(field, value).replace(/\s+/g, " ");
  return text.length > maxSummary ? `${text.slice(0, maxSummary - 1)}…` : text;
}

/** The language whose words a folded item shows: the interface's when the record has it. */
export function summaryLang(ui: Lang, langs: readonly Lang[], present: (lang: Lang) => boolean): Lang | undefined {
  return [ui, ...langs].find((lang) => langs.includes(lang) && present(lang));
}

/**
 * A group's or a list's fieldset: its legend, then its fields. At the top of the record it is a
 * section: its legend is the button that folds it, with what it holds in a few words (`status`).
 */
export function FoldingFieldset({
  path,
  langs,
  label,
  status,
  className,
  id,
  describedBy,
  children,
}: {
  path: Path;
  /** The columns the fieldset draws (its ids are the first one's). */
  langs: readonly Lang[];
  label: string;
  status?: string;
  className: string;
  id?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const section = path.length === 1;
  const [open, setOpen] = useFold(path, true);
  const bodyId = `${controlId(langs[0]!, path)}-body`;
  return (
    <fieldset className={className} id={id} aria-describedby={describedBy}>
      {section ? (
        <legend className="ed-section__legend">
          <FoldButton open={open} onToggle={setOpen} controls={bodyId} className="ed-section__fold">
            {label}
            {status && <span className="ed-section__status"> · {status}</span>}
          </FoldButton>
        </legend>
      ) : (
        <legend>{label}</legend>
      )}
      <div id={bodyId} hidden={section && !open}>
        {children}
      </div>
    </fieldset>
  );
}
