// What an uploaded file really is, read from its bytes, not its name: a renamed program is
// refused, and a .docx must be a real Office Open XML word-processing package. Nothing here
// inflates more than file-type's bounded probe (1 MB per entry), and a package whose entries
// would expand past a sane size (a zip bomb) is refused from its directory alone.
import { fileTypeFromFile } from "file-type";
import yauzl from "yauzl";

export const docxMime = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export interface DetectedType {
  /** The extension files are stored under. */
  extension: "jpg" | "png" | "pdf" | "docx";
  mime: "image/jpeg" | "image/png" | "application/pdf" | typeof docxMime;
}

const accepted: Record<string, DetectedType> = {
  "image/jpeg": { extension: "jpg", mime: "image/jpeg" },
  "image/png": { extension: "png", mime: "image/png" },
  "application/pdf": { extension: "pdf", mime: "application/pdf" },
  [docxMime]: { extension: "docx", mime: docxMime },
};

/** Limits of a believable Word document; a zip bomb declares far more. */
export const packageLimits = { entries: 2000, uncompressedBytes: 200 * 1024 * 1024 } as const;

/** The accepted type of the file at `path`, or null when its content is anything else. */
export async function detectAcceptedType(path: string): Promise<DetectedType | null> {
  const found = await fileTypeFromFile(path);
  const type = found ? accepted[found.mime] : undefined;
  if (!type) return null;
  if (type.extension === "docx" && !(await isSaneWordPackage(path))) return null;
  return type;
}

/** Whether the zip at `path` is a believable Word package. Reads only the zip's central directory: entry count, declared sizes, the main document part. */
export function isSaneWordPackage(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError) return resolve(false);
      if (zip.entryCount > packageLimits.entries) {
        zip.close();
        return resolve(false);
      }
      let uncompressed = 0;
      let hasDocument = false;
      zip.on("entry", (entry: yauzl.Entry) => {
        uncompressed += entry.uncompressedSize;
        if (entry.fileName === "word/document.xml") hasDocument = true;
        if (uncompressed > packageLimits.uncompressedBytes) {
          zip.close();
          resolve(false);
          return;
        }
        zip.readEntry();
      });
      zip.on("end", () => resolve(hasDocument));
      zip.on("error", () => resolve(false));
      zip.readEntry();
    });
  });
}
