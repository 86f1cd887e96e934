// The back office's side of the idle sign-out (NIST SP 800-63B: 30 minutes without activity).
// A few minutes before the session would end, a dialog offers "Stay signed in"; once it has
// ended, the same dialog signs the staff member in again in place (password and code), so the
// page and everything typed on it stay as they were. A page can also ask for it (the editor, when
// a save comes back refused for want of a session): useSignInAgain().
//
// The server writes a session's last-seen time at most every `touchEverySeconds`, so the page
// counts from its own last request less that much: it may warn a little early, never late.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { withLang } from "../../i18n/lang.ts";
import { formatTime } from "../../i18n/dates.ts";
import { adminStrings } from "../kit/strings.ts";
import type { SessionTimes } from "../kit/layout-data.ts";
import { SignInAgainContext } from "../kit/sign-in-again.ts";

// The sign-in form (and the form library and Zod with it) loads only once a session has ended.
const SignInAgain = lazy(() => import("../staff/SignInAgain.tsx"));

type Phase = "active" | "ending" | "ended";

/** How long before the end the warning comes: five minutes, or a quarter of a shorter limit. */
const warningSeconds = (idleSeconds: number) => Math.min(300, Math.floor(idleSeconds / 4));

export function SessionGuard({
  times,
  email,
  children,
}: {
  times: SessionTimes;
  email: string;
  children: React.ReactNode;
}) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const [guard, setGuard] = useState<{ phase: Phase; endsAt: number }>({ phase: "active", endsAt: 0 });
  // Bumped when the page hears from the server outside React Router (staying signed in).
  const [contacts, setContacts] = useState(0);
  const navigating = useNavigation().state !== "idle";
  const fetching = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const busy = navigating || fetching;
  const ended = guard.phase === "ended";
  const waiting = useRef<(() => void)[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);

  // Counting starts again each time the page's requests have all come back.
  useEffect(() => {
    if (busy || ended) return;
    const now = Date.now();
    const endsAt = now + (times.idleSeconds - times.touchEverySeconds) * 1000;
    const warnAt = endsAt - warningSeconds(times.idleSeconds) * 1000;
    const timers = [
      setTimeout(() => setGuard({ phase: "ending", endsAt }), warnAt - now),
      setTimeout(() => setGuard({ phase: "ended", endsAt }), endsAt - now),
    ];
    return () => timers.forEach(clearTimeout);
  }, [busy, ended, contacts, times]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (guard.phase === "active") element.close();
    else if (!element.open) element.showModal();
  }, [guard]);

  const signedIn = useCallback(() => {
    setGuard({ phase: "active", endsAt: 0 });
    setContacts((count) => count + 1);
    for (const resolve of waiting.current.splice(0)) resolve();
  }, []);

  const signInAgain = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setGuard({ phase: "ended", endsAt: Date.now() });
      }),
    [],
  );

  const staySignedIn = async () => {
    const answer = await fetch(withLang("/admin/session", lang), { method: "POST" }).catch(() => null);
    if (answer?.ok) signedIn();
    else setGuard({ phase: "ended", endsAt: Date.now() });
  };

  const duration =
    times.idleSeconds % 60 === 0
      ? fillCount(t, "minutes", times.idleSeconds / 60)
      : fillCount(t, "seconds", times.idleSeconds);

  return (
    <SignInAgainContext value={signInAgain}>
      {children}
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby="session-title"
        // Escape before the end is an answer too: the staff member is there. After the end, Escape
        // or "Close" leave the page as it is, and the next save asks again.
        onCancel={(event) => {
          if (guard.phase !== "ending") return;
          event.preventDefault();
          void staySignedIn();
        }}
      >
        <h2 id="session-title">{ended ? t.errorSignedOutTitle : t.sessionEndingTitle}</h2>
        {ended ? (
          <>
            <Suspense>
              <SignInAgain email={email} duration={duration} onSignedIn={signedIn} />
            </Suspense>
            <button type="button" className="admin-button admin-button--quiet" onClick={() => dialog.current?.close()}>
              {t.close}
            </button>
          </>
        ) : (
          <>
            <p>{fill(t.sessionEndingText, { time: formatTime(new Date(guard.endsAt), lang), duration })}</p>
            <p className="ed-toolbar">
              <button type="button" className="admin-button admin-button--primary" onClick={staySignedIn}>
                {t.staySignedIn}
              </button>
            </p>
          </>
        )}
      </dialog>
    </SignInAgainContext>
  );
}
