// The outcome notice's behaviour (Notice.tsx; decision 0030): its CSS timer hides it on its own,
// with or without script; with script it is removed when the timer ends, and gets the close
// button and the Escape key. If focus was in it (its close button), focus goes to the form's
// heading rather than being lost.
export function wireNotice(section: HTMLElement): void {
  const notice = section.querySelector<HTMLElement>(".notice");
  if (!notice) return;
  const close = () => {
    document.removeEventListener("keydown", onKey);
    // A later answer has replaced the section (and this notice) already.
    if (!notice.isConnected) return;
    const focusInside = notice.contains(document.activeElement);
    notice.remove();
    if (focusInside || document.activeElement === document.body)
      section.querySelector<HTMLElement>("h2[tabindex]")?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) close();
  };
  document.addEventListener("keydown", onKey);
  // The close button stays outside the live region: it is not part of the message.
  const button = document.createElement("button");
  button.type = "button";
  button.className = "notice__close";
  button.setAttribute("aria-label", notice.dataset.closeLabel ?? "");
  button.innerHTML = '<span aria-hidden="true">×</span>';
  button.addEventListener("click", close);
  notice.querySelector(".notice__body")?.after(button);
  const progress = notice.querySelector(".notice__progress");
  progress?.addEventListener("animationend", (event) => event.target === progress && close());
}
