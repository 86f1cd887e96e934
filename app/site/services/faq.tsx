import type { Route } from "./+types/faq";
import { pageMeta } from "../seo/seo.ts";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { JsonLd } from "../../ui/JsonLd.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { QaList } from "../../ui/QaList.tsx";
import { faqPageJsonLd } from "./faq-json-ld.ts";
import { services } from "../../http/context.server.ts";
import { getFaq } from "../../content/faq/read.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { useLang } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import "./service.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreviewable(request, context, (preview) => getFaq(services(context).db, langOf(request.url), preview));
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const faq = args.loaderData;
  return pageMeta(args, faq && { title: faq.title1, description: faq.subtitle });
}

export default function Faq({ loaderData: faq }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <PageHero image={faq.image1} title={faq.title1}>
        <p className="service-lead">{faq.subtitle}</p>
      </PageHero>
      <div className="container service-section faq-list">
        <QaList
          items={faq.faq_details.map((detail) => ({
            id: detail.id,
            question: detail.question,
            answer: { type: "text", data: detail.answer },
          }))}
        />
      </div>
      <JsonLd data={faqPageJsonLd(faq.faq_details, lang)} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
