import { opensViewerAt, type ViewerPhoto } from "./PhotoViewer.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";

// The grid's cells (media.css): 1 to 4 columns in a container of at most 1200 px.
const cellSizes = "(min-width: 1120px) 288px, (min-width: 844px) 33vw, (min-width: 568px) 50vw, 100vw";

/** A grid of captioned photos (CSR); each photo is a button that opens the viewer on it. */
export function PhotoGrid({ photos, label }: { photos: (ViewerPhoto & { id: number })[]; label: string }) {
  return (
    <ul className="photo-grid" aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button type="button" className="photo-grid__item" {...opensViewerAt(index)}>
            <ResponsiveImage
              src={photo.src}
              alt={photo.title}
              width={photo.width}
              height={photo.height}
              sizes={cellSizes}
            />
            {/* The image's alt text already names the button: the visible caption is not read twice. */}
            <span className="photo-grid__caption" aria-hidden="true">
              {photo.title}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
