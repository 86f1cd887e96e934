import type { Route } from "./+types/photo";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PhotoAlbum } from "./PhotoAlbum.tsx";
import { PhotoViewer, ViewAllPhotosButton } from "./PhotoViewer.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getPhotoGallery } from "../../content/photos/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOfSearch } from "../../i18n/lang.ts";
import { mediaStrings } from "./strings.ts";
import { pageMeta } from "../seo/seo.ts";
import "./news.css";

export const handle = { islands: ["photos"] };

// Photos have no language (spec): Khmer pages show the same English titles with Khmer interface text.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreviewable(request, context, (preview) => getPhotoGallery(services(context).db, preview));
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const t = mediaStrings[langOfSearch(args.location.search)];
  return pageMeta(args, { title: t.photos, description: t.photosDescription });
}

export default function Photo({ loaderData: gallery }: Route.ComponentProps) {
  const t = useStrings(mediaStrings);
  return (
    <>
      <PageHero image={gallery.image1} title={t.photos}>
        <p className="section-lead">{t.photosDescription}</p>
        {gallery.photos.length > 0 && (
          <p className="photo-viewer__actions">
            <ViewAllPhotosButton />
          </p>
        )}
      </PageHero>
      <div className="media-section media-section--wide">
        <PhotoAlbum photos={gallery.photos} label={t.photoGallery} contentLang="en" />
      </div>
      <PhotoViewer photos={gallery.photos} contentLang="en" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
