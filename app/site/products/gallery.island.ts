// A product gallery's island (decision 0030; the markup is ProductGallery.tsx): a thumbnail shows
// its picture in the large frame, in the formats the frame's <picture> offers, and is marked
// pressed.
function wire(gallery: HTMLElement): void {
  const main = gallery.querySelector<HTMLImageElement>(".product-gallery__main");
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>(".product-gallery__thumb")];
  if (!main) return;
  const sources = [...(main.parentElement?.querySelectorAll("source") ?? [])];
  for (const thumb of thumbs)
    thumb.addEventListener("click", () => {
      const { src, alt, avif, webp } = thumb.dataset;
      for (const source of sources) {
        const srcset = source.type === "image/avif" ? avif : webp;
        if (srcset) source.srcset = srcset;
      }
      main.src = src ?? main.src;
      main.alt = alt ?? "";
      for (const other of thumbs) other.setAttribute("aria-pressed", String(other === thumb));
    });
}

export function start(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>(".product-gallery")) wire(gallery);
}
