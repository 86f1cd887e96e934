import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, tileOrigin } from "./content-security-policy.server.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the scripts a browser runs, the speculation rules, and the boot module the loader starts later", () => {
    const html =
      `<head><script>document.documentElement.dataset.theme="dark"</script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><script type="text/x-deferred-module" id="rr-boot">import("/assets/entry.client-A.js");</script>` +
      `<script src="/assets/x.js"></script><script>window.x = "é";</script><script>window.x = "é";</script>` +
      `<script type="speculationrules">{"prefetch":[]}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256('document.documentElement.dataset.theme="dark"'),
      sha256('window.x = "é";'),
      sha256('{"prefetch":[]}'),
      sha256('import("/assets/entry.client-A.js");'),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

  it("lets only hashed scripts run in a document, and nothing inline elsewhere", () => {
    const document = directives(
      contentSecurityPolicy({
        mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        scriptHashes: ["sha256-abc"],
      }),
    );
    expect(document.get("script-src")).toEqual(["'strict-dynamic'", "'sha256-abc'", "'self'"]);
    const other = directives(contentSecurityPolicy({ mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" }));
    expect(other.get("script-src")).toEqual(["'self'"]);
    for (const policy of [document, other]) {
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("img-src")).toContain("https://tile.openstreetmap.org");
      expect(policy.get("frame-src")).toEqual(["'self'", "https://www.youtube-nocookie.com"]);
      expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    }
  });
});

describe("tileOrigin", () => {
  it("takes the host of a tile template, with Leaflet's subdomains as a wildcard", () => {
    expect(tileOrigin("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://{s}.tile.example.com:8443/{z}/{x}/{y}.png?key=1")).toBe(
      "https://*.tile.example.com:8443",
    );
  });
});
