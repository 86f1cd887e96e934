import type { ComplaintCategory, ComplaintFormLink } from "../../content/complaint/read.server.ts";
import type { ComplaintPage } from "../../content/complaint/schema.ts";
import { useStrings } from "../../i18n/define.ts";
import { serviceStrings } from "../services/strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { EmailLink, PhoneLink } from "../services/ContactLinks.tsx";
import { DownloadIcon } from "../../ui/icons.tsx";
import { InfoList } from "../services/InfoList.tsx";

/** A form in one language; without a file it falls back to the home page (spec). */
function FormFileLink({ link, lang, context }: { link: ComplaintFormLink; lang: "km" | "en"; context: string }) {
  const content = (
    <>
      <DownloadIcon />
      {link.label}
      <span className="visually-hidden"> ({context})</span>
    </>
  );
  return link.url ? (
    <a className="form-file-link" href={link.url} hrefLang={lang} download>
      {content}
    </a>
  ) : (
    <LangLink className="form-file-link" to="/">
      {content}
    </LangLink>
  );
}

/**
 * The download matrix: on wide screens a table-like grid (categories down, form types
 * across, see service.css); on phones one stacked card per category. Same markup for both.
 */
function ComplaintForms({ complaint, categories }: { complaint: ComplaintPage; categories: ComplaintCategory[] }) {
  return (
    <div className="complaint-forms">
      <div className="complaint-forms__head" aria-hidden="true">
        <span />
        <span>{complaint.form_type1}</span>
        <span>{complaint.form_type2}</span>
      </div>
      {categories.map(({ category, forms }) => (
        <div key={category} className="complaint-forms__row">
          <h4 className="complaint-forms__category">{category}</h4>
          {forms.map((form) => (
            <div key={form.type} className="complaint-forms__cell">
              <span className="complaint-forms__type">{form.type}</span>
              <span className="complaint-forms__links">
                <FormFileLink link={form.khmer} lang="km" context={`${form.type}, ${category}`} />
                <FormFileLink link={form.english} lang="en" context={`${form.type}, ${category}`} />
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The complaint page's contact card: e-mail, two phones and the downloadable forms. */
export function ComplaintCard({
  complaint,
  categories,
}: {
  complaint: ComplaintPage;
  categories: ComplaintCategory[];
}) {
  const s = useStrings(serviceStrings);
  return (
    <section className="service-card complaint-card" aria-labelledby="complaint-card-title">
      <h2 id="complaint-card-title" className="service-card__title">
        {s.complaintCardTitle}
      </h2>
      <InfoList
        className="complaint-card__lines"
        items={[
          { label: s.email, value: <EmailLink email={complaint.email} /> },
          { label: s.phone1, value: <PhoneLink phone={complaint.phone} /> },
          { label: s.phone2, value: <PhoneLink phone={complaint.phone2} /> },
        ]}
      />
      <h3 className="complaint-card__forms-title">{complaint.download_form_text}</h3>
      <ComplaintForms complaint={complaint} categories={categories} />
    </section>
  );
}
