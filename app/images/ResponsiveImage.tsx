// A content image at the size the layout needs, in the best format the browser takes
// (docs/decisions/0010-responsive-images.md). A JPEG, PNG or SVG of the site's own becomes a
// <picture> with AVIF and WebP variants from the image endpoint and the original as fallback;
// anything else (other sites' images) is a plain <img>. The width and height are always
// written, so the page does not shift while images load.
import type { ComponentPropsWithRef } from "react";
import { isLocalImage, isVector, variantSrcSet } from "./image-variants.ts";
import { useImageFocus } from "./image-focus.ts";

type ImgProps = Omit<
  ComponentPropsWithRef<"img">,
  "src" | "srcSet" | "alt" | "width" | "height" | "sizes" | "loading" | "fetchPriority"
>;

export interface ResponsiveImageProps extends ImgProps {
  src: string;
  alt: string;
  /** A photo's own size in pixels, or the size a vector image is shown at (also the aspect ratio before CSS applies). */
  width: number;
  height: number;
  /** How wide the image is shown, as in the sizes attribute, e.g. "(min-width: 852px) 820px, 100vw". */
  sizes: string;
  /** Above the fold, the page's largest paint: fetched first and never lazily. Otherwise lazy. */
  priority?: boolean;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  decoding,
  style,
  ...rest
}: ResponsiveImageProps) {
  // A crop (object-fit: cover) keeps the image's focal point in view.
  const focus = useImageFocus(src);
  const img = (
    <img
      {...rest}
      style={focus ? { objectPosition: focus, ...style } : style}
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(priority
        ? { fetchPriority: "high" as const, decoding }
        : { loading: "lazy" as const, decoding: decoding ?? "async" })}
    />
  );
  if (!isLocalImage(src) || !(width >= 1) || (priority && isVector(src))) return img;
  return (
    <picture className="responsive-image">
      <source type="image/avif" srcSet={variantSrcSet(src, width, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(src, width, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
