import { describe, expect, it } from "vitest";
import { hiddenSlugs, menuEntries, visibleMenus, type MenuItem } from "./menus/read.server.ts";

const child = (id: number, slug: string) => ({ id, slug, title: slug, icon: null, short_description: null });
const menus: MenuItem[] = [
  { id: 1, title: "Corporate", slug: "/corporate", children: [child(11, "/corporate/fire"), child(12, "/corporate-new")] },
  { id: 2, title: "Hidden", slug: "/personal-new", children: [] },
  { id: 3, title: "Claims", slug: "/claims", children: [] },
];

describe("visibleMenus", () => {
  it("removes hidden slugs at both levels when the flag is off", () => {
    expect(hiddenSlugs).toContain("/corporate-new");
    const visible = visibleMenus(menus, false);
    expect(visible.map((item) => item.slug)).toEqual(["/corporate", "/claims"]);
    expect(visible[0]!.children.map((item) => item.slug)).toEqual(["/corporate/fire"]);
  });

  it("keeps everything when the flag is on", () => {
    expect(visibleMenus(menus, true)).toEqual(menus);
  });
});

describe("menuEntries", () => {
  it("keeps each item's own fields and whether it has children, not the children", () => {
    expect(menuEntries(menus)).toEqual([
      { id: 1, title: "Corporate", slug: "/corporate", hasChildren: true },
      { id: 2, title: "Hidden", slug: "/personal-new", hasChildren: false },
      { id: 3, title: "Claims", slug: "/claims", hasChildren: false },
    ]);
  });

  it("makes an item whose children are all hidden a plain link", () => {
    const onlyHidden: MenuItem[] = [{ id: 4, title: "New", slug: "/new", children: [child(41, "/personal-new")] }];
    expect(menuEntries(visibleMenus(onlyHidden, false))).toEqual([{ id: 4, title: "New", slug: "/new", hasChildren: false }]);
  });
});
