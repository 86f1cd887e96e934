import type { Route } from "./+types/complaint";
import { pageMeta } from "../seo.ts";
import { Disclosure } from "../components/Disclosure.tsx";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ComplaintCard } from "../components/service/ComplaintCard.tsx";
import { loadOrRespond, services } from "../content/query.server.ts";
import { complaintForms, getComplaint } from "../content/service.server.ts";
import { cacheHeaders } from "../http.ts";
import { useStrings } from "../i18n/define.ts";
import { langOf } from "../i18n/lang.ts";
import { serviceStrings } from "../i18n/strings/service.ts";
import "../styles/service.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const complaint = await loadOrRespond(() => getComplaint(services(context).db, langOf(request.url)));
  return { complaint, categories: complaintForms(complaint) };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const complaint = args.loaderData?.complaint;
  return pageMeta(args, complaint && { title: complaint.title, description: complaint.description });
}

export default function Complaint({ loaderData: { complaint, categories } }: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  return (
    <div className="complaint-page">
      <PageHero image={complaint.image1} title={complaint.title}>
        <p className="service-lead">{complaint.description}</p>
      </PageHero>
      <div className="container service-section">
        {/* Both open by default; expand and collapse over 0.7 s (SPEC §2, §9). */}
        <Disclosure slow defaultOpen summary={complaint.title1}>
          <p>{complaint.description1}</p>
        </Disclosure>
        <Disclosure slow defaultOpen summary={complaint.title2}>
          <p>{complaint.description2}</p>
        </Disclosure>
      </div>
      <div className="container service-section">
        <img className="complaint-process" src={complaint.image2} alt={s.processImageAlt} width="1200" height="500" loading="lazy" />
      </div>
      <div className="container service-section complaint-contact">
        <ComplaintCard complaint={complaint} categories={categories} />
        {/* COMPLAINT FORM: the form of SPEC §2/§5 (labels in the complaint record) goes here; another issue builds it. */}
        <section id="complaint-form" />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
