import { describe, expect, it } from "vitest";
import type { MenuItem } from "../../content/menus/read.server.ts";
import type { Lang } from "../../i18n/lang.ts";
import { MenuChildrenStore, type MenuChildren } from "./menu-children.ts";

const menus = (title: string): MenuItem[] => [
  {
    id: 1,
    title: "Corporate",
    slug: "/corporate",
    children: [{ id: 11, title, slug: "/corporate/fire", icon: null, short_description: null }],
  },
  { id: 2, title: "Claims", slug: "/claims", children: [] },
];

/** A store over a scripted server: each call takes the next answer (an Error fails it). */
function storeWith(answers: (MenuItem[] | Error)[]) {
  const calls: Lang[] = [];
  let clock = 0;
  const store = new MenuChildrenStore(
    async (lang) => {
      calls.push(lang);
      const answer = answers.shift() ?? new Error("no answer scripted");
      if (answer instanceof Error) throw answer;
      return answer;
    },
    { retryDelays: [0, 0, 0], freshForMs: 1000, now: () => clock },
  );
  return { store, calls, advance: (ms: number) => (clock += ms) };
}

const titlesOf = (state: MenuChildren | undefined) =>
  state?.status === "loaded" ? state.byItem.get(1)?.map((child) => child.title) : state?.status;

describe("MenuChildrenStore", () => {
  it("fetches once when a menu is first wanted and keeps the children by item", async () => {
    const { store, calls } = storeWith([menus("Fire")]);
    expect(store.get("km")).toBeUndefined();
    const first = store.want("km");
    expect(store.get("km")).toEqual({ status: "loading" });
    const second = store.want("km");
    await Promise.all([first, second]);
    expect(titlesOf(store.get("km"))).toEqual(["Fire"]);
    const loaded = store.get("km");
    expect(loaded?.status === "loaded" && loaded.byItem.get(2)).toEqual([]);
    await store.want("km");
    expect(calls).toEqual(["km"]);
    expect(store.get("en")).toBeUndefined();
  });

  it("retries a failed fetch 3 times, then shows the error, and tries again when wanted again", async () => {
    const { store, calls } = storeWith([new Error("1"), new Error("2"), new Error("3"), new Error("4"), menus("Fire")]);
    await store.want("en");
    expect(store.get("en")).toEqual({ status: "error" });
    expect(calls).toHaveLength(4);
    const again = store.want("en");
    expect(store.get("en")).toEqual({ status: "loading" });
    await again;
    expect(titlesOf(store.get("en"))).toEqual(["Fire"]);
    expect(calls).toHaveLength(5);
  });

  it("succeeds on a retry without showing the error", async () => {
    const { store, calls } = storeWith([new Error("1"), new Error("2"), menus("Fire")]);
    const seen: (string | undefined)[] = [];
    store.subscribe(() => seen.push(store.get("en")?.status));
    await store.want("en");
    expect(titlesOf(store.get("en"))).toEqual(["Fire"]);
    expect(calls).toHaveLength(3);
    expect(seen).toEqual(["loading", "loaded"]);
  });

  it("fetches stale children again, showing the old ones meanwhile and after a failure", async () => {
    const { store, calls, advance } = storeWith([
      menus("Fire"),
      menus("Fire & theft"),
      ...Array.from({ length: 4 }, () => new Error("down")),
    ]);
    await store.want("en");
    advance(999);
    await store.want("en");
    expect(calls).toHaveLength(1);
    advance(1);
    const refresh = store.want("en");
    expect(titlesOf(store.get("en"))).toEqual(["Fire"]);
    await refresh;
    expect(titlesOf(store.get("en"))).toEqual(["Fire & theft"]);
    advance(1000);
    await store.want("en");
    expect(calls).toHaveLength(6);
    expect(titlesOf(store.get("en"))).toEqual(["Fire & theft"]);
  });
});
