// The handle between the form and the live preview on a wide screen (the WAI-ARIA window
// splitter): dragged, or moved by the arrow keys, Home and End, it sets how much of the width the
// preview takes. The choice is kept in the browser for the next record.
import { useCallback, useState, type KeyboardEvent, type PointerEvent } from "react";

const storageKey = "content-editor-preview-share";
const least = 25;
const most = 65;
const step = 5;
const clamp = (share: number) => Math.min(most, Math.max(least, Math.round(share)));

/** The preview's share of the width, in per cent, as the editor last left it. */
export function usePreviewShare(): [number, (share: number) => void] {
  const [share, setShare] = useState(() => {
    const kept = Number(globalThis.localStorage?.getItem(storageKey));
    return kept >= least && kept <= most ? kept : 42;
  });
  const choose = useCallback((next: number) => {
    const value = clamp(next);
    setShare(value);
    localStorage.setItem(storageKey, String(value));
  }, []);
  return [share, choose];
}

export function SplitHandle({
  share,
  onShare,
  label,
  controls,
}: {
  share: number;
  onShare(share: number): void;
  label: string;
  controls: string;
}) {
  // Dragging: the share follows the pointer across the split's width.
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    const split = handle.parentElement!.getBoundingClientRect();
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => onShare(((split.right - moved.clientX) / split.width) * 100);
    const stop = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", stop);
      handle.removeEventListener("pointercancel", stop);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", stop);
    handle.addEventListener("pointercancel", stop);
  };
  const keys: Record<string, () => number> = {
    ArrowLeft: () => share + step,
    ArrowRight: () => share - step,
    Home: () => most,
    End: () => least,
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    onShare(next());
  };
  return (
    // A focusable separator is a widget (WAI-ARIA's window splitter), which the lint rules do not know.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="ed-split__handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuemin={least}
      aria-valuemax={most}
      aria-valuenow={share}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onPointerDown={drag}
      onKeyDown={key}
    />
  );
}
