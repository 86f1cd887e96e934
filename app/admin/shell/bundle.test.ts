// Issue 22: the public pages must not get heavier because of the back office, whose code and
// styles are in chunks of their own. Read from the production build (`npm run build`): for every
// public page, the chunks it loads (its route modules', its parents' and the client entry's,
// as React Router's manifest lists them), the chunks those may load later (dynamic imports), and
// its style sheets; none may hold a module of the back office (build/client-chunks.json, written
// by scripts/chunk-modules.ts) nor a back-office rule.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ChunkModules } from "../../../scripts/chunk-modules.ts";
import { productionBuild } from "../../../testing/kit.ts";

// The back office is one folder (decision 0029).
const backOfficeModule = /^app\/admin\//;

const { build, clientDir } = await productionBuild();
const { assets } = build;
const chunks = JSON.parse(readFileSync(new URL("../client-chunks.json", `file://${clientDir}`), "utf8")) as Record<
  string,
  ChunkModules
>;

function chain(id: string): string[] {
  const route = assets.routes[id];
  return route?.parentId ? [...chain(route.parentId), id] : [id];
}

/** The JavaScript and CSS a page of the route can ever load (or, `upFront`, loads as it opens). */
function loadedBy(id: string, { upFront = false } = {}): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (url: string) => {
    if (js.has(url)) return;
    js.add(url);
    const chunk = chunks[url];
    if (!chunk) throw new Error(`${url} is not in build/client-chunks.json: run npm run build`);
    for (const next of upFront ? chunk.imports : [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    for (const sheet of chunk.css) css.add(sheet);
  };
  [assets.entry.module, ...assets.entry.imports].forEach(visit);
  for (const routeId of chain(id)) {
    const route = assets.routes[routeId]!;
    [route.module, ...(route.imports ?? [])].forEach(visit);
    for (const sheet of route.css ?? []) css.add(sheet.replace(/#$/, ""));
  }
  return { js, css };
}

const pages = Object.keys(assets.routes).filter(
  (id) => id !== "root" && (assets.routes[id] as { hasDefaultExport?: boolean }).hasDefaultExport,
);
// A back-office page is one under the back office's layout, whatever its route id.
const inBackOffice = (id: string) => chain(id).includes("admin/shell/layout");
const publicPages = pages.filter((id) => !inBackOffice(id));
const backOfficePages = pages.filter(inBackOffice);

describe("the public pages load nothing of the back office", () => {
  it("finds the pages of both sides in the build", () => {
    expect(publicPages.length).toBeGreaterThan(20);
    expect(backOfficePages.length).toBeGreaterThanOrEqual(9);
  });

  it.each(publicPages)("%s: no back-office module in its chunks, no back-office style sheet", (id) => {
    const { js, css } = loadedBy(id);
    for (const url of js) {
      const found = chunks[url]!.modules.filter((module) => backOfficeModule.test(module));
      expect(found, `${url}, loaded by ${id}, holds back-office modules`).toEqual([]);
    }
    for (const url of css) {
      expect(readFileSync(`${clientDir}${url.slice(1)}`, "utf8"), `${url}, loaded by ${id}`).not.toMatch(
        /\.admin[\w-]*[\s{,:[]/,
      );
    }
  });

  it("and the check sees the back office where it is", () => {
    for (const id of backOfficePages) {
      const { js, css } = loadedBy(id);
      const modules = [...js].flatMap((url) => chunks[url]!.modules);
      expect(modules, id).toContain("app/admin/shell/Frame.tsx");
      expect(modules, id).toContain("app/admin/kit/admin.css");
      expect(
        [...css].some((url) => /\.admin-header\b/.test(readFileSync(`${clientDir}${url.slice(1)}`, "utf8"))),
        id,
      ).toBe(true);
    }
  });
});

// Issue 23: the content editor is sent each entity's field tree by its loaders; the schemas and
// Zod stay on the server, so the editor's pages ship neither (decision 0024); of the content
// model they load only its plain parts (the field tree, values, the differences). Zod comes only
// with signing in again after a session ended (a chunk loaded then, issue 31).
describe("the content editor's pages load no schema", () => {
  const editorPages = backOfficePages.filter((id) => id.startsWith("admin/content/"));

  it("finds the editor's pages", () => {
    expect(editorPages.length).toBeGreaterThanOrEqual(5);
  });

  it.each(editorPages)("%s: no content schema, no entity registry, and no Zod as it opens", (id) => {
    const modulesOf = (js: Set<string>) => [...js].flatMap((url) => chunks[url]!.modules);
    expect(
      modulesOf(loadedBy(id).js).filter((module) =>
        /^app\/content\/(?!model\/(field|values|view|diff)\.ts$)/.test(module),
      ),
    ).toEqual([]);
    expect(
      modulesOf(loadedBy(id, { upFront: true }).js).filter((module) => /node_modules\/zod\//.test(module)),
    ).toEqual([]);
  });
});
