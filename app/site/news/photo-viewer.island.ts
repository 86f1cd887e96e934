// The photo viewer's island (decision 0030; the viewer is PhotoViewer.tsx). The platform opens
// and closes the dialog and scrolls its slides; this opens it on the photo pressed, moves one
// photo per arrow (key or button) wrapping around at both ends, keeps the counter, closes on a
// click beside the photo, and, as the spec asks, goes back to the first photo when it closes.

interface CommandEvent extends Event {
  readonly source: Element | null;
  readonly command: string;
}

function wire(viewer: HTMLDialogElement): void {
  const strip = viewer.querySelector<HTMLElement>(".photo-viewer__slides");
  const counter = viewer.querySelector<HTMLElement>(".photo-viewer__counter");
  if (!strip || !counter) return;
  const slides = [...strip.children] as HTMLElement[];
  const total = slides.length;
  let index = 0;

  const show = (next: number) => {
    index = (next + total) % total;
    counter.textContent = `${index + 1} / ${total}`;
    // Instant: a wrap-around would otherwise sweep past every photo.
    strip.scrollTo({ left: slides[index]!.offsetLeft, behavior: "instant" });
  };

  // Opened here rather than by the platform, so that it is open (and laid out) when it scrolls.
  viewer.addEventListener("command", (event) => {
    const { command, source } = event as CommandEvent;
    if (command !== "show-modal" || viewer.open) return;
    event.preventDefault();
    viewer.showModal();
    const pressed = source instanceof HTMLElement ? source.dataset.photo : undefined;
    show(pressed === undefined ? index : Number(pressed));
  });
  viewer.addEventListener("close", () => show(0));
  viewer.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    show(index + step);
  });
  viewer.addEventListener("click", (event) => {
    const target = event.target as Element;
    const stepper = target.closest<HTMLElement>("[data-step]");
    if (stepper) show(index + Number(stepper.dataset.step));
    // Beside the photo (the dark space around it) is outside it, as a backdrop would be.
    else if (target === viewer || target.matches(".photo-viewer__slide, .photo-viewer__slide figure")) viewer.close();
  });
  // A swipe (or a scrollbar) moves the strip itself: the counter follows once it settles.
  strip.addEventListener("scrollend", () => {
    const settled = Math.round(strip.scrollLeft / strip.clientWidth);
    if (settled !== index && viewer.open) show(settled);
  });
}

export function start(): void {
  for (const viewer of document.querySelectorAll<HTMLDialogElement>("dialog.photo-viewer")) wire(viewer);
}
