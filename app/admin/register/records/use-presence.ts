// The record page's side of presence (app/register/presence.server.ts): it says every 4 s that its
// reader is there (and whether they are writing a reply), says when they leave, and hears who
// else is there; when the record's latest event changes (a colleague's reply, a move), the page
// loads the record again, so it shows without a reload.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { Colleague, Presence } from "../../../register/presence.server.ts";

const everyMs = 4000;

export function usePresence(recordPath: string, latestEvent: string, writing: boolean): Colleague[] {
  const [others, setOthers] = useState<Colleague[]>([]);
  const revalidator = useRevalidator();
  const state = useRef({ writing, latestEvent, revalidate: revalidator.revalidate });
  useEffect(() => {
    state.current = { writing, latestEvent, revalidate: revalidator.revalidate };
  });

  useEffect(() => {
    const address = `${recordPath}/presence`;
    let stopped = false;
    const say = async () => {
      try {
        const response = await fetch(address, {
          method: "POST",
          body: new URLSearchParams({ writing: state.current.writing ? "1" : "0" }),
        });
        if (!response.ok || stopped) return;
        const heard = (await response.json()) as Presence;
        setOthers(heard.others);
        if (heard.latestEvent !== state.current.latestEvent) void state.current.revalidate();
      } catch {
        // Offline a moment: the next beat tries again.
      }
    };
    void say();
    const timer = setInterval(() => void say(), everyMs);
    const leave = () => navigator.sendBeacon(address, new URLSearchParams({ left: "1" }));
    addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      removeEventListener("pagehide", leave);
      leave();
    };
  }, [recordPath]);

  // Starting or stopping a reply is heard by the others at once, not at the next beat.
  const said = useRef(writing);
  useEffect(() => {
    if (said.current === writing) return;
    said.current = writing;
    void fetch(`${recordPath}/presence`, {
      method: "POST",
      body: new URLSearchParams({ writing: writing ? "1" : "0" }),
    }).catch(() => {});
  }, [writing, recordPath]);
  return others;
}
