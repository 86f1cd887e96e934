import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "../../ui/icons.tsx";

/**
 * A modal dialog on the native <dialog> (showModal: focus stays inside, the page behind is inert).
 * Closes on its close button, Escape and a click on the backdrop; `onClose` runs once per closing,
 * so the caller can return focus to what opened it.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  closeLabel,
  className = "",
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // Backdrop clicks are a mouse convenience; keyboards close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`modal ${className}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        // The panel fills the dialog, so only a click outside it lands on the dialog itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="modal__panel">
        <button
          type="button"
          className="icon-button modal__close"
          aria-label={closeLabel}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}
