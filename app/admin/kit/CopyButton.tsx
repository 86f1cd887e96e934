// A button that copies a text (an address) to the clipboard and says so where it stands: the
// status is announced, and the button's words come back after a moment.
import { useEffect, useState } from "react";

export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  className = "admin-button admin-button--quiet",
}: {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  className?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState("copied"),
            () => setState("failed"),
          )
        }
      >
        {label}
      </button>
      <span role="status" className="admin-muted">
        {state === "copied" ? copiedLabel : state === "failed" ? failedLabel : ""}
      </span>
    </>
  );
}
