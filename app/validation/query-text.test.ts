import { describe, expect, it } from "vitest";
import { queryText } from "./query-text.ts";

describe("a visitor's query text", () => {
  it("keeps words, in any script, trimmed and with single spaces", () => {
    expect(queryText("  motor   insurance ")).toBe("motor insurance");
    expect(queryText("ធានារ៉ាប់រង ឡាន")).toBe("ធានារ៉ាប់រង ឡាន");
    expect(queryText(null)).toBe("");
  });

  it("drops what PostgreSQL or a page could choke on", () => {
    expect(queryText("a\u0000b")).toBe("a b");
    expect(queryText("x\uD800y")).toBe("x y");
    expect(queryText("\u001b[31mred")).toBe("[31mred");
  });

  it("is at most `max` characters, without a space left at the end", () => {
    expect(queryText("a".repeat(2000))).toHaveLength(100);
    expect(queryText("abc def", 4)).toBe("abc");
  });
});
