// What keeps an editor's typed work (issue 31, "never lose work"): the draft kept on the server a
// moment after each change, the offer to restore it on return, and the warning before leaving a
// record with changes not saved.
import { useEffect, useRef, useState } from "react";
import { useBlocker, useFetcher } from "react-router";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/fill.ts";
import { formatDateTime, formatMomentShort } from "../../i18n/dates.ts";
import { adminContentStrings } from "./strings.ts";
import { Notice } from "../kit/Notice.tsx";
import { ChangeList } from "./ChangeList.tsx";
import type { EntityView } from "../../content/model/view.ts";
import type { Pair } from "../../content/model/values.ts";
import type { DiffRow } from "../../content/model/diff.ts";
import type { LastSave } from "./save.server.ts";

/** How long after the last change the draft is kept; sooner while the live preview follows it. */
const draftDelayMs = { quiet: 2000, previewing: 600 } as const;

export interface DraftOffered {
  value: Pair;
  /** How it differs from the saved version (diffRecord, on the server). */
  rows: DiffRow[];
  savedAt: string;
  /** The record was saved since the draft's edit began: by whom and when. */
  changedSince: LastSave | null;
}

/**
 * What the route's action answers to the draft intents, and to a save made without a session. A
 * kept draft says where the live preview draws it: null while the rules refuse it.
 */
export type DraftAnswer =
  { draftSavedAt: string; preview: string | null } | { draftDiscarded: true } | { refused: "signedOut" };

const sameValue = (a: Pair, b: Pair) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the edit as a draft a moment after each change (not while `paused`), and says when it
 * last did, with the server's last answer. A value equal to the saved record removes the draft instead.
 */
export function useDraftKeeping({
  value,
  saved,
  base,
  paused,
  previewing,
  ui,
}: {
  value: Pair;
  saved: Pair;
  base: string | null;
  paused: boolean;
  previewing: boolean;
  ui: Lang;
}): { status: string | null; answer: DraftAnswer | undefined } {
  const fetcher = useFetcher<DraftAnswer>({ key: "content-draft" });
  const kept = useRef(JSON.stringify(saved));
  const text = JSON.stringify(value);
  const form = () => ({
    intent: sameValue(value, saved) ? "discard-draft" : "draft",
    value: text,
    version: base ?? "",
  });
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  useEffect(() => {
    if (paused || text === kept.current) return;
    const timer = setTimeout(
      () => {
        kept.current = text;
        void fetcher.submit(latest.current(), { method: "post" });
      },
      draftDelayMs[previewing ? "previewing" : "quiet"],
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher's identity changes with its state
  }, [text, paused, previewing]);
  // A reload or a closed tab within the delay: the last change goes out as the page goes away
  // (a request that outlives the page, as React Router's own data request for this action).
  useEffect(() => {
    const leave = () => {
      const last = latest.current();
      if (paused || last.value === kept.current) return;
      kept.current = last.value;
      void fetch(`${location.pathname}.data${location.search}`, {
        method: "POST",
        body: new URLSearchParams(last),
        keepalive: true,
      }).catch(() => undefined);
    };
    addEventListener("pagehide", leave);
    return () => removeEventListener("pagehide", leave);
  }, [paused]);
  const answer = fetcher.data;
  return {
    status:
      answer && "draftSavedAt" in answer
        ? fill(adminContentStrings[ui].draftKept, { time: formatMomentShort(answer.draftSavedAt, ui) })
        : null,
    answer,
  };
}

/**
 * Before leaving a record with changes not saved: a question for a link of the back office or
 * the back button, the browser's own for a reload or closing the tab.
 */
export function LeaveWarning({ dirty, saving, ui }: { dirty: boolean; saving: boolean; ui: Lang }) {
  const t = adminContentStrings[ui];
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saving &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [dirty]);
  useEffect(() => {
    if (blocker.state === "blocked" && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== "blocked") dialog.current?.close();
  }, [blocker.state]);
  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby="leave-title"
      onClose={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
    >
      <h2 id="leave-title">{t.leaveTitle}</h2>
      <p>{t.leaveText}</p>
      <p className="ed-toolbar">
        {/* A modal dialog focuses its first button: the safe choice. */}
        <button type="button" className="admin-button admin-button--primary" onClick={() => blocker.reset?.()}>
          {t.leaveStay}
        </button>
        <button type="button" className="admin-button" onClick={() => blocker.proceed?.()}>
          {t.leaveGo}
        </button>
      </p>
    </dialog>
  );
}

/** The draft kept from an earlier visit, offered: restore or discard; never applied by itself. */
export function DraftOffer({
  draft,
  definition,
  ui,
  onRestore,
  onDiscard,
}: {
  draft: DraftOffered;
  definition: EntityView;
  ui: Lang;
  onRestore(): void;
  onDiscard(): void;
}) {
  const t = adminContentStrings[ui];
  const heading = useRef<HTMLHeadingElement>(null);
  // Met first on the page: the decision comes before any typing.
  useEffect(() => heading.current?.focus(), []);
  const [open, setOpen] = useState(draft.changedSince !== null);
  return (
    <Notice tone="info">
      <h2 ref={heading} tabIndex={-1} className="ed-stale__title">
        {fill(t.draftOffer, { time: formatMomentShort(draft.savedAt, ui) })}
      </h2>
      {draft.changedSince && (
        <p>
          {fill(t.draftChangedSince, {
            name: draft.changedSince.name ?? t.staleSomeone,
            when: formatDateTime(draft.changedSince.at, ui),
          })}
        </p>
      )}
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t.draftDiffers}</summary>
        <ChangeList record={definition.record} rows={draft.rows} langs={definition.langs} ui={ui} />
      </details>
      <p className="ed-toolbar">
        <button type="button" className="admin-button admin-button--primary" onClick={onRestore}>
          {t.draftRestore}
        </button>
        <button type="button" className="admin-button" onClick={onDiscard}>
          {t.draftDiscard}
        </button>
      </p>
    </Notice>
  );
}
