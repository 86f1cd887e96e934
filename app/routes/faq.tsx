import type { Route } from "./+types/faq";
import { pageMeta } from "../seo.ts";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { JsonLd } from "../components/JsonLd.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { QaList } from "../components/QaList.tsx";
import { faqPageJsonLd } from "../components/service/faq-json-ld.ts";
import { services } from "../content/query.server.ts";
import { getFaq } from "../content/faq/read.server.ts";
import { pageHeaders } from "../http.ts";
import { loadPreviewable } from "../staff/preview.server.ts";
import { useLang } from "../i18n/index.ts";
import { langOf } from "../i18n/lang.ts";
import "../styles/service.css";

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
        <QaList items={faq.faq_details.map((detail) => ({ id: detail.id, question: detail.question, answer: { type: "text", data: detail.answer } }))} />
      </div>
      <JsonLd data={faqPageJsonLd(faq.faq_details, lang)} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
