import type { Lang } from "../../i18n/lang.ts";
import { opensViewerAt, type ViewerPhoto } from "./PhotoViewer.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";

// spec: "row target height 300, margin 2; columns 1, 2 from 500 px, 3 from 900 px, 4 from
// 1500 px". Our reading (docs/decisions/0004-spec-readings.md): those are the settings of a
// gallery that takes both a row height (for a row layout) and column counts (for a column
// layout). We lay the photos out in columns, so the row target height has no effect. The widths
// are the gallery's own width (CSS container queries in media.css), and every photo has a 2 px
// margin (4 px between two photos, 2 px along the edges).
// The columns are CSS multi-column layout: the browser splits the photos, in order, into columns
// of balanced height, at any width, before any script runs (docs/decisions/0015-photo-columns.md).

/** The gallery is min(1600px, 100vw - 32px) wide (media.css); a photo is a column less its margins. */
const photoSizes = [
  "(min-width: 1632px) 396px",
  "(min-width: 1532px) calc((100vw - 32px) / 4 - 4px)",
  "(min-width: 932px) calc((100vw - 32px) / 3 - 4px)",
  "(min-width: 532px) calc((100vw - 32px) / 2 - 4px)",
  "calc(100vw - 36px)",
].join(", ");

/** The first photos are on a phone's first screen, and its largest paint: fetched first. */
const firstScreenPhotos = 2;

/** The photo gallery in balanced columns; each photo is a button that opens the viewer. */
export function PhotoAlbum({
  photos,
  label,
  contentLang,
}: {
  photos: (ViewerPhoto & { id: number })[];
  label: string;
  /** Language of the photo titles, when it differs from the page's. */
  contentLang?: Lang;
}) {
  return (
    <div className="photo-album" role="group" aria-label={label}>
      <div className="photo-album__columns">
        {photos.map((photo, index) => (
          <button
            key={photo.id}
            type="button"
            className="photo-album__photo"
            lang={contentLang}
            {...opensViewerAt(index)}
          >
            <ResponsiveImage
              src={photo.src}
              alt={photo.title}
              width={photo.width}
              height={photo.height}
              sizes={photoSizes}
              priority={index < firstScreenPhotos}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
