// The video page's island (decision 0030). Each facade (VideoFacade.tsx) comes as a link to the
// video on YouTube; here it becomes a button that, pressed, swaps in the player from YouTube's
// privacy-enhanced domain and hands it the focus (the button is gone from under it).
function player(youtubeId: string, title: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.className = "video-facade__player";
  frame.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
  frame.title = title;
  frame.allow = "autoplay; encrypted-media; picture-in-picture";
  frame.allowFullscreen = true;
  // YouTube's player refuses to start without the embedding page's origin.
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  return frame;
}

export function start(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a.video-facade[data-youtube-id]")) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = link.className;
    button.setAttribute("aria-label", link.getAttribute("aria-label") ?? "");
    button.append(...link.childNodes);
    button.addEventListener("click", () => {
      const frame = player(link.dataset.youtubeId!, link.dataset.title ?? "");
      button.replaceWith(frame);
      frame.focus();
    });
    link.replaceWith(button);
  }
}
