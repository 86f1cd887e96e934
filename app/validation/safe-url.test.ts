import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url.ts";

describe("safeUrl", () => {
  it("keeps web, mail and phone addresses and relative ones as written", () => {
    for (const url of [
      "https://maps.app.goo.gl/abc",
      "http://example.com/a?b=c#d",
      "HTTPS://EXAMPLE.COM",
      "mailto:claims@example.com?subject=Claim",
      "tel:+85523218800",
      "/demo/forms/claim.pdf",
      "forms/claim.pdf",
      "?l=km",
      "#top",
      "//cdn.example.com/file.pdf",
    ]) {
      expect(safeUrl(url), url).toBe(url);
    }
  });

  it("drops addresses that run script or carry a document, however they are disguised", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "\u0000javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "file:///etc/passwd",
      "blob:https://example.com/uuid",
      "http://[::1",
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    }
  });

  it("has nothing to keep when there is no address", () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl("")).toBeNull();
  });
});
