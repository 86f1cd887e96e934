import type { Route } from "./+types/csr";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PhotoGrid } from "../news/PhotoGrid.tsx";
import { PhotoViewer, ViewAllPhotosButton } from "../news/PhotoViewer.tsx";
import { usePhotoViewer } from "../news/photo-viewer-state.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { getCsr } from "../../content/csr/read.server.ts";
import { loadOrRespond, services } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { mediaStrings } from "../news/strings.ts";
import { pageMeta } from "../seo/seo.ts";
import "../news/news.css";

// Still a React Router app in the browser until its interactive parts are islands (decision 0030).
export const handle = { hydrate: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrRespond(() => getCsr(services(context).db, langOf(request.url)));
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData && { title: args.loaderData.title, description: args.loaderData.description });
}

export default function Csr({ loaderData: csr }: Route.ComponentProps) {
  const t = useStrings(mediaStrings);
  const viewer = usePhotoViewer();
  return (
    <>
      <PageHero image={csr.image1} title={csr.title}>
        <p className="section-lead">{csr.description}</p>
        {csr.photos.length > 0 && (
          <p className="photo-viewer__actions">
            <ViewAllPhotosButton viewer={viewer} />
          </p>
        )}
      </PageHero>
      <div className="container media-section">
        <PhotoGrid photos={csr.photos} label={t.photoGallery} onOpen={viewer.openAt} />
      </div>
      <PhotoViewer photos={csr.photos} viewer={viewer} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
