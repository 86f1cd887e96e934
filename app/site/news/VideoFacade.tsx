import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../../ui/useHydrated.ts";
import { useStrings } from "../../i18n/define.ts";
import { mediaStrings } from "./strings.ts";

/**
 * A YouTube video that loads nothing from YouTube until it is played: a poster drawn locally
 * with the video's title and a play button. Playing swaps in the player from YouTube's
 * privacy-enhanced domain. Before the page is interactive (or without JavaScript) the poster
 * is a link to the video on YouTube.
 */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const t = useStrings(mediaStrings);
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  // The play button disappears under the keyboard user's focus: hand focus to the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={player}
        className="video-facade__player"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        // YouTube's player refuses to start without the embedding page's origin.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  const label = `${t.play} ${title}`;
  const poster = (
    <>
      <span className="video-facade__title" aria-hidden="true">
        {title}
      </span>
      <svg
        className="video-facade__play"
        viewBox="0 0 68 48"
        width="68"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="68" height="48" rx="14" />
        <path d="M27 14v20l18-10z" />
      </svg>
    </>
  );
  return hydrated ? (
    <button type="button" className="video-facade" aria-label={label} onClick={() => setPlaying(true)}>
      {poster}
    </button>
  ) : (
    <a
      className="video-facade"
      aria-label={label}
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
    >
      {poster}
    </a>
  );
}
