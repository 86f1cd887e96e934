// The sliders' island (decision 0030; the markup is Slider.tsx). The strip scrolls and snaps by
// itself; this moves it one slide per arrow, wrapping around when the slider loops and otherwise
// disabling the arrow at either end, jumps to a dot's slide, keeps the current dot, and plays the
// hero: one slide every few seconds, paused while the pointer is over it, focus is inside it or a
// finger holds it, and not at all when the visitor prefers reduced motion.

function wire(slider: HTMLElement): void {
  const viewport = slider.querySelector<HTMLElement>(".slider__viewport");
  if (!viewport) return;
  const slides = [...slider.querySelectorAll<HTMLElement>(".slider__slide")];
  const arrows = [...slider.querySelectorAll<HTMLButtonElement>(".slider__arrow")];
  const dots = [...slider.querySelectorAll<HTMLButtonElement>(".slider__dot")];
  const loop = slider.dataset.loop !== undefined;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

  // Where the strip can stop: each slide's start, the last ones sharing the end of the strip
  // when several show at once.
  const stops = () => {
    const end = viewport.scrollWidth - viewport.clientWidth;
    return [...new Set(slides.map((slide) => Math.min(slide.offsetLeft, end)))];
  };
  let index = 0;
  // A scroll this island started can end early, where a second arrow press starts the next one;
  // that early end must not pull the current slide back. Only the visitor's own scrolling (a
  // finger, the wheel, the keys) chooses the slide from where the strip stops.
  let steering = false;

  const mark = () => {
    const last = stops().length - 1;
    for (const arrow of arrows) {
      const step = Number(arrow.dataset.step);
      arrow.disabled = !loop && (step < 0 ? index <= 0 : index >= last);
    }
    dots.forEach((dot, at) => dot.setAttribute("aria-current", String(at === index)));
  };

  const go = (next: number) => {
    const positions = stops();
    index = loop ? (next + positions.length) % positions.length : Math.min(Math.max(next, 0), positions.length - 1);
    steering = Math.abs(viewport.scrollLeft - positions[index]!) > 1;
    viewport.scrollTo({ left: positions[index], behavior: reducedMotion.matches ? "instant" : "smooth" });
    mark();
  };

  for (const arrow of arrows) arrow.addEventListener("click", () => go(index + Number(arrow.dataset.step)));
  for (const dot of dots) dot.addEventListener("click", () => go(Number(dot.dataset.slide)));
  // A swipe, the keys or the scrollbar moved it: the nearest stop is the current slide.
  for (const type of ["pointerdown", "wheel", "keydown"])
    viewport.addEventListener(type, () => (steering = false), { passive: true });
  viewport.addEventListener("scrollend", () => {
    const positions = stops();
    if (steering) {
      if (Math.abs(viewport.scrollLeft - positions[index]!) <= 1) steering = false;
      return;
    }
    const nearest = positions.reduce(
      (best, position, at) =>
        Math.abs(position - viewport.scrollLeft) < Math.abs(positions[best]! - viewport.scrollLeft) ? at : best,
      0,
    );
    if (nearest !== index) {
      index = nearest;
      mark();
    }
  });
  // Several per view on a wider screen means fewer stops.
  new ResizeObserver(() => go(index)).observe(viewport);
  mark();

  const delay = Number(slider.dataset.autoplay);
  if (!delay) return;
  const holds = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (holds.size === 0)
      timer = setTimeout(() => {
        if (!reducedMotion.matches) go(index + 1);
        schedule();
      }, delay);
  };
  const hold = (reason: string, held: boolean) => {
    if (held) holds.add(reason);
    else holds.delete(reason);
    schedule();
  };
  slider.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && hold("hover", true));
  slider.addEventListener("pointerleave", () => hold("hover", false));
  slider.addEventListener("focusin", () => hold("focus", true));
  slider.addEventListener("focusout", (event) => !slider.contains(event.relatedTarget as Node) && hold("focus", false));
  viewport.addEventListener("pointerdown", () => hold("drag", true));
  // A finger that scrolls the strip ends in pointercancel: the browser took over the gesture.
  for (const type of ["pointerup", "pointercancel"]) viewport.addEventListener(type, () => hold("drag", false));
  schedule();
}

export function start(): void {
  for (const slider of document.querySelectorAll<HTMLElement>(".slider")) wire(slider);
}
