// The full-screen photo viewer shared by the CSR and photo pages (spec): opens on the
// clicked photo, wraps around at both ends, keyboard (arrows, Escape) and swipe, and
// closing resets the index to 0. The viewer itself (PhotoLightbox) is loaded once the page is
// idle, or on the first open: its script and styles stay off the first screen's path.
import { lazy, Suspense, useEffect, useState } from "react";
import { useStrings } from "../../i18n/define.ts";
import type { Lang } from "../../i18n/lang.ts";
import { mediaStrings } from "./strings.ts";
import { whenIdle } from "../../ui/idle.ts";
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

/** The lightbox's root (PhotoLightbox's className): it takes its keys itself once focus is inside. */
const viewerSelector = ".photo-viewer";

/**
 * The viewer's keys, pressed before it can take them. The lightbox handles the arrow keys and
 * Escape once focus is inside it, and it moves focus there only a few frames after the click that
 * opened it — later still while its script is loading. A visitor who clicks a photo and presses
 * an arrow key at once would lose that key: while the viewer is open, the page behind it is
 * inert, so those keys are the viewer's wherever they land. They move its index (which the
 * lightbox follows) or close it. When the viewer closes with focus lost (it never got it), focus
 * goes back to what opened it.
 */
function useViewerKeysBeforeFocus({ open, index, view, close }: PhotoViewerState, count: number) {
  useEffect(() => {
    if (!open) return;
    let current = index;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.isComposing
      )
        return;
      if (event.target instanceof Element && event.target.closest(viewerSelector)) return;
      const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
      if (step !== 0 && count > 0) {
        current = (current + step + count) % count;
        view(current);
      } else if (event.key === "Escape") {
        close();
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, index, view, close, count]);
  useEffect(() => {
    if (!open) return;
    const focused = document.activeElement;
    const opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    // As the viewer closes: the lightbox gives focus back itself, unless focus never reached it.
    return () => {
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body)) opener.focus();
    };
  }, [open]);
}

/** The viewer. `contentLang` is the language of the photos' titles when it differs from the page's (photos are English only). */
export function PhotoViewer(props: { photos: ViewerPhoto[]; viewer: PhotoViewerState; contentLang?: Lang }) {
  const [wanted, setWanted] = useState(false);
  if (props.viewer.open && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadLightbox()), []);
  useViewerKeysBeforeFocus(props.viewer, props.photos.length);
  return wanted ? (
    <Suspense fallback={null}>
      <PhotoLightbox {...props} />
    </Suspense>
  ) : null;
}
