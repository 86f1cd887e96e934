// A carousel in HTML and CSS (decision 0030): the slides are a scroll-snap strip that a finger, a
// trackpad or the keyboard moves without any script. Its island (slider.island.ts) adds what the
// spec asks of the arrows, the dots and the hero's autoplay; without scripts those are hidden and
// the strip shows its scrollbar instead.
import type { ReactNode } from "react";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { ChevronLeft, ChevronRight } from "../../ui/icons.tsx";
import "./slider.css";

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

/** A carousel: swipe, keyboard-reachable arrows and dots, announced slides. */
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
  const several = slides.length > 1;
  return (
    <section
      className={`slider slider--${perView} ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-loop={loop || undefined}
      data-autoplay={several ? autoplay : undefined}
    >
      {/* Focusable, so that the arrow keys scroll it without script too. */}
      <div className="slider__viewport" role="region" aria-label={label} tabIndex={0}>
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
      {arrows && several && (
        <div className="slider__arrows">
          <button type="button" className="slider__arrow" data-step="-1" aria-label={t.previousSlide} disabled={!loop}>
            <ChevronLeft />
          </button>
          <button type="button" className="slider__arrow" data-step="1" aria-label={t.nextSlide}>
            <ChevronRight />
          </button>
        </div>
      )}
      {dots && several && (
        <div className="slider__dots">
          {slides.map((_, index) => (
            <button
              type="button"
              key={index}
              className="slider__dot"
              data-slide={index}
              aria-label={`${t.goToSlide} ${index + 1}`}
              aria-current={index === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
}
