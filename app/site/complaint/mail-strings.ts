import { defineStrings } from "../../i18n/define.ts";

/** The acknowledgement a visitor receives for a complaint, in the language they wrote in. */
export const complaintMailStrings = defineStrings({
  en: {
    subject: "We have received your complaint {reference}",
    greeting: "Dear {name},",
    received:
      "Thank you for contacting {company}. We have received your complaint and registered it under the reference {reference}.",
    next: "Our complaints team will review it and get back to you as soon as possible. Please quote this reference whenever you contact us about it.",
    follow: "You can follow your complaint on our website:",
    files: "Files received: {files}",
    closing: "Kind regards,",
    signature: "{company}",
    automatic: "This is an automatic message; you can reply to it if you need to add something.",
  },
  km: {
    subject: "យើងបានទទួលពាក្យបណ្តឹងរបស់អ្នក {reference}",
    greeting: "ជូនចំពោះ {name}",
    received: "សូមអរគុណដែលបានទាក់ទងមក {company}។ យើងបានទទួលពាក្យបណ្តឹងរបស់អ្នក ហើយបានចុះបញ្ជីក្រោមលេខយោង {reference}។",
    next: "ក្រុមការងារដោះស្រាយពាក្យបណ្តឹងរបស់យើងនឹងពិនិត្យ ហើយឆ្លើយតបទៅអ្នកវិញឱ្យបានឆាប់តាមដែលអាចធ្វើទៅបាន។ សូមប្រាប់លេខយោងនេះរាល់ពេលដែលអ្នកទាក់ទងមកយើងអំពីពាក្យបណ្តឹងនេះ។",
    follow: "អ្នកអាចតាមដានពាក្យបណ្តឹងរបស់អ្នកនៅលើគេហទំព័ររបស់យើង៖",
    files: "ឯកសារដែលបានទទួល៖ {files}",
    closing: "ដោយក្តីគោរព",
    signature: "{company}",
    automatic: "នេះជាសារស្វ័យប្រវត្តិ។ អ្នកអាចឆ្លើយតបសារនេះ ប្រសិនបើអ្នកចង់បន្ថែមព័ត៌មាន។",
  },
});
