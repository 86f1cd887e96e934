// Shapes the server's HTML for a phone on a slow network (docs/performance.md):
// 1. The page's stylesheets are inlined, so the first paint waits for no further request.
// 2. The scripts start after the page's `load` event and its first contentful paint (or a few
//    seconds, whichever comes first), so they do not compete with the first screen's images
//    for a thin connection. The HTML is the complete page — links and forms work before the scripts arrive.
// Each inlined stylesheet keeps its <link>, disabled (never fetched), for React to hydrate.
import { readFileSync } from "node:fs";

// React Router writes a stylesheet that a lazily loaded chunk also imports with a trailing "#".
const stylesheetTag = /<link rel="stylesheet" href="(\/assets\/[^"?#]+\.css)(#?)"\/>/g;
const modulePreloadTag = /<link rel="modulepreload" href="(\/assets\/[^"?#]+\.js)"\/>/g;
const bootScript = '<script type="module" async="">';
const bootId = "rr-boot";
/** The longest the scripts wait for `load` (an image that never finishes must not keep the page inert). */
const bootDelayMs = 4000;
const preloadsPerTask = 4;

const clientDir = new URL("../client/", import.meta.url);
const stylesheets = new Map<string, string | null>();

function stylesheetText(href: string): string | null {
  if (!stylesheets.has(href)) {
    let text: string | null;
    try {
      // A closing tag inside the CSS would end the <style> element early.
      text = readFileSync(new URL(`.${href}`, clientDir), "utf8").replaceAll("</style", "<\\/style");
    } catch {
      text = null; // not built (development): keep the link
    }
    stylesheets.set(href, text);
  }
  return stylesheets.get(href)!;
}

export function optimizeDocument(html: string): string {
  let document = html.replace(stylesheetTag, (tag, href: string, hash: string) => {
    const text = stylesheetText(href);
    return text === null
      ? tag
      : `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}${hash}" disabled=""/>`;
  });

  const boot = document.indexOf(bootScript);
  if (boot === -1) return document;
  const preloads: string[] = [];
  document = document.replace(modulePreloadTag, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  // The boot module is made inert here and brought to life by the loader below.
  const start = document.indexOf(bootScript);
  const end = document.indexOf("</script>", start) + "</script>".length;
  const loader =
    `<script>(function(){var d=document,done=false,left=${JSON.stringify(preloads)};function boot(){if(done)return;done=true;try{sessionStorage.length}catch(_){}setTimeout(preload)}` +
    // Opening sessionStorage (see components/layout/ScrollRestoration.tsx) is a task of its own.
    // A few preloads per task: starting a module's fetch takes the main thread from a tenth of a
    // millisecond to several (more on a slow phone), and twenty in one task made a long task.
    `function preload(){left.splice(0,${preloadsPerTask}).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});left.length?setTimeout(preload):start()}` +
    // In <head>, the loader may wake before the parser reaches the module (the time limit).
    `function start(){var m=d.getElementById("${bootId}");if(!m)return d.addEventListener("DOMContentLoaded",start);var s=d.createElement("script");s.type="module";s.async=true;s.textContent=m.textContent;m.replaceWith(s)}` +
    // After `load`, and once the first contentful paint is on screen: on a slow CPU `load` can
    // come before it (Khmer text takes long to lay out), and the scripts must not compete with
    // it. A browser without paint timing waits for the frame after `load` instead.
    `var timed=(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0;` +
    `function painted(){return !timed||performance.getEntriesByName("first-contentful-paint").length>0}` +
    `function next(){requestAnimationFrame(function(){setTimeout(function(){painted()?boot():next()})})}` +
    `addEventListener("load",next);setTimeout(boot,${bootDelayMs})})()</script>`;
  // The loader goes in <head>: a classic script in the body makes the parser stop and paint the
  // page so far, which moves the first paint before the full page's layout, and that layout then
  // counts as blocking time on a slow phone.
  const withInertBoot =
    document.slice(0, start) +
    `<script type="text/x-deferred-module" id="${bootId}">` +
    document.slice(start + bootScript.length, end) +
    document.slice(end);
  return withInertBoot.replace("</head>", `${loader}</head>`);
}
