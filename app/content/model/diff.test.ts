// The history's differences in words (issue 31): every kind of field compared as a person reads
// it — text with the changed words marked (Khmer words too), a list of lines, a moved, added or
// removed item, an image, a tick, an optional group, a union's kind — and never JSON.
import { describe, expect, it } from "vitest";
import type { Field } from "./field.ts";
import { diffRecord, type DiffRow } from "./diff.ts";

const meta = {};
const text: Field = { kind: "text", widget: "text", nullable: false, meta };
const image: Field = { kind: "text", widget: "image", nullable: false, meta };
const question: Field = {
  kind: "object",
  nullable: false,
  fields: [
    ["question", text],
    ["answer", text],
  ],
  meta,
};
const record: Field = {
  kind: "object",
  nullable: false,
  meta,
  fields: [
    ["title", text],
    ["banner", image],
    ["published", { kind: "boolean", meta }],
    ["bullets", { kind: "array", item: text, meta }],
    ["qaas", { kind: "array", item: question, meta: { itemLabel: { en: "Question", km: "សំណួរ" } } }],
    ["reportTo", { kind: "object", nullable: true, fields: [["value", text]], meta }],
    [
      "answer",
      {
        kind: "union",
        discriminator: "type",
        meta,
        variants: [
          {
            value: "text",
            item: {
              kind: "object",
              nullable: false,
              fields: [
                ["type", text],
                ["data", text],
              ],
              meta,
            },
          },
          {
            value: "list",
            item: {
              kind: "object",
              nullable: false,
              fields: [
                ["type", text],
                ["data", text],
              ],
              meta,
            },
          },
        ],
      },
    ],
  ],
};

const q = (n: number) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` });
const base = {
  title: "How do I make a claim?",
  banner: "/media/a.jpg",
  published: false,
  bullets: ["Call us", "Send the form"],
  qaas: [q(1), q(2), q(3)],
  reportTo: null,
  answer: { type: "text", data: "Yes" },
};
const diff = (before: Record<string, unknown>, after: Record<string, unknown>, km = null): DiffRow[] =>
  diffRecord(record, { en: before, km }, { en: after, km }, ["en", "km"]);

describe("the differences between two versions", () => {
  it("marks the words of a text that changed, nothing else", () => {
    const [row] = diff(base, { ...base, title: "How do I make a quick claim?" });
    expect(row?.path).toEqual(["title"]);
    const after = row?.sides.en?.after;
    expect(after?.type === "text" && after.pieces).toEqual([
      { text: "How do I make a ", changed: false },
      { text: "quick", changed: true },
      { text: " claim?", changed: false },
    ]);
    expect(row?.sides.km).toBeUndefined();
  });

  it("marks a changed phrase as one piece, spaces inside it too", () => {
    const [row] = diff(base, { ...base, title: "Where do I send the papers?" });
    const after = row?.sides.en?.after;
    expect(after?.type === "text" && after.pieces).toEqual([
      { text: "Where", changed: true },
      { text: " do I ", changed: false },
      { text: "send the papers", changed: true },
      { text: "?", changed: false },
    ]);
  });

  it("splits Khmer into its words, which have no spaces between them", () => {
    const rows = diffRecord(
      record,
      { en: null, km: { ...base, title: "តើខ្ញុំទាមទារសំណងដោយរបៀបណា?" } },
      { en: null, km: { ...base, title: "តើខ្ញុំទាមទារសំណងយ៉ាងដូចម្តេច?" } },
      ["en", "km"],
    );
    const after = rows[0]?.sides.km?.after;
    const pieces = after?.type === "text" ? after.pieces : [];
    expect(pieces[0]).toEqual({ text: "តើខ្ញុំទាមទារសំណង", changed: false });
    expect(
      pieces
        .filter((piece) => piece.changed)
        .map((piece) => piece.text)
        .join(""),
    ).not.toContain("សំណង");
  });

  it("says a moved question moved, in one row, not a change per field", () => {
    const rows = diff(base, { ...base, qaas: [q(2), q(1), q(3)] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: ["qaas", 0], event: { type: "moved", from: 1, to: 0 } });
  });

  it("says an item was added or removed, and compares one changed in place", () => {
    expect(diff(base, { ...base, qaas: [q(1), q(2), q(3), q(4)] }).map((row) => row.event)).toEqual([
      { type: "added" },
    ]);
    expect(diff(base, { ...base, qaas: [q(1), q(3)] })).toMatchObject([
      { path: ["qaas", 1], event: { type: "removed" } },
    ]);
    const changed = diff(base, { ...base, qaas: [q(1), { ...q(2), answer: "Another answer." }, q(3)] });
    expect(changed.map((row) => row.path)).toEqual([["qaas", 1, "answer"]]);
  });

  it("shows lines, images, ticks, optional groups and a union's kind as themselves", () => {
    const rows = diff(base, {
      ...base,
      banner: "/media/b.jpg",
      published: true,
      bullets: ["Call us", "Send the signed form"],
      reportTo: { value: "CEO" },
      answer: { type: "list", data: "Yes" },
    });
    const side = (field: string) => rows.find((row) => row.path[0] === field)?.sides.en;
    expect(side("banner")).toEqual({
      before: { type: "image", src: "/media/a.jpg" },
      after: { type: "image", src: "/media/b.jpg" },
    });
    expect(side("published")).toEqual({ before: { type: "no" }, after: { type: "yes" } });
    expect(side("bullets")?.after).toEqual({
      type: "lines",
      lines: [
        { text: "Call us", changed: false },
        { text: "Send the signed form", changed: true },
      ],
    });
    expect(side("reportTo")).toEqual({ before: { type: "left-out" }, after: { type: "included" } });
    expect(side("answer")).toEqual({
      before: { type: "choice", value: "text" },
      after: { type: "choice", value: "list" },
    });
    expect(JSON.stringify(rows)).not.toMatch(/\\"|\{"question"/);
  });

  it("finds nothing between equal versions", () => {
    expect(diff(base, structuredClone(base))).toEqual([]);
  });
});
