import type { Route } from "./+types/csr";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { PhotoGrid } from "../components/media/PhotoGrid.tsx";
import { PhotoViewer, ViewAllPhotosButton } from "../components/media/PhotoViewer.tsx";
import { usePhotoViewer } from "../components/media/photo-viewer-state.ts";
import { PageHero } from "../components/PageHero.tsx";
import { getCsr } from "../content/csr/read.server.ts";
import { loadOrRespond, services } from "../content/query.server.ts";
import { cacheHeaders } from "../http.ts";
import { useStrings } from "../i18n/define.ts";
import { langOf } from "../i18n/lang.ts";
import { mediaStrings } from "../i18n/strings/media.ts";
import { pageMeta } from "../seo.ts";
import "../styles/media.css";

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
