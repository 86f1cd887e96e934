// React Router's <ScrollRestoration>, with two changes to its inline script:
// - the saved scroll position is read from sessionStorage only when the page is reloaded or
//   revisited with back or forward. A new visit has no saved position (its history entry is
//   new), and the first sessionStorage read of a page opens the storage with a synchronous call
//   to the browser process (5–10 ms on this machine) in the middle of parsing the page. The boot
//   loader (app/http/document.server.ts) opens it in a task of its own before the scripts start, for
//   the router's own read when it hydrates;
// - a new history entry gets React Router's index (idx 0) with its key, in the one replaceState
//   the script makes anyway: the router's history then has none to make while it hydrates
//   (replaceState takes 0.5–8 ms here, in what is already the longest task of hydration).
// Before a position is restored, and at the site's own navigations, <html> gets data-render-all:
// the sections below the first screen, otherwise laid out only when scrolled near
// (content-visibility in global.css and home.css), then have their real sizes, so that a
// restored position lands on the same content.
import { useLayoutEffect, useRef } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";

/** The key React Router keeps the positions under (its default). */
const storageKey = "react-router-scroll-positions";

const restoreScript = `(function(k){var h=history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");var n=performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate")return;try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[h.state.key];if(typeof y==="number"){document.documentElement.setAttribute("data-render-all","");scrollTo(0,y)}}catch(e){console.error(e);sessionStorage.removeItem(k)}})(${JSON.stringify(storageKey)})`;

export function ScrollRestoration() {
  const location = useLocation();
  const initial = useRef(location.key);
  // Declared before the router's hook, so it runs before the router restores a position.
  useLayoutEffect(() => {
    if (location.key !== initial.current) document.documentElement.setAttribute("data-render-all", "");
  }, [location.key]);
  useScrollRestoration({ storageKey });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScript }} />;
}
