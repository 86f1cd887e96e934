// The contact page's island (decision 0030): its form checked with the form's schema, in the
// page's language, and sent in the background (app/site/forms/enhance-form.ts).
import { enhanceForm } from "../forms/enhance-form.ts";
import { langOfSearch } from "../../i18n/lang.ts";
import { contactFormSection, contactSchema } from "./contact-form.ts";

export function start(): void {
  enhanceForm({ sectionId: contactFormSection, schema: contactSchema(langOfSearch(location.search)) });
}
