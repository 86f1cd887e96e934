import { describe, expect, it } from "vitest";
import { mentionedIn } from "./mentions.ts";

const sokha = { id: "1", name: "Sokha Chan" };
const sok = { id: "2", name: "Sok" };
const bopha = { id: "3", name: "សុខ បុប្ផា" };
const team = [sokha, sok, bopha];

describe("mentions in a note", () => {
  it("finds each colleague named whole with @, in any case, once", () => {
    expect(mentionedIn("@sokha chan please call, and @Sokha Chan again.", team)).toEqual([sokha]);
    expect(mentionedIn("Ask @សុខ បុប្ផា។ Thanks @Sok!", team)).toEqual([sok, bopha]);
  });

  it("does not take a name that goes on into another word, nor one without @", () => {
    expect(mentionedIn("@Sokhany knows; Sokha Chan too; e-mail sok@example.com", team)).toEqual([]);
    expect(mentionedIn("@Sokha Chanthy", team)).toEqual([]);
  });
});
