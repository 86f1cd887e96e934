// A media item's small picture in the back office: an image through the image endpoint (WebP at
// 320 px, no bigger than the item), a document as its type in letters.
import { variantUrl } from "../../images/image-variants.ts";
import { mediaPath, type MediaKind } from "../../uploads/media.ts";

export interface ThumbItem {
  name: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
}

export function MediaThumb({ item, alt, size = 160 }: { item: ThumbItem; alt: string; size?: number }) {
  if (item.kind === "document") {
    return (
      <span className="media-thumb media-thumb--document" style={{ width: size, height: Math.round(size * 0.75) }}>
        {item.name.slice(item.name.lastIndexOf(".") + 1).toUpperCase()}
      </span>
    );
  }
  const ratio = item.width && item.height ? item.height / item.width : 0.75;
  return (
    <img
      className="media-thumb"
      src={variantUrl(mediaPath(item.name), 320, "webp")}
      alt={alt}
      width={size}
      height={Math.max(1, Math.round(size * ratio))}
      loading="lazy"
      decoding="async"
    />
  );
}
