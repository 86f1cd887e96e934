import { describe, expect, it } from "vitest";
import { contentDisposition, rangeAsked } from "./download.ts";

describe("contentDisposition", () => {
  it("names a plain ASCII file once", () => {
    expect(contentDisposition("attachment", "letter 2.pdf")).toBe('attachment; filename="letter 2.pdf"');
    expect(contentDisposition("inline", "receipt.jpg")).toBe('inline; filename="receipt.jpg"');
  });

  it("adds filename* in UTF-8 for other names, with an ASCII fallback", () => {
    expect(contentDisposition("attachment", "រូបថត.jpg")).toBe(
      "attachment; filename=\"_____.jpg\"; filename*=UTF-8''%E1%9E%9A%E1%9E%BC%E1%9E%94%E1%9E%90%E1%9E%8F.jpg",
    );
    expect(contentDisposition("attachment", "café (1).pdf")).toBe(
      "attachment; filename=\"caf_ (1).pdf\"; filename*=UTF-8''caf%C3%A9%20%281%29.pdf",
    );
  });

  it("cannot be broken out of by quotes, backslashes, percent signs or line breaks in the name", () => {
    const header = contentDisposition("attachment", 'a"; filename="evil.html\\%41\r\nX-Injected: 1.pdf');
    expect(header).toBe(
      "attachment; filename=\"a_; filename=_evil.html__41__X-Injected: 1.pdf\"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%5C%2541%0D%0AX-Injected%3A%201.pdf",
    );
    expect(header).not.toMatch(/[\r\n]/);
    expect(
      () => new Headers({ "Content-Disposition": contentDisposition("attachment", "\ud800broken.pdf") }),
    ).not.toThrow();
  });
});

describe("rangeAsked", () => {
  const size = 1000;
  it("serves the whole file without a Range header, or with one it does not take", () => {
    for (const header of [
      null,
      "",
      "bytes=",
      "bytes=-",
      "items=0-1",
      "bytes=0-1,5-6",
      "bytes=5-1",
      "bytes=a-b",
      "bytes = 0-1",
    ]) {
      expect(rangeAsked(header, size), String(header)).toEqual({ kind: "whole" });
    }
  });

  it("serves one range: from-to, from to the end, or the last n bytes, clipped to the file", () => {
    expect(rangeAsked("bytes=0-99", size)).toEqual({ kind: "part", range: { start: 0, end: 99 } });
    expect(rangeAsked("bytes=900-", size)).toEqual({ kind: "part", range: { start: 900, end: 999 } });
    expect(rangeAsked("bytes=900-5000", size)).toEqual({ kind: "part", range: { start: 900, end: 999 } });
    expect(rangeAsked("bytes=-100", size)).toEqual({ kind: "part", range: { start: 900, end: 999 } });
    expect(rangeAsked("bytes=-5000", size)).toEqual({ kind: "part", range: { start: 0, end: 999 } });
    expect(rangeAsked("bytes=999-999", size)).toEqual({ kind: "part", range: { start: 999, end: 999 } });
  });

  it("cannot satisfy a range past the end, or an empty suffix", () => {
    expect(rangeAsked("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(rangeAsked("bytes=1000-2000", size)).toEqual({ kind: "unsatisfiable" });
    expect(rangeAsked("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
  });
});
