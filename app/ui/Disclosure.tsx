import type { ReactNode } from "react";
import { ChevronDown } from "./icons.tsx";
import "./disclosure.css";

/**
 * A section that opens and closes: native <details>, so it works without JavaScript and
 * with the keyboard. The chevron turns when open; `slow` animates over 0.7 s (spec),
 * otherwise quickly; both respect prefers-reduced-motion.
 */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  slow = false,
  className = "",
}: {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  slow?: boolean;
  className?: string;
}) {
  return (
    <details className={`disclosure ${slow ? "disclosure--slow" : ""} ${className}`} open={defaultOpen}>
      <summary className="disclosure__summary">
        <span>{summary}</span>
        <ChevronDown />
      </summary>
      <div className="disclosure__body">{children}</div>
    </details>
  );
}
