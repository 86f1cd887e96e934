import { useEffect, useEffectEvent, useState } from "react";
import { useHydrated } from "../../ui/useHydrated.ts";
import "./notice.css";

/**
 * The outcome notice of a form (spec): a card centred over the page that closes itself
 * after 5 seconds, with a progress bar showing the time left and no confirm button.
 *
 * The timing lives in CSS (notice.css) so that it also works on the server-rendered page
 * after a form post without JavaScript; hovering or focusing the card pauses it. It is not a
 * modal: it takes no focus and traps none. Render it when the outcome arrives (it is announced
 * as a live region then), and give it a new `key` for each submission so it shows again.
 */
export function Notice({
  tone,
  title,
  text,
  children,
  closeLabel,
  onClose,
}: {
  tone: "success" | "error";
  title: string;
  text: string;
  /** An extra line under the text, e.g. the complaint reference. */
  children?: React.ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  /**
   * Called once the notice has closed: timer elapsed, close button or Escape. If focus was in
   * the notice (its close button) it is lost with it, so move it somewhere sensible, e.g. the
   * form's heading.
   */
  onClose?: () => void;
}): React.JSX.Element | null {
  const [open, setOpen] = useState(true);
  // Without JavaScript a close button would do nothing: show it only once it works.
  const hydrated = useHydrated();

  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) close();
  });

  useEffect(() => {
    if (!open) return;
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  if (!open) return null;

  const urgent = tone === "error";
  return (
    <div className={`notice notice--${tone}`}>
      {/* The close button stays outside the live region: it is not part of the message, and
          its appearing at hydration must not make screen readers announce the notice again. */}
      <div
        className="notice__body"
        role={urgent ? "alert" : "status"}
        aria-live={urgent ? "assertive" : "polite"}
        aria-atomic="true"
      >
        {tone === "success" ? <SuccessIcon /> : <ErrorIcon />}
        <p className="notice__title">{title}</p>
        <p className="notice__text">{text}</p>
        {children != null && <div className="notice__extra">{children}</div>}
      </div>
      {hydrated && (
        <button type="button" className="notice__close" aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      <div
        className="notice__progress"
        // The bar's animation is the timer; the card hides itself in CSS at the same moment.
        onAnimationEnd={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      />
    </div>
  );
}

function SuccessIcon() {
  return (
    <svg className="notice__icon" viewBox="0 0 80 80" aria-hidden="true">
      <circle cx="40" cy="40" r="36" fill="none" stroke="currentColor" strokeWidth="4" />
      <path
        d="M24 41 L35 52 L57 29"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg className="notice__icon" viewBox="0 0 80 80" aria-hidden="true">
      <circle cx="40" cy="40" r="36" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M27 27 L53 53 M53 27 L27 53" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
