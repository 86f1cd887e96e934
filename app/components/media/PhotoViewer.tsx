// The full-screen photo viewer shared by the CSR and photo pages (SPEC §4): opens on the
// clicked photo, wraps around at both ends, keyboard (arrows, Escape) and swipe, and
// closing resets the index to 0. The viewer itself (PhotoLightbox) is loaded once the page is
// idle, or on the first open: its script and styles stay off the first screen's path.
import { lazy, Suspense, useEffect, useState } from "react";
import { useStrings } from "../../i18n/define.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mediaStrings } from "../../i18n/strings/media.ts";
import { whenIdle } from "../../lib/idle.ts";
import type { PhotoViewerState, ViewerPhoto } from "./photo-viewer-state.ts";

/** Opens the viewer on its current index, which is the first photo whenever the viewer is closed. */
export function ViewAllPhotosButton({ viewer }: { viewer: PhotoViewerState }) {
  const t = useStrings(mediaStrings);
  return (
    <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={viewer.reopen}>
      {t.viewAllPhotos}
    </button>
  );
}

const loadLightbox = () => import("./PhotoLightbox.tsx");
const PhotoLightbox = lazy(loadLightbox);

/** The viewer. `contentLang` is the language of the photos' titles when it differs from the page's (photos are English only). */
export function PhotoViewer(props: { photos: ViewerPhoto[]; viewer: PhotoViewerState; contentLang?: Lang }) {
  const [wanted, setWanted] = useState(false);
  if (props.viewer.open && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadLightbox()), []);
  return wanted ? (
    <Suspense fallback={null}>
      <PhotoLightbox {...props} />
    </Suspense>
  ) : null;
}
