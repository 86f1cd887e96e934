// The full-screen photo viewer shared by the CSR and photo pages (spec: opens on the clicked
// photo, wraps around at both ends, closing resets the index to 0). It is HTML the platform runs
// (decision 0030): a modal <dialog> that every photo opens with an invoker command, holding the
// photos as a strip of CSS scroll-snap slides, so that a photo opens it and a swipe moves along
// before any script, or without one. Its island (photo-viewer.island.ts) opens it on the photo
// that was pressed, wraps the arrows and keys around and keeps the counter. Each photo in it is
// lazy: fetched only once the viewer is open and the slide near.
import { useStrings } from "../../i18n/define.ts";
import type { Lang } from "../../i18n/lang.ts";
import { ChevronLeft, ChevronRight } from "../../ui/icons.tsx";
import { DialogClose } from "../../ui/DialogClose.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { mediaStrings } from "./strings.ts";
import { fill } from "../../i18n/fill.ts";

export interface ViewerPhoto {
  src: string;
  title: string;
  width: number;
  height: number;
}

const photoViewerId = "photo-viewer";

/** What opens the viewer on the photo at `index` (the island reads data-photo); without it, on its current photo. */
export const opensViewerAt = (index?: number) =>
  ({
    "aria-haspopup": "dialog",
    commandfor: photoViewerId,
    command: "show-modal",
    ...(index === undefined ? {} : { "data-photo": index }),
  }) as const;

/** Opens the viewer on its current photo, which is the first whenever the viewer is closed. */
export function ViewAllPhotosButton() {
  const t = useStrings(mediaStrings);
  return (
    <button type="button" className="button button--primary" {...opensViewerAt()}>
      {t.viewAllPhotos}
    </button>
  );
}

/** The viewer. `contentLang` is the language of the photos' titles when it differs from the page's (photos are English only). */
export function PhotoViewer({ photos, contentLang }: { photos: ViewerPhoto[]; contentLang?: Lang }) {
  const t = useStrings(mediaStrings);
  const slideOf = (index: number) => fill(t.viewerSlideOf, { index: index + 1, total: photos.length });
  return (
    <dialog id={photoViewerId} className="photo-viewer" aria-label={t.viewer} closedby="any">
      <div className="photo-viewer__bar">
        <p className="photo-viewer__counter" aria-hidden="true">
          1 / {photos.length}
        </p>
        <DialogClose dialogId={photoViewerId} label={t.close} className="photo-viewer__close" />
      </div>
      {/* Focusable, so that a keyboard scrolls it without script too. */}
      <div className="photo-viewer__slides" role="region" aria-label={t.viewerCarousel} tabIndex={0}>
        {photos.map((photo, index) => (
          <div
            key={photo.src}
            className="photo-viewer__slide"
            role="group"
            aria-roledescription={t.viewerSlide}
            aria-label={slideOf(index)}
          >
            <figure>
              <ResponsiveImage
                src={photo.src}
                alt={photo.title}
                width={photo.width}
                height={photo.height}
                sizes="100vw"
              />
              <figcaption lang={contentLang} aria-hidden="true">
                {photo.title}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <button type="button" className="icon-button photo-viewer__step" data-step="-1" aria-label={t.previousPhoto}>
        <ChevronLeft />
      </button>
      <button type="button" className="icon-button photo-viewer__step" data-step="1" aria-label={t.nextPhoto}>
        <ChevronRight />
      </button>
    </dialog>
  );
}
