// The full-screen photo viewer shared by the CSR and photo pages (SPEC §4): opens on the
// clicked photo, wraps around at both ends, keyboard (arrows, Escape) and swipe, and
// closing resets the index to 0.
import { useCallback, useMemo, useState } from "react";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { useStrings } from "../../i18n/define.ts";
import { useLang } from "../../i18n/index.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mediaStrings } from "../../i18n/strings/media.ts";
import { isLocalRaster, variantImages } from "../../lib/image-variants.ts";

export interface ViewerPhoto {
  src: string;
  title: string;
  width: number;
  height: number;
}

export interface PhotoViewerState {
  open: boolean;
  index: number;
  /** Opens on a photo (a click in the grid). */
  openAt: (index: number) => void;
  /** Opens on the current index: the first photo, since closing resets it. */
  reopen: () => void;
  view: (index: number) => void;
  close: () => void;
}

export function usePhotoViewer(): PhotoViewerState {
  const [state, setState] = useState({ open: false, index: 0 });
  const openAt = useCallback((index: number) => setState({ open: true, index }), []);
  const reopen = useCallback(() => setState((current) => ({ ...current, open: true })), []);
  const view = useCallback((index: number) => setState((current) => ({ ...current, index })), []);
  const close = useCallback(() => setState({ open: false, index: 0 }), []);
  return { ...state, openAt, reopen, view, close };
}

/** Opens the viewer on its current index, which is the first photo whenever the viewer is closed. */
export function ViewAllPhotosButton({ viewer }: { viewer: PhotoViewerState }) {
  const t = useStrings(mediaStrings);
  return (
    <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={viewer.reopen}>
      {t.viewAllPhotos}
    </button>
  );
}

/** The viewer. `contentLang` is the language of the photos' titles when it differs from the page's (photos are English only). */
export function PhotoViewer({ photos, viewer, contentLang }: { photos: ViewerPhoto[]; viewer: PhotoViewerState; contentLang?: Lang }) {
  const t = useStrings(mediaStrings);
  const pageLang = useLang();
  const titleLang = contentLang && contentLang !== pageLang ? contentLang : undefined;
  const slides = useMemo(
    () =>
      photos.map((photo) => ({
        src: photo.src,
        // The viewer takes one list of alternatives (an <img srcset>, no <picture>): WebP, which
        // every current browser decodes; it picks the width from the space the slide has.
        srcSet: isLocalRaster(photo.src) ? variantImages(photo.src, photo.width, photo.height, "webp") : undefined,
        alt: photo.title,
        width: photo.width,
        height: photo.height,
        // Shown as the caption under the photo: it wraps where a title line would be cut.
        description: <span lang={titleLang}>{photo.title}</span>,
      })),
    [photos, titleLang],
  );
  return (
    <Lightbox
      open={viewer.open}
      index={viewer.index}
      close={viewer.close}
      on={{ view: ({ index }) => viewer.view(index) }}
      slides={slides}
      plugins={[Captions, Counter]}
      carousel={{ finite: false }}
      captions={{ descriptionTextAlign: "center" }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t.viewer,
        "Photo gallery": t.photoGallery,
        Carousel: t.viewerCarousel,
        Slide: t.viewerSlide,
        "{index} of {total}": t.viewerSlideOf,
        Previous: t.previousPhoto,
        Next: t.nextPhoto,
        Close: t.close,
        Caption: t.caption,
      }}
      className="photo-viewer"
    />
  );
}
