// The list's keys: j and k move along the rows (the focus on the row's link, its place said),
// x ticks the row for the bulk change, o opens it, / goes to the search box, ? shows them all.
import type { RefObject } from "react";
import { fill } from "../../../i18n/fill.ts";
import { useNumber, useRegisterText } from "../text.ts";
import { useAnnouncer, useShortcutSheet } from "./ShortcutSheet.tsx";
import type { Shortcuts } from "./shortcuts.ts";

export function useListShortcuts(table: RefObject<HTMLElement | null>, onSelect: () => void) {
  const { t } = useRegisterText();
  const number = useNumber();
  const { region, announce } = useAnnouncer();
  const { sheet, open } = useShortcutSheet([
    { key: "j", does: t.keyListNext },
    { key: "k", does: t.keyListPrevious },
    { key: "x", does: t.keyListSelect },
    { key: "o", does: t.keyListOpen },
    { key: "/", does: t.keySearch },
    { key: "?", does: t.keySheet },
  ]);
  const links = () => [...(table.current?.querySelectorAll<HTMLAnchorElement>(".admin-register-table__link") ?? [])];
  const current = () => links().findIndex((link) => link.closest("tr")?.contains(document.activeElement));
  const move = (step: 1 | -1) => {
    const all = links();
    const at = current();
    const to = at === -1 ? (step === 1 ? 0 : all.length - 1) : at + step;
    const link = all[to];
    if (!link) return announce(t.saidNoMore);
    link.focus();
    announce(fill(t.saidRow, { position: number(to + 1), count: number(all.length), name: link.textContent ?? "" }));
  };
  const row = () => links()[current()]?.closest("tr") ?? null;
  const shortcuts: Shortcuts = {
    j: () => move(1),
    k: () => move(-1),
    x: () => {
      const box = row()?.querySelector<HTMLInputElement>("input[type=checkbox]");
      if (!box) return;
      box.checked = !box.checked;
      onSelect();
    },
    o: () => links()[current()]?.click(),
    "/": () => document.querySelector<HTMLInputElement>("input[type=search]")?.focus(),
  };
  return { sheet, open, region, shortcuts };
}
