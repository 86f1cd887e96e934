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

/** The e-mail that tells a colleague they were given a record: in English, then in Khmer. */
export const assignedMailStrings = defineStrings({
  en: {
    subjectComplaint: "{by} gave you complaint {reference}",
    subjectMessage: "{by} gave you a contact message from {name}",
    complaint: "{by} gave you complaint {reference} from {name}: it is yours to handle now.",
    message: "{by} gave you the contact message from {name}: it is yours to answer now.",
    open: "Open it in the back office:",
    automatic: "This is an automatic message from the complaints register.",
  },
  km: {
    subjectComplaint: "{by} បានប្រគល់ពាក្យបណ្តឹង {reference} ឱ្យអ្នក",
    subjectMessage: "{by} បានប្រគល់សារទំនាក់ទំនងពី {name} ឱ្យអ្នក",
    complaint: "{by} បានប្រគល់ពាក្យបណ្តឹង {reference} ពី {name} ឱ្យអ្នក៖ ឥឡូវនេះអ្នកជាអ្នកទទួលខុសត្រូវ។",
    message: "{by} បានប្រគល់សារទំនាក់ទំនងពី {name} ឱ្យអ្នក៖ ឥឡូវនេះអ្នកជាអ្នកឆ្លើយតប។",
    open: "សូមបើកវានៅក្នុងផ្នែកគ្រប់គ្រង៖",
    automatic: "នេះជាសារស្វ័យប្រវត្តិពីបញ្ជីពាក្យបណ្តឹង។",
  },
});

/**
 * The e-mail that tells a complaint's owner (or, unowned, the complaints team) that the
 * complainant answered: in English, then in Khmer, as the staff's other e-mails.
 */
export const answeredMailStrings = defineStrings({
  en: {
    subject: "{name} answered complaint {reference}",
    answered: "{name} ({email}) answered complaint {reference} by e-mail.",
    files: "Files kept with the complaint: {count}",
    refused: "Files not kept (see the original message): {names}",
    open: "Read it and answer in the back office:",
    automatic: "This is an automatic message from the complaints register.",
  },
  km: {
    subject: "{name} បានឆ្លើយតបពាក្យបណ្តឹង {reference}",
    answered: "{name} ({email}) បានឆ្លើយតបពាក្យបណ្តឹង {reference} តាមអ៊ីមែល។",
    files: "ឯកសារដែលបានរក្សាទុកជាមួយពាក្យបណ្តឹង៖ {count}",
    refused: "ឯកសារដែលមិនបានរក្សាទុក (សូមមើលសារដើម)៖ {names}",
    open: "សូមអាន និងឆ្លើយតបនៅក្នុងផ្នែកគ្រប់គ្រង៖",
    automatic: "នេះជាសារស្វ័យប្រវត្តិពីបញ្ជីពាក្យបណ្តឹង។",
  },
});
