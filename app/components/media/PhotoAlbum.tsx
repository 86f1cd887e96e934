import { ColumnsPhotoAlbum } from "react-photo-album";
import SSR from "react-photo-album/ssr";
import "react-photo-album/columns.css";
import type { Lang } from "../../i18n/lang.ts";
import type { ViewerPhoto } from "./PhotoViewer.tsx";
import { preloadImageMeta } from "../../lib/image-variants.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";

// SPEC §9: "row target height 300, margin 2; columns 1, 2 from 500 px, 3 from 900 px, 4 from
// 1500 px". Our reading: those are the settings of a gallery that takes both a row height (for
// a row layout) and column counts (for a column layout). We lay the photos out in columns, so
// the row target height has no effect. The widths are the gallery's own width, as in the
// original's columns callback, which receives the container width. A 2 px margin around every
// photo is react-photo-album's `padding` of 2 (4 px between two photos, 2 px along the edges).
const breakpoints = [500, 900, 1500] as const;
const columnsFor = (containerWidth: number) => (containerWidth >= 1500 ? 4 : containerWidth >= 900 ? 3 : containerWidth >= 500 ? 2 : 1);
const photoMargin = 2;
// The gallery's width (media.css, .media-section--wide): min(1600px, 100% - 2rem). From it
// react-photo-album writes each photo's `sizes`, for the columns of each layout.
const albumSizes = { size: "calc(100vw - 32px)", sizes: [{ viewport: "(min-width: 1632px)", size: "1600px" }] };

/**
 * On a phone (one column, below the first breakpoint) the first photos are the page's largest
 * paint, yet lazy in markup (each layout has its own copy), so they would be fetched only after
 * the first layout: preload what that layout shows on the first screen. Which of the first two
 * is the largest paint depends on the phone's height, so both are preloaded.
 */
export function firstPhotosPreload(photos: { src: string; width: number }[]) {
  const oneColumnBelow = breakpoints[0] + 32; // the album is 100vw - 32px wide
  return photos
    .slice(0, 2)
    .flatMap((photo) => preloadImageMeta(photo.src, photo.width, `calc(100vw - ${32 + 2 * photoMargin}px)`, `(max-width: ${oneColumnBelow - 1}px)`));
}

/**
 * The photo gallery in balanced columns. Rendered on the server for every breakpoint (CSS
 * container queries show the right one before any script runs); after hydration only the
 * layout of the actual width remains. Each photo is a button that opens the viewer.
 */
export function PhotoAlbum({ photos, label, contentLang, onOpen }: {
  photos: (ViewerPhoto & { id: number })[];
  label: string;
  /** Language of the photo titles, when it differs from the page's. */
  contentLang?: Lang;
  onOpen: (index: number) => void;
}) {
  const albumPhotos = photos.map((photo) => ({ key: String(photo.id), src: photo.src, width: photo.width, height: photo.height, alt: photo.title }));
  return (
    <SSR breakpoints={breakpoints} classNames={{ container: "photo-album" }}>
      <ColumnsPhotoAlbum
        photos={albumPhotos}
        columns={columnsFor}
        spacing={0}
        padding={photoMargin}
        sizes={albumSizes}
        // AVIF and WebP at several widths, with the photo's own width and height (no layout shift).
        render={{
          image: ({ src, alt = "", sizes, srcSet: _srcSet, loading: _loading, ...props }, { photo }) => (
            <ResponsiveImage {...props} src={src} alt={alt} width={photo.width} height={photo.height} sizes={sizes ?? "100vw"} />
          ),
        }}
        onClick={({ index }) => onOpen(index)}
        componentsProps={{
          container: { role: "group", "aria-label": label },
          button: { "aria-haspopup": "dialog", lang: contentLang },
        }}
      />
    </SSR>
  );
}
