import type { Route } from "./+types/team";
import { pageMeta } from "../seo/seo.ts";
import { TeamMembers } from "./TeamMembers.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getTeam } from "../../content/team/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { langOf, langOfSearch } from "../../i18n/lang.ts";
import { companyStrings } from "./strings.ts";
import "./company.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreviewable(request, context, (preview) => getTeam(services(context).db, langOf(request.url), preview));
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const team = args.loaderData;
  return pageMeta(args, {
    title: team?.title ?? companyStrings[langOfSearch(args.location.search)].team,
    description: team?.description,
  });
}

export default function Team({ loaderData: team }: Route.ComponentProps) {
  return (
    <>
      <PageHero image={team.image1} title={team.title}>
        <p className="section-lead">{team.description}</p>
      </PageHero>
      <div className="container company-section">
        <TeamMembers members={team.members} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
