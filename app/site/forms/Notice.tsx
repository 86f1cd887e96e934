import "./notice.css";

/**
 * The outcome notice of a form (spec): a card centred over the page that closes itself
 * after 5 seconds, with a progress bar showing the time left and no confirm button.
 *
 * The timing lives in CSS (notice.css), so that it works on the page a form post answers with
 * or without JavaScript; hovering or focusing the card pauses it. It is not a modal: it takes no
 * focus and traps none. It is announced as a live region as it arrives. The forms' islands add
 * its close button and the Escape key (notice.ts): without script they would do nothing.
 */
export function Notice({
  tone,
  title,
  text,
  children,
  closeLabel,
}: {
  tone: "success" | "error";
  title: string;
  text: string;
  /** An extra line under the text, e.g. the complaint reference. */
  children?: React.ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
}) {
  const urgent = tone === "error";
  return (
    <div className={`notice notice--${tone}`} data-close-label={closeLabel}>
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
      {/* The bar's animation is the timer; the card hides itself in CSS at the same moment. */}
      <div className="notice__progress" />
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
