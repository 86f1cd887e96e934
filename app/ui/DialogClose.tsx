import { CloseIcon } from "./icons.tsx";

/** A dialog's close button: an invoker command, so it works without script. */
export function DialogClose({ dialogId, label, className }: { dialogId: string; label: string; className: string }) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      commandfor={dialogId}
      command="close"
    >
      <CloseIcon />
    </button>
  );
}
