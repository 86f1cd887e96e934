import { useStrings } from "../../i18n/define.ts";
import { mediaStrings } from "./strings.ts";

/**
 * A YouTube video that loads nothing from YouTube until it is played: a poster drawn locally
 * with the video's title and a play button. The server sends it as a link to the video on
 * YouTube (what it stays without JavaScript); the page's island (video.island.ts) makes it a
 * button that swaps in the player from YouTube's privacy-enhanced domain.
 */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const t = useStrings(mediaStrings);
  return (
    <a
      className="video-facade"
      aria-label={`${t.play} ${title}`}
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
      data-youtube-id={youtubeId}
      data-title={title}
    >
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
    </a>
  );
}
