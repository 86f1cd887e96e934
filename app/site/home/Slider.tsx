import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { whenIdle } from "../../ui/idle.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { ChevronLeft, ChevronRight } from "../../ui/icons.tsx";
import { useMediaQuery } from "./useMediaQuery.ts";
import "./slider.css";

type CarouselApi = UseEmblaCarouselType[1];

/** Embla's position as one string, so React can compare snapshots (selected|snaps|canPrev|canNext). */
function useCarouselState(api: CarouselApi, slideCount: number, loop: boolean) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on("select", onChange).on("reInit", onChange);
      return () => {
        api?.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const initial = `0|${slideCount}|${loop}|${slideCount > 1}`;
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? `${api.selectedScrollSnap()}|${api.scrollSnapList().length}|${api.canScrollPrev()}|${api.canScrollNext()}`
        : initial,
    () => initial,
  );
  const [selected, snaps, canPrev, canNext] = snapshot.split("|");
  return { selected: Number(selected), snaps: Number(snaps), canPrev: canPrev === "true", canNext: canNext === "true" };
}

interface SliderProps {
  label: string;
  slides: ReactNode[];
  /** Wraps from the last slide to the first. Without it the arrows disable at both ends. */
  loop?: boolean;
  /** Milliseconds between automatic advances; pauses on hover, focus or drag, then resumes. */
  autoplay?: number;
  arrows?: boolean;
  dots?: boolean;
  /** CSS class that sets how many slides show per view (see slider.css). */
  perView?: "one" | "responsive";
  className?: string;
}

/** A carousel built on Embla: swipe, keyboard-reachable arrows and dots, announced slides. */
export function Slider({
  label,
  slides,
  loop = false,
  autoplay,
  arrows = true,
  dots = false,
  perView = "one",
  className = "",
}: SliderProps) {
  const t = useStrings(siteStrings);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const plugins =
    autoplay && !reducedMotion
      ? [Autoplay({ delay: autoplay, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true })]
      : [];
  const [emblaRef, api] = useEmblaCarousel({ loop, align: "start" }, plugins);
  // Embla starts once the page is idle, not while it hydrates: given the viewport during the
  // hydration commit, it would force a synchronous re-render into that (already long) task.
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => whenIdle(() => emblaRef(viewport.current)), [emblaRef]);
  const state = useCarouselState(api, slides.length, loop);

  return (
    <section className={`slider slider--${perView} ${className}`} aria-roledescription="carousel" aria-label={label}>
      <div className="slider__viewport" ref={viewport}>
        <div className="slider__track">
          {slides.map((slide, index) => (
            <div
              className="slider__slide"
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} ${t.slideOf} ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && slides.length > 1 && (
        <div className="slider__arrows">
          <button
            type="button"
            className="slider__arrow slider__arrow--prev"
            aria-label={t.previousSlide}
            disabled={!state.canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeft />
          </button>
          <button
            type="button"
            className="slider__arrow slider__arrow--next"
            aria-label={t.nextSlide}
            disabled={!state.canNext}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRight />
          </button>
        </div>
      )}
      {dots && state.snaps > 1 && (
        <div className="slider__dots">
          {Array.from({ length: state.snaps }, (_, index) => (
            <button
              type="button"
              key={index}
              className="slider__dot"
              aria-label={`${t.goToSlide} ${index + 1}`}
              aria-current={index === state.selected}
              onClick={() => api?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
