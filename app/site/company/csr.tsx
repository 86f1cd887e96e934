import type { Route } from "./+types/csr";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PhotoGrid } from "../news/PhotoGrid.tsx";
import { PhotoViewer, ViewAllPhotosButton } from "../news/PhotoViewer.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getCsr } from "../../content/csr/read.server.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { mediaStrings } from "../news/strings.ts";
import { pageMeta } from "../seo/seo.ts";
import "../news/news.css";

export const handle = { islands: ["photos"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrRespond(() => getCsr(services(context).db, langOf(request.url)));
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData && { title: args.loaderData.title, description: args.loaderData.description });
}

export default function Csr({ loaderData: csr }: Route.ComponentProps) {
  const t = useStrings(mediaStrings);
  return (
    <>
      <PageHero image={csr.image1} title={csr.title}>
        <p className="section-lead">{csr.description}</p>
        {csr.photos.length > 0 && (
          <p className="photo-viewer__actions">
            <ViewAllPhotosButton />
          </p>
        )}
      </PageHero>
      <div className="container media-section">
        <PhotoGrid photos={csr.photos} label={t.photoGallery} />
      </div>
      <PhotoViewer photos={csr.photos} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
