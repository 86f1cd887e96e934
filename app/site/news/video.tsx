import type { Route } from "./+types/video";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { VideoFacade } from "./VideoFacade.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getVideos } from "../../content/videos/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { mediaStrings } from "./strings.ts";
import { pageMeta } from "../seo/seo.ts";
import "./news.css";

export const handle = { islands: ["video"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreviewable(request, context, (preview) => getVideos(services(context).db, langOf(request.url), preview));
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData && { title: args.loaderData.title, description: args.loaderData.description });
}

export default function Video({ loaderData: page }: Route.ComponentProps) {
  const t = useStrings(mediaStrings);
  return (
    <>
      <PageHero image={page.image1} title={page.title}>
        <p className="section-lead">{page.description}</p>
      </PageHero>
      <div className="container media-section">
        {page.videos.length === 0 ? (
          <p>{t.nothingYet}</p>
        ) : (
          <ul className="video-grid" aria-label={t.videoList}>
            {page.videos.map((video) => (
              <li key={video.id} className="video-card">
                <VideoFacade youtubeId={video.youtube_id} title={video.youtube_title} />
                <h2 className="video-card__title">{video.youtube_title}</h2>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
