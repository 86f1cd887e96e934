// The vision page's island (decision 0030): the client-logo marquee (ClientMarquee.tsx). A click
// on the row or the pause button pauses it, another resumes it (WCAG 2.2.2); while a logo has
// keyboard focus the row is paused by CSS, and moved here so that the focused logo is in view.

function revealFocused(track: HTMLElement, link: Element): void {
  if (!(link instanceof HTMLElement) || !link.matches(":focus-visible")) return;
  const [animation] = track.getAnimations();
  const duration = animation?.effect?.getComputedTiming().duration;
  if (!animation || typeof duration !== "number") return;
  const loop = track.scrollWidth / 2;
  const visible = track.parentElement?.clientWidth ?? 0;
  const offset = Math.min(Math.max(link.offsetLeft - (visible - link.offsetWidth) / 2, 0), loop);
  animation.currentTime = (offset / loop) * duration;
}

function wire(marquee: HTMLElement): void {
  const viewport = marquee.querySelector<HTMLElement>(".marquee__viewport");
  const track = marquee.querySelector<HTMLElement>(".marquee__track");
  const toggle = marquee.querySelector<HTMLButtonElement>(".marquee__toggle");
  const label = marquee.querySelector<HTMLElement>(".marquee__toggle-label");
  if (!viewport || !track || !toggle || !label) return;
  const flip = () => {
    const paused = viewport.dataset.paused !== "true";
    viewport.dataset.paused = String(paused);
    label.textContent = (paused ? label.dataset.play : label.dataset.pause) ?? "";
  };
  toggle.addEventListener("click", flip);
  // A click anywhere on the row toggles the pause (spec); keyboards use the button.
  viewport.addEventListener("click", flip);
  viewport.addEventListener("focusin", (event) => revealFocused(track, event.target as Element));
}

export function start(): void {
  for (const marquee of document.querySelectorAll<HTMLElement>(".marquee")) wire(marquee);
}
