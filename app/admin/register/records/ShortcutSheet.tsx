// The keyboard shortcuts of a register page: a button that opens their sheet (a modal <dialog>,
// also opened with "?"), and a polite live region that says what a shortcut just did.
import { useRef, useState } from "react";
import { useRegisterText } from "../text.ts";

export interface ShortcutHelp {
  key: string;
  does: string;
}

/** The sheet and its button; `open` is what "?" calls. */
export function useShortcutSheet(help: readonly ShortcutHelp[]) {
  const { t } = useRegisterText();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const open = () => dialog.current?.showModal();
  const sheet = (
    <>
      <button
        ref={opener}
        type="button"
        className="admin-button admin-shortcuts__open"
        aria-keyshortcuts="?"
        onClick={open}
      >
        {t.shortcuts} <kbd>?</kbd>
      </button>
      <dialog
        ref={dialog}
        className="admin-dialog admin-shortcuts"
        aria-labelledby="register-shortcuts-title"
        onClose={() => opener.current?.focus()}
      >
        <h2 id="register-shortcuts-title">{t.shortcuts}</h2>
        <p className="admin-field__hint">{t.shortcutsHint}</p>
        <dl className="admin-shortcuts__list">
          {help.map((entry) => (
            <div key={entry.key}>
              <dt>
                <kbd>{entry.key}</kbd>
              </dt>
              <dd>{entry.does}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog">
          <button type="submit" className="admin-button">
            {t.close}
          </button>
        </form>
      </dialog>
    </>
  );
  return { sheet, open };
}

/** A polite live region and the function that makes it speak. */
export function useAnnouncer() {
  const [said, setSaid] = useState("");
  const announce = (text: string) => {
    // The same words twice are spoken twice: the region is emptied first.
    setSaid("");
    requestAnimationFrame(() => setSaid(text));
  };
  const region = (
    <p className="visually-hidden" role="status">
      {said}
    </p>
  );
  return { region, announce };
}
