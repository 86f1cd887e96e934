import { useEffect, useState, type RefObject } from "react";

/** Whether any part of the element is on screen, followed as the page scrolls. */
export function useInView(element: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
