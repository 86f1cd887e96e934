// What the web server (encoder.ts) and the encoder process (encoder-process.ts) say to each
// other, and the error both sides know. Kept apart from both, so that neither imports the other
// and the web server never loads sharp (encoding.ts) itself.
import type { ImageFormat } from "../../app/images/image-variants.ts";

/** The source does not hold the image its name promises (or sharp cannot read it). */
export class NotAnImage extends Error {}

export interface EncodeRequest {
  id: number;
  source: string;
  width: number;
  format: ImageFormat;
  /** A share card: cropped to 1200 × 630 around this focal point (percentages from the top left). */
  card?: { x: number; y: number };
}

export type EncodeReply = { id: number; data: Uint8Array } | { id: number; error: string; notAnImage: boolean };
