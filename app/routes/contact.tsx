import type { Route } from "./+types/contact";
import { pageMeta } from "../seo.ts";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { EmailLink, PhoneLink } from "../components/service/ContactLinks.tsx";
import { InfoList } from "../components/service/InfoList.tsx";
import { loadOrRespond, services } from "../content/query.server.ts";
import { getContacts } from "../content/service.server.ts";
import { cacheHeaders } from "../http.ts";
import { useStrings } from "../i18n/define.ts";
import { langOf } from "../i18n/lang.ts";
import { serviceStrings } from "../i18n/strings/service.ts";
import "../styles/service.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrRespond(() => getContacts(services(context).db, langOf(request.url)));
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const contacts = args.loaderData;
  return pageMeta(args, contacts && { title: contacts.title, description: contacts.description });
}

export default function Contact({ loaderData: contacts }: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  return (
    <>
      <PageHero image={contacts.image1} title={contacts.title}>
        <p className="service-lead">{contacts.description}</p>
      </PageHero>
      <ul className="container service-section office-list">
        {contacts.address.map((office, index) => (
          <li key={office.label}>
            <article className="service-card" aria-labelledby={`office-${index}`}>
              <h2 id={`office-${index}`} className="service-card__title">
                {office.label}
              </h2>
              <InfoList
                items={[
                  { label: s.address, value: office.address },
                  { label: s.phone, value: <PhoneLink phone={office.phone} /> },
                  { label: s.email, value: office.email ? <EmailLink email={office.email} /> : s.notAvailable },
                ]}
              />
            </article>
          </li>
        ))}
      </ul>
      {/* CONTACT FORM: the message form of SPEC §2/§5 goes here; another issue builds it. */}
      <section id="contact-form" className="container service-section" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
