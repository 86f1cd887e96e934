// What every field of the side-by-side editor reads: the record in both languages, how to change
// one value, the refused fields and the editor's interface language.
import { createContext, useContext } from "react";
import type { Lang } from "../../i18n/lang.ts";
import type { Choices, Issues } from "../../content/model/view.ts";
import type { Pair, Path } from "../../content/model/values.ts";

/** The last "expand all" or "collapse all": every fold starts from it, until toggled again (folds.tsx). */
export interface FoldAll {
  open: boolean;
  /** Changes with every press, so that pressing the same one again applies again. */
  count: number;
}

export interface EditorState {
  value: Pair;
  /** Replaces the value at `path` of one language's record. */
  set(lang: Lang, path: Path, leaf: unknown): void;
  issues: Issues;
  /** The interface's language (labels, messages), not the content's. */
  ui: Lang;
  /** The languages of the record, in column order. */
  langs: readonly Lang[];
  /** Says something to screen readers (a moved item). */
  announce(message: string): void;
  /** The last "expand all" or "collapse all" (folds.tsx); null: none yet. */
  foldAll: FoldAll | null;
  /** The public map's tiles (MAP_TILE_URL), for the map of a position; null: none. */
  mapTiles?: { url: string; attribution: string } | null;
  /** What each "choice" field offers, by collection name. */
  choices?: Choices;
  /**
   * Whether a language's fields are shown but not changed (a translator's other language), or with
   * null the fields both share and the lists' shape (adding, moving, removing items).
   */
  locked(lang: Lang | null): boolean;
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error("useEditor outside RecordEditor");
  return state;
}

/** The id of a language's control of the field at `path` (links of the error summary point here). */
export const controlId = (lang: Lang, path: Path) => `f-${lang}-${path.join("-")}`;
