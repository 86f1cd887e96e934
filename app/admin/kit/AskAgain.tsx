// The second question before something that cannot be undone (resolving or rejecting a
// complaint, deleting a saved reply): the confirming button takes the focus when it appears, and
// "Cancel" gives it back to the button that asked.
import { useEffect, useRef } from "react";

export function AskAgain({
  question,
  confirm,
  cancel,
  onCancel,
  danger = false,
  submit,
  disabled = false,
}: {
  question: string;
  confirm: string;
  cancel: string;
  onCancel: () => void;
  danger?: boolean;
  /** The confirming button's name and value, when the form needs them. */
  submit?: { name: string; value: string };
  disabled?: boolean;
}) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const askedFrom = useRef<Element | null>(null);
  useEffect(() => {
    askedFrom.current = document.activeElement;
    confirmButton.current?.focus();
  }, []);
  const cancelled = () => {
    const from = askedFrom.current;
    onCancel();
    if (from instanceof HTMLElement && from.isConnected) from.focus();
  };
  return (
    <>
      <p>{question}</p>
      <div className="admin-action__buttons">
        <button
          ref={confirmButton}
          type="submit"
          {...submit}
          className={`admin-button ${danger ? "admin-button--danger" : "admin-button--primary"}`}
          disabled={disabled}
        >
          {confirm}
        </button>
        <button type="button" className="admin-button admin-button--quiet" onClick={cancelled}>
          {cancel}
        </button>
      </div>
    </>
  );
}
