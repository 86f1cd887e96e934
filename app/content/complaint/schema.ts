// The complaint page (/complaint, spec: table complaint): its texts, the contact card with the
// downloadable complaint and appeal forms (English and Khmer files), and the form's labels.
import { z } from "../../validation/zod.ts";
import { image, longText, optionalUrl, text, type Bilingual } from "../model/fields.ts";

const formFile = (label: Bilingual) =>
  optionalUrl({
    label,
    hint: {
      en: "A document of the media library (/media/…) or a web address; empty: the card links to the home page.",
      km: "ឯកសារពីបណ្ណាល័យមេឌៀ (/media/…) ឬអាសយដ្ឋានគេហទំព័រ។ ទទេ៖ កាតភ្ជាប់ទៅទំព័រដើម។",
    },
  });

export const complaintSchema = z.object({
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  image2: image({ label: { en: "Process image", km: "រូបភាពដំណើរការ" } }),
  title: text(),
  description: longText(),
  title1: text({ label: { en: "First section title", km: "ចំណងជើងផ្នែកទីមួយ" } }),
  description1: longText({ label: { en: "First section text", km: "អត្ថបទផ្នែកទីមួយ" } }),
  title2: text({ label: { en: "Second section title", km: "ចំណងជើងផ្នែកទីពីរ" } }),
  description2: longText({ label: { en: "Second section text", km: "អត្ថបទផ្នែកទីពីរ" } }),
  email: text({ widget: "email", label: { en: "Card: e-mail", km: "កាត៖ អ៊ីមែល" } }),
  phone: text({ label: { en: "Card: phone", km: "កាត៖ ទូរស័ព្ទ" } }),
  phone2: text({ label: { en: "Card: second phone", km: "កាត៖ ទូរស័ព្ទទីពីរ" } }),
  download_form_text: text({ label: { en: "Card: download heading", km: "កាត៖ ចំណងជើងទាញយក" } }),
  category1: text({ label: { en: "First category (forms 1 and 2)", km: "ប្រភេទទីមួយ (ទម្រង់ ១ និង ២)" } }),
  category2: text({ label: { en: "Second category (forms 3 and 4)", km: "ប្រភេទទីពីរ (ទម្រង់ ៣ និង ៤)" } }),
  form_type1: text({ label: { en: "First form type (forms 1 and 3)", km: "ប្រភេទទម្រង់ទីមួយ (ទម្រង់ ១ និង ៣)" } }),
  form_type2: text({ label: { en: "Second form type (forms 2 and 4)", km: "ប្រភេទទម្រង់ទីពីរ (ទម្រង់ ២ និង ៤)" } }),
  english: text({ label: { en: "Name of the English file", km: "ឈ្មោះឯកសារភាសាអង់គ្លេស" } }),
  khmer: text({ label: { en: "Name of the Khmer file", km: "ឈ្មោះឯកសារភាសាខ្មែរ" } }),
  form1_url: formFile({ en: "Form 1, English file", km: "ទម្រង់ ១ ឯកសារភាសាអង់គ្លេស" }),
  form2_url: formFile({ en: "Form 2, English file", km: "ទម្រង់ ២ ឯកសារភាសាអង់គ្លេស" }),
  form3_url: formFile({ en: "Form 3, English file", km: "ទម្រង់ ៣ ឯកសារភាសាអង់គ្លេស" }),
  form4_url: formFile({ en: "Form 4, English file", km: "ទម្រង់ ៤ ឯកសារភាសាអង់គ្លេស" }),
  kh_form1_url: formFile({ en: "Form 1, Khmer file", km: "ទម្រង់ ១ ឯកសារភាសាខ្មែរ" }),
  kh_form2_url: formFile({ en: "Form 2, Khmer file", km: "ទម្រង់ ២ ឯកសារភាសាខ្មែរ" }),
  kh_form3_url: formFile({ en: "Form 3, Khmer file", km: "ទម្រង់ ៣ ឯកសារភាសាខ្មែរ" }),
  kh_form4_url: formFile({ en: "Form 4, Khmer file", km: "ទម្រង់ ៤ ឯកសារភាសាខ្មែរ" }),
  send_us_a_message: text({ label: { en: "Form: heading", km: "ទម្រង់៖ ចំណងជើង" } }),
  name_label: text({ label: { en: "Form: name label", km: "ទម្រង់៖ ស្លាកឈ្មោះ" } }),
  email_label: text({ label: { en: "Form: e-mail label", km: "ទម្រង់៖ ស្លាកអ៊ីមែល" } }),
  phone_number_label: text({ label: { en: "Form: phone label", km: "ទម្រង់៖ ស្លាកទូរស័ព្ទ" } }),
  company_name_label: text({ label: { en: "Form: company label", km: "ទម្រង់៖ ស្លាកក្រុមហ៊ុន" } }),
  upload_label: text({ label: { en: "Form: files label", km: "ទម្រង់៖ ស្លាកឯកសារ" } }),
  your_message_label: text({ label: { en: "Form: message label", km: "ទម្រង់៖ ស្លាកសារ" } }),
  button_label: text({ label: { en: "Form: button", km: "ទម្រង់៖ ប៊ូតុង" } }),
});
export type ComplaintPage = z.infer<typeof complaintSchema>;
