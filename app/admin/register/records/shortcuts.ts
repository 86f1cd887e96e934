// Keyboard shortcuts of the register's list and record: one key each, never while a person types
// (in a field, a list box or editable text) nor with Ctrl, Alt or the Command key held, so they
// never take a letter from what is written or from the browser's and screen reader's own keys.
import { useEffect, useLayoutEffect, useRef } from "react";

export type Shortcuts = Partial<Record<string, () => void>>;

/** Whether a key pressed there goes into something being written. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit", "reset", "file"].includes(target.type);
  return target.closest("[role=textbox], [role=combobox], dialog[open]") !== null;
}

/** Listens for the keys of `shortcuts` ("j", "?"…) on the whole page while the component is shown. */
export function useShortcuts(shortcuts: Shortcuts): void {
  const current = useRef(shortcuts);
  useLayoutEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (isTyping(event.target)) return;
      const run = current.current[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
