import { useEffect, useRef } from "react";

/**
 * Where a page's notices appear, taking the focus whenever `focus` becomes a new value (an
 * action's outcome, a refusal): the card that was acted on may be gone, and the outcome is what
 * to read next. Null leaves the focus where it is.
 */
export function NoticeSlot({ focus, children }: { focus: unknown; children: React.ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) slot.current?.focus();
  }, [focus]);
  return (
    <div ref={slot} tabIndex={-1}>
      {children}
    </div>
  );
}
