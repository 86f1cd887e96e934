// The photo viewer's state (open, on which photo) and the photos it shows: shared by the
// viewer (PhotoViewer.tsx), the lazily loaded lightbox (PhotoLightbox.tsx) and the grids.
import { useCallback, useState } from "react";

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
