// The photo viewer's lightbox (yet-another-react-lightbox), loaded by PhotoViewer when needed.
import { useMemo } from "react";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { useStrings } from "../../i18n/define.ts";
import { useLang } from "../../i18n/define.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mediaStrings } from "./strings.ts";
import { isLocalImage, variantImages } from "../../images/image-variants.ts";
import type { PhotoViewerState, ViewerPhoto } from "./photo-viewer-state.ts";

export default function PhotoLightbox({
  photos,
  viewer,
  contentLang,
}: {
  photos: ViewerPhoto[];
  viewer: PhotoViewerState;
  contentLang?: Lang;
}) {
  const t = useStrings(mediaStrings);
  const pageLang = useLang();
  const titleLang = contentLang && contentLang !== pageLang ? contentLang : undefined;
  const slides = useMemo(
    () =>
      photos.map((photo) => ({
        src: photo.src,
        // The viewer takes one list of alternatives (an <img srcset>, no <picture>): WebP, which
        // every current browser decodes; it picks the width from the space the slide has.
        srcSet: isLocalImage(photo.src) ? variantImages(photo.src, photo.width, photo.height, "webp") : undefined,
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
