import { Fragment } from "react";
import type { Route } from "./+types/privacy-policy";
import { useRootData } from "../../root.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { cacheHeaders } from "../../http/cache.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf } from "../../i18n/lang.ts";
import type { PrivacyBlock } from "../../content/privacy-policy/schema.ts";
import { getPrivacyPolicy, privacyDescription } from "../../content/privacy-policy/read.server.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { pageMeta } from "../seo/seo.ts";
import "./service.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const policy = await loadOrRespond(() => getPrivacyPolicy(services(context).db, langOf(request.url)));
  return { policy, description: privacyDescription(policy) };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  return pageMeta(args, data && { title: data.policy.title, description: data.description });
}

function Block({ block, company }: { block: PrivacyBlock; company: string }) {
  if (block.type === "checklist") {
    return (
      <ul className="check-list">
        {block.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{fill(block.text, { company })}</p>;
}

/** The privacy policy in the page's language (table privacy_policies). */
export default function PrivacyPolicy({ loaderData: { policy } }: Route.ComponentProps) {
  const company = useRootData()?.site.company_name ?? "";
  const blocks = (list: PrivacyBlock[]) =>
    list.map((block, index) => <Block key={index} block={block} company={company} />);
  return (
    <article className="container service-page legal-text">
      <h1 className="service-title">{policy.title}</h1>
      {policy.sections.map((section, index) =>
        section.heading === null ? (
          <Fragment key={index}>{blocks(section.blocks)}</Fragment>
        ) : (
          <section key={index} aria-labelledby={`privacy-section-${index}`}>
            <h2 id={`privacy-section-${index}`}>{section.heading}</h2>
            {blocks(section.blocks)}
          </section>
        ),
      )}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
