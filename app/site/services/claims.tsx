import type { Route } from "./+types/claims";
import { pageMeta } from "../seo/seo.ts";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { ClaimCard } from "./ClaimCard.tsx";
import { ExternalLink } from "./ContactLinks.tsx";
import { ExternalIcon } from "./icons.tsx";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { claimGroups } from "../../content/claims/groups.ts";
import { getClaims } from "../../content/claims/read.server.ts";
import { getSiteLinks } from "../../content/site-links/read.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { serviceStrings } from "./strings.ts";
import "./service.css";
import "./claims.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const [claims, links] = await Promise.all([
    loadOrRespond(() => getClaims(db, langOf(request.url))),
    getSiteLinks(db, config.links),
  ]);
  return {
    claims: { image1: claims.image1, title: claims.title, description: claims.description },
    groups: claimGroups.map((key) => ({ key, ...claims[key] })),
    claimPortalUrl: links.claim_portal,
  };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const claims = args.loaderData?.claims;
  return pageMeta(args, claims && { title: claims.title, description: claims.description });
}

export default function Claims({ loaderData: { claims, groups, claimPortalUrl } }: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  return (
    <div className="container service-page">
      <div className="claims-intro">
        {/* The page's largest paint: fetched first. */}
        <ResponsiveImage
          src={claims.image1}
          alt=""
          width={1200}
          height={600}
          sizes="(min-width: 1232px) 528px, (min-width: 900px) calc((100vw - 72px) * 5 / 11), calc(100vw - 32px)"
          priority
          decoding="sync"
        />
        <div>
          <h1 className="service-title">{claims.title}</h1>
          <p className="service-lead">{claims.description}</p>
        </div>
      </div>
      <ul className="claim-cards">
        {groups.map((group) => (
          <li key={group.key}>
            <ClaimCard id={`claim-${group.key}`} group={group} />
          </li>
        ))}
      </ul>
      <ExternalLink href={claimPortalUrl} className="button button--primary claim-button" lang="km">
        {s.claimRequest}
        <ExternalIcon />
      </ExternalLink>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
