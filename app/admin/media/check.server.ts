// What an uploaded media file really is, judged by its bytes as the complaint uploads are
// (app/uploads/content-type.server.ts): JPEG, PNG and WebP images, SVG drawings once sanitised,
// PDF and DOCX documents. Anything else — a renamed program above all — is refused.
//
// SVG: the drawing is parsed and cleaned by DOMPurify (on jsdom) with its SVG profile, and
// further: no <foreignObject>, no <script>, no event handler, no href/xlink:href other than a
// reference inside the drawing ("#id"), no url() other than "#id" in a style attribute or any
// presentation attribute, no <style> element that imports or points outside the drawing. The
// result is written out again as XML and must still be a drawing sharp can read, with a size;
// otherwise it is refused. The stored file is the cleaned one. It is also served with a CSP
// sandbox (server/media.ts), a second line should anything survive.
import { readFile, stat, writeFile } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import { docxMime, isSaneWordPackage } from "../../uploads/content-type.server.ts";
import { mediaLimits, type MediaKind } from "../../uploads/media.ts";

interface CheckedMedia {
  kind: MediaKind;
  extension: "jpg" | "png" | "webp" | "svg" | "pdf" | "docx";
  mime: string;
  /** Bytes of the file to store (an SVG: after sanitising). */
  size: number;
  width: number | null;
  height: number | null;
}

/** Why a file is refused; each has a message in both languages (app/admin/media/strings.ts). */
export type MediaProblem =
  | "unsupportedType"
  | "imageTooLarge"
  | "documentTooLarge"
  | "tooManyPixels"
  | "unreadableImage"
  | "unsafeSvg"
  | "wrongKind";

export type MediaCheck = { ok: true; media: CheckedMedia } | { ok: false; problem: MediaProblem };

const raster: Record<string, { extension: "jpg" | "png" | "webp"; mime: string }> = {
  "image/jpeg": { extension: "jpg", mime: "image/jpeg" },
  "image/png": { extension: "png", mime: "image/png" },
  "image/webp": { extension: "webp", mime: "image/webp" },
};

/**
 * Checks the file at `path` (a temporary file, rewritten in place when it is an SVG to clean).
 * `expected` is the kind the form asked for, if any.
 */
export async function checkMediaFile(path: string, expected?: MediaKind): Promise<MediaCheck> {
  const { size } = await stat(path);
  const found = await fileTypeFromFile(path);
  let result: MediaCheck;
  if (found && raster[found.mime]) {
    result =
      size > mediaLimits.imageBytes
        ? { ok: false, problem: "imageTooLarge" }
        : await rasterImage(path, size, raster[found.mime]!);
  } else if (found?.mime === "application/pdf" || (found?.mime === docxMime && (await isSaneWordPackage(path)))) {
    result =
      size > mediaLimits.documentBytes
        ? { ok: false, problem: "documentTooLarge" }
        : {
            ok: true,
            media: {
              kind: "document",
              extension: found.mime === docxMime ? "docx" : "pdf",
              mime: found.mime,
              size,
              width: null,
              height: null,
            },
          };
  } else if (!found || found.mime === "application/xml" || found.mime === "image/svg+xml") {
    // file-type names no text format but XML: an SVG is judged by parsing it.
    result = size > mediaLimits.imageBytes ? { ok: false, problem: "imageTooLarge" } : await svgImage(path);
  } else {
    result = { ok: false, problem: "unsupportedType" };
  }
  if (result.ok && expected && result.media.kind !== expected) return { ok: false, problem: "wrongKind" };
  return result;
}

async function rasterImage(
  path: string,
  size: number,
  type: { extension: "jpg" | "png" | "webp"; mime: string },
): Promise<MediaCheck> {
  try {
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: "unreadableImage" };
    if (meta.width * meta.height > mediaLimits.imagePixels) return { ok: false, problem: "tooManyPixels" };
    // An EXIF orientation turns the picture: the size as shown is what the layout needs.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      ok: true,
      media: {
        kind: "image",
        ...type,
        size,
        width: turned ? meta.height : meta.width,
        height: turned ? meta.width : meta.height,
      },
    };
  } catch {
    return { ok: false, problem: "unreadableImage" };
  }
}

const svgNamespace = "http://www.w3.org/2000/svg";
/** A url() pointing anywhere but inside the drawing, or an @import. */
const externalReference = /@import|url\s*\(\s*(?!['"]?\s*#)/i;

/** The cleaned drawing as XML, or null when nothing usable (an <svg> root) is left. */
export async function sanitiseSvg(source: string): Promise<string | null> {
  // Loaded when a drawing comes, not with the server: jsdom alone is 700 modules, half a second.
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  try {
    const purify = createDOMPurify(window);
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (
        (name === "href" || name === "xlink:href" || name.endsWith(":href")) &&
        !data.attrValue.trim().startsWith("#")
      )
        data.keepAttr = false;
      if (externalReference.test(data.attrValue)) data.keepAttr = false;
    });
    purify.addHook("uponSanitizeElement", (node, data) => {
      if (data.tagName === "style" && externalReference.test(node.textContent ?? "")) node.textContent = "";
    });
    const body = purify.sanitize(source.replace(/^\uFEFF/, ""), {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ["foreignObject", "script", "use"],
      RETURN_DOM: true,
    }) as unknown as Element;
    const root = body.firstElementChild;
    if (!root || root.namespaceURI !== svgNamespace || root.localName !== "svg" || body.childElementCount !== 1)
      return null;
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}\n`;
  } finally {
    window.close();
  }
}

async function svgImage(path: string): Promise<MediaCheck> {
  const text = await readFile(path, "utf8");
  // Not text at all (a binary file file-type did not know), or no drawing in it.
  if (text.includes("\u0000") || text.includes("\uFFFD") || !/<svg[\s>]/i.test(text))
    return { ok: false, problem: "unsupportedType" };
  const clean = await sanitiseSvg(text);
  if (!clean) return { ok: false, problem: "unsafeSvg" };
  const bytes = Buffer.from(clean, "utf8");
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== "svg" || !meta.width || !meta.height) return { ok: false, problem: "unreadableImage" };
    await writeFile(path, bytes);
    return {
      ok: true,
      media: {
        kind: "image",
        extension: "svg",
        mime: "image/svg+xml",
        size: bytes.length,
        width: meta.width,
        height: meta.height,
      },
    };
  } catch {
    return { ok: false, problem: "unreadableImage" };
  }
}
