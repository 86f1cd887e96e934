import type { ClaimGroup, FormLink } from "../../content/claims/schema.ts";
import { useStrings } from "../../i18n/define.ts";
import { serviceStrings } from "./strings.ts";
import { EmailLink, PhoneLink } from "./ContactLinks.tsx";
import { DownloadIcon } from "../../ui/icons.tsx";
import { InfoList } from "./InfoList.tsx";

function DownloadLink({ form }: { form: FormLink & { url: string } }) {
  return (
    <a className="download-link" href={form.url} download>
      <DownloadIcon />
      <span className="download-link__title">{form.title}</span>
      <span className="download-link__label">{form.label}</span>
    </a>
  );
}

/** One claims team: its contact lines and its downloadable claim forms. */
export function ClaimCard({ id, group }: { id: string; group: ClaimGroup }) {
  const s = useStrings(serviceStrings);
  // A form without a usable address (none, or one the content layer refused) is not offered.
  const forms = [group.cf1, group.cf2].filter((form): form is FormLink & { url: string } => Boolean(form?.url));
  return (
    <article className="service-card claim-card" aria-labelledby={id}>
      <h2 id={id} className="service-card__title">
        {group.title}
      </h2>
      <InfoList
        items={[
          { label: group.email.label, value: <EmailLink email={group.email.value} /> },
          { label: group.helpline.label, value: <PhoneLink phone={group.helpline.value} /> },
          { label: group.tel.label, value: <PhoneLink phone={group.tel.value} /> },
        ]}
      />
      <ul className="download-links" aria-label={`${s.claimForms}: ${group.title}`}>
        {forms.map((form) => (
          <li key={form.url}>
            <DownloadLink form={form} />
          </li>
        ))}
      </ul>
    </article>
  );
}
