// The record page's keys: j and k go to the next (older) and previous (newer) record, r to the
// reply, a to the owner's card, n to the note, u back to the list, ? shows them all. A key with
// nothing to do on this record (a merged one has no reply) says so.
import { useNavigate } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { withLang } from "../../../i18n/lang.ts";
import { useRegisterText } from "../text.ts";
import { useAnnouncer, useShortcutSheet } from "./ShortcutSheet.tsx";
import { useShortcuts } from "./shortcuts.ts";

/** The first thing to use in one of the page's action cards (ActionCard's `register-${name}-title`). */
const inCard = (name: string, what: string) =>
  document.querySelector<HTMLElement>(`[aria-labelledby="register-${name}-title"] :is(${what})`);

export function useRecordShortcuts(path: string, neighbours: { previous: string | null; next: string | null }) {
  const { t } = useRegisterText();
  const lang = useLang();
  const navigate = useNavigate();
  const { region, announce } = useAnnouncer();
  const { sheet, open } = useShortcutSheet([
    { key: "j", does: t.keyRecordNext },
    { key: "k", does: t.keyRecordPrevious },
    { key: "r", does: t.keyReply },
    { key: "a", does: t.keyAssign },
    { key: "n", does: t.keyNote },
    { key: "u", does: t.keyBack },
    { key: "?", does: t.keySheet },
  ]);
  const go = (id: string | null) => (id ? void navigate(withLang(`${path}/${id}`, lang)) : announce(t.saidNoMore));
  const focus = (element: HTMLElement | null) => (element ? element.focus() : announce(t.saidNoMore));
  useShortcuts({
    j: () => go(neighbours.next),
    k: () => go(neighbours.previous),
    r: () => focus(inCard("reply", "textarea")),
    a: () => focus(inCard("owner", "button, select")),
    n: () => focus(inCard("note", "textarea")),
    u: () => void navigate(withLang(path, lang)),
    "?": open,
  });
  return { sheet, region };
}
