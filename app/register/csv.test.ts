import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

/** A strict RFC 4180 reader, to read back what toCsv writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else if (char === "\n" || char === "\r") throw new Error(`bare line break at ${i}`);
    else field += char;
  }
  if (field !== "" || row.length > 0) throw new Error("last line not ended by CRLF");
  return rows;
}

describe("CSV", () => {
  it("quotes only what needs it, doubling quotes", () => {
    expect(csvCell("CMP-2026-000042")).toBe("CMP-2026-000042");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvCell("ដោះស្រាយរួចរាល់")).toBe("ដោះស្រាយរួចរាល់");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
  });

  it("defuses formulas: text starting with = + - @ tab or CR gets an apostrophe", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+85512345678")).toBe("'+85512345678");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a byte order mark, CRLF line ends, and reads back as written", () => {
    const rows = [
      ["CMP-1", "=cmd|' /C calc'!A0", 2],
      ["CMP-2", 'quote " and, comma\nand line', null],
      ["CMP-3", "ក្រុមហ៊ុនធានារ៉ាប់រង", 0],
    ];
    const text = toCsv(["Reference", "Outcome", "Days"], rows);
    expect(text.startsWith("\uFEFFReference,Outcome,Days\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ["Reference", "Outcome", "Days"],
      ["CMP-1", "'=cmd|' /C calc'!A0", "2"],
      ["CMP-2", 'quote " and, comma\nand line', ""],
      ["CMP-3", "ក្រុមហ៊ុនធានារ៉ាប់រង", "0"],
    ]);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
