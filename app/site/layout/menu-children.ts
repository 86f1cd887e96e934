// The menus' children (the products of a mega-menu, the phone menu's accordions), fetched
// from /menus.json when a menu is first wanted rather than carried by every page: they were
// half of each page's data, decoded while it hydrates (docs/performance.md). Kept per
// language for the visit, shared by the desktop and the phone menu.
import { useSyncExternalStore } from "react";
import type { MenuChild, MenuItem } from "../../content/menus/read.server.ts";
import { withLang, type Lang } from "../../i18n/lang.ts";

export type MenuChildren =
  { status: "loading" } | { status: "error" } | { status: "loaded"; byItem: ReadonlyMap<number, MenuChild[]> };

export interface MenuChildrenOptions {
  /** Waits before each retry; the spec's data-fetching default is 3 retries. */
  retryDelays: readonly number[];
  /** How long loaded children are used before the next wish fetches them again (spec: 5 minutes). */
  freshForMs: number;
  now: () => number;
}

interface Entry {
  state: MenuChildren;
  loadedAt: number;
  /** The fetch under way. */
  loading?: Promise<void>;
}

export class MenuChildrenStore {
  readonly #entries = new Map<Lang, Entry>();
  readonly #listeners = new Set<() => void>();
  readonly #fetchMenus: (lang: Lang) => Promise<MenuItem[]>;
  readonly #options: MenuChildrenOptions;

  constructor(fetchMenus: (lang: Lang) => Promise<MenuItem[]>, options: MenuChildrenOptions) {
    this.#fetchMenus = fetchMenus;
    this.#options = options;
  }

  get(lang: Lang): MenuChildren | undefined {
    return this.#entries.get(lang)?.state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Called when a menu is about to open (a pointer over it, focus on it) and when it opens:
   * starts a fetch unless one is under way or fresh children are there, and settles with it.
   * Stale children stay shown while they are fetched again; a failed fetch leaves them, or
   * shows the error.
   */
  want(lang: Lang): Promise<void> {
    const entry = this.#entries.get(lang);
    if (entry?.loading) return entry.loading;
    if (entry?.state.status === "loaded" && this.#options.now() - entry.loadedAt < this.#options.freshForMs)
      return Promise.resolve();
    const shown: MenuChildren = entry?.state.status === "loaded" ? entry.state : { status: "loading" };
    const loadedAt = entry?.loadedAt ?? 0;
    const loading = this.#load(lang).then(
      (menus) =>
        this.#set(lang, {
          state: { status: "loaded", byItem: new Map(menus.map((item) => [item.id, item.children])) },
          loadedAt: this.#options.now(),
        }),
      () => this.#set(lang, { state: shown.status === "loaded" ? shown : { status: "error" }, loadedAt }),
    );
    this.#set(lang, { state: shown, loadedAt, loading });
    return loading;
  }

  async #load(lang: Lang): Promise<MenuItem[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#fetchMenus(lang);
      } catch (error) {
        const delay = this.#options.retryDelays[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  #set(lang: Lang, entry: Entry): void {
    this.#entries.set(lang, entry);
    for (const listener of this.#listeners) listener();
  }
}

async function fetchMenus(lang: Lang): Promise<MenuItem[]> {
  const response = await fetch(withLang("/menus.json", lang), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`menus: HTTP ${response.status}`);
  return (await response.json()) as MenuItem[];
}

const store = new MenuChildrenStore(fetchMenus, {
  retryDelays: [1000, 2000, 4000],
  freshForMs: 5 * 60_000,
  now: Date.now,
});

/** The children of the menus in `lang` (undefined until a menu is first wanted) and the function that asks for them. */
export function useMenuChildren(lang: Lang): [MenuChildren | undefined, () => void] {
  const children = useSyncExternalStore(
    store.subscribe,
    () => store.get(lang),
    () => undefined,
  );
  return [children, () => void store.want(lang)];
}
