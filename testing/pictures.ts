// Pictures the tests make: red above, blue below, so that where a crop was cut shows in the
// colour of its middle.
import sharp from "sharp";

/** A PNG of width × height, its top half red and its bottom half blue. */
export async function redAboveBlue(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(height / 2);
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([
      {
        input: await sharp({ create: { width, height: height - half, channels: 3, background: "#0000ff" } })
          .png()
          .toBuffer(),
        top: half,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}
