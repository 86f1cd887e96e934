// The complaint page's island (decision 0030): its form checked with the form's schema, in the
// page's language, and sent in the background (app/site/forms/enhance-form.ts); the count of the
// files chosen follows the file input.
import { enhanceForm } from "../forms/enhance-form.ts";
import { langOfSearch, type Lang } from "../../i18n/lang.ts";
import { complaintFormSection, complaintSchema } from "./complaint-form.ts";
import { localNumber } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";

function wireFileCount(section: HTMLElement, lang: Lang): void {
  const input = section.querySelector<HTMLInputElement>('input[type="file"]');
  const count = section.querySelector<HTMLElement>(".file-count");
  if (!input || !count) return;
  // From now on the count follows the picker: it says what is chosen (forms.css).
  input.closest<HTMLElement>(".form-field")!.dataset.counting = "";
  input.addEventListener("change", () => {
    const files = input.files?.length ?? 0;
    count.textContent =
      files === 1 ? (count.dataset.one ?? "") : fill(count.dataset.many ?? "", { count: localNumber(files, lang) });
  });
}

export function start(): void {
  const lang = langOfSearch(location.search);
  enhanceForm({
    sectionId: complaintFormSection,
    schema: complaintSchema(lang),
    wire: (section) => wireFileCount(section, lang),
  });
}
