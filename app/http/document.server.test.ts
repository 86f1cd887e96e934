import { describe, expect, it } from "vitest";
import { optimizeDocument } from "./document.server.ts";

// The shape React Router's <Links /> and <Scripts /> give the document.
const page = (css: string) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>` +
  `<link rel="stylesheet" href="${css}"/></head><body><main>Hi</main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("optimizeDocument", () => {
  it("leaves a stylesheet it cannot find (development) as a link", () => {
    const html = optimizeDocument(page("/assets/no-such-file.css"));
    expect(html).toContain('<link rel="stylesheet" href="/assets/no-such-file.css"/>');
    expect(html).not.toContain("<style");
  });

  it("makes the boot module inert and leaves starting it, with its preloads, to a loader", () => {
    const html = optimizeDocument(page("/assets/x.css"));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script type="text/x-deferred-module" id="rr-boot">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
    );
    const loader = /<script>\(function\(\)\{var d=document.*?<\/script>/.exec(html)?.[0] ?? "";
    expect(loader).toContain('left=["/assets/entry.client-A.js","/assets/root-B.js"]');
    // The loader is in <head>: the body has no classic script of it to stop the parser.
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf(loader)).toBeGreaterThan(html.indexOf("<head>"));
  });

  it("changes nothing in a page without scripts (the offline page)", () => {
    const html = "<html><head></head><body><p>Offline</p></body></html>";
    expect(optimizeDocument(html)).toBe(html);
  });
});
