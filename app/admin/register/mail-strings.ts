import { defineStrings } from "../../i18n/define.ts";

/** A staff member's reply to a complainant or to the sender of a contact message, in their language. */
export const registerMailStrings = defineStrings({
  en: {
    complaintSubject: "Your complaint {reference}",
    messageSubject: "Your message to {company}",
    greeting: "Dear {name},",
    closing: "Kind regards,",
    signature: "{company}",
    complaintFooter:
      "You can answer this e-mail. Please quote the reference {reference} whenever you contact us about this complaint.",
    messageFooter: "You can answer this e-mail.",
  },
  km: {
    complaintSubject: "ពាក្យបណ្តឹងរបស់អ្នក {reference}",
    messageSubject: "សាររបស់អ្នកទៅកាន់ {company}",
    greeting: "ជូនចំពោះ {name}",
    closing: "ដោយក្តីគោរព",
    signature: "{company}",
    complaintFooter: "អ្នកអាចឆ្លើយតបអ៊ីមែលនេះបាន។ សូមប្រាប់លេខយោង {reference} រាល់ពេលដែលអ្នកទាក់ទងមកយើងអំពីពាក្យបណ្តឹងនេះ។",
    messageFooter: "អ្នកអាចឆ្លើយតបអ៊ីមែលនេះបាន។",
  },
});
