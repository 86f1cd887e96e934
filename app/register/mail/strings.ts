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
    rateAsk: "How did we handle your complaint? One click tells us:",
    rateGood: "Good: {link}",
    rateBad: "Bad: {link}",
  },
  km: {
    complaintSubject: "ពាក្យបណ្តឹងរបស់អ្នក {reference}",
    messageSubject: "សាររបស់អ្នកទៅកាន់ {company}",
    greeting: "ជូនចំពោះ {name}",
    closing: "ដោយក្តីគោរព",
    signature: "{company}",
    complaintFooter: "អ្នកអាចឆ្លើយតបអ៊ីមែលនេះបាន។ សូមប្រាប់លេខយោង {reference} រាល់ពេលដែលអ្នកទាក់ទងមកយើងអំពីពាក្យបណ្តឹងនេះ។",
    messageFooter: "អ្នកអាចឆ្លើយតបអ៊ីមែលនេះបាន។",
    rateAsk: "តើយើងបានដោះស្រាយពាក្យបណ្តឹងរបស់អ្នកយ៉ាងដូចម្តេច? ចុចម្តងដើម្បីប្រាប់យើង៖",
    rateGood: "ល្អ៖ {link}",
    rateBad: "មិនល្អ៖ {link}",
  },
});

/** The complainant hears that their complaint was merged into another of theirs, in their language. */
export const mergedMailStrings = defineStrings({
  en: {
    subject: "Your complaint {merged} continues under {kept}",
    greeting: "Dear {name},",
    merged:
      "You wrote to {company} more than once about the same matter. So that one person handles it, we have joined your complaint {merged} with your complaint {kept}. Everything you sent us is kept there.",
    next: "Please quote {kept} from now on. You can follow it on our website:",
    closing: "Kind regards,",
    signature: "{company}",
    automatic: "This is an automatic message; you can reply to it if you need to add something.",
  },
  km: {
    subject: "ពាក្យបណ្តឹងរបស់អ្នក {merged} បន្តក្រោមលេខយោង {kept}",
    greeting: "ជូនចំពោះ {name}",
    merged:
      "អ្នកបានសរសេរមក {company} ច្រើនជាងម្តងអំពីបញ្ហាតែមួយ។ ដើម្បីឱ្យមនុស្សតែម្នាក់ដោះស្រាយ យើងបានភ្ជាប់ពាក្យបណ្តឹងរបស់អ្នក {merged} ជាមួយពាក្យបណ្តឹងរបស់អ្នក {kept}។ អ្វីៗទាំងអស់ដែលអ្នកបានផ្ញើមកយើងត្រូវបានរក្សាទុកនៅទីនោះ។",
    next: "សូមប្រើលេខយោង {kept} ចាប់ពីពេលនេះតទៅ។ អ្នកអាចតាមដានវានៅលើគេហទំព័ររបស់យើង៖",
    closing: "ដោយក្តីគោរព",
    signature: "{company}",
    automatic: "នេះជាសារស្វ័យប្រវត្តិ។ អ្នកអាចឆ្លើយតបសារនេះ ប្រសិនបើអ្នកចង់បន្ថែមព័ត៌មាន។",
  },
});

/** The owner (or the team) hears that the complainant rated the answer bad: in English, then in Khmer. */
export const ratedMailStrings = defineStrings({
  en: {
    subject: "{name} rated the answer to complaint {reference} bad",
    rated: "{name} rated the answer to complaint {reference} bad. A comment, if they write one, shows on the record.",
    open: "Open it in the back office:",
    automatic: "This is an automatic message from the complaints register.",
  },
  km: {
    subject: "{name} បានវាយតម្លៃចម្លើយចំពោះពាក្យបណ្តឹង {reference} ថាមិនល្អ",
    rated: "{name} បានវាយតម្លៃចម្លើយចំពោះពាក្យបណ្តឹង {reference} ថាមិនល្អ។ មតិយោបល់ ប្រសិនបើពួកគេសរសេរ នឹងបង្ហាញនៅលើកំណត់ត្រា។",
    open: "បើកវានៅក្នុងផ្នែកគ្រប់គ្រង៖",
    automatic: "នេះជាសារស្វ័យប្រវត្តិពីបញ្ជីពាក្យបណ្តឹង។",
  },
});

/** The e-mail that tells a colleague they were named (@) in an internal note: in English, then in Khmer. */
export const mentionedMailStrings = defineStrings({
  en: {
    subjectComplaint: "{by} mentioned you on complaint {reference}",
    subjectMessage: "{by} mentioned you on a contact message from {name}",
    complaint: "{by} mentioned you in an internal note on complaint {reference} from {name}:",
    message: "{by} mentioned you in an internal note on the contact message from {name}:",
    open: "Open it in the back office:",
    automatic: "This is an automatic message from the complaints register.",
  },
  km: {
    subjectComplaint: "{by} បានលើកឈ្មោះអ្នកលើពាក្យបណ្តឹង {reference}",
    subjectMessage: "{by} បានលើកឈ្មោះអ្នកលើសារទំនាក់ទំនងពី {name}",
    complaint: "{by} បានលើកឈ្មោះអ្នកក្នុងកំណត់ចំណាំផ្ទៃក្នុងលើពាក្យបណ្តឹង {reference} ពី {name}៖",
    message: "{by} បានលើកឈ្មោះអ្នកក្នុងកំណត់ចំណាំផ្ទៃក្នុងលើសារទំនាក់ទំនងពី {name}៖",
    open: "សូមបើកវានៅក្នុងផ្នែកគ្រប់គ្រង៖",
    automatic: "នេះជាសារស្វ័យប្រវត្តិពីបញ្ជីពាក្យបណ្តឹង។",
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

/** The complaints team's daily digest: in English, then in Khmer. */
export const digestMailStrings = defineStrings({
  en: {
    subject: "Complaints today: {overdue} overdue, {soon} due soon",
    hello: "Good morning {name}. These complaints need an answer soon or are late:",
    mine: "Yours:",
    nobodys: "Nobody's yet: take one in the back office.",
    line: "{reference}, {name}: {when}",
    overdue: "overdue since the end of {date}",
    dueBy: "due by the end of {date}",
    open: "The overdue ones: {overdueLink}\nThe ones due soon: {soonLink}",
    automatic: "This is an automatic message from the complaints register, sent every working morning at 08:00.",
  },
  km: {
    subject: "ពាក្យបណ្តឹងថ្ងៃនេះ៖ ហួសកាលកំណត់ {overdue} ជិតដល់កាលកំណត់ {soon}",
    hello: "អរុណសួស្តី {name}។ ពាក្យបណ្តឹងទាំងនេះត្រូវការចម្លើយឆាប់ៗ ឬហួសកាលកំណត់ហើយ៖",
    mine: "របស់អ្នក៖",
    nobodys: "មិនទាន់មានអ្នកទទួលបន្ទុក៖ សូមទទួលយកមួយនៅក្នុងផ្នែកគ្រប់គ្រង។",
    line: "{reference}, {name}៖ {when}",
    overdue: "ហួសកាលកំណត់តាំងពីចុងថ្ងៃ {date}",
    dueBy: "ត្រូវឆ្លើយតបមុនចុងថ្ងៃ {date}",
    open: "ពាក្យបណ្តឹងហួសកាលកំណត់៖ {overdueLink}\nពាក្យបណ្តឹងជិតដល់កាលកំណត់៖ {soonLink}",
    automatic: "នេះជាសារស្វ័យប្រវត្តិពីបញ្ជីពាក្យបណ្តឹង ដែលផ្ញើរៀងរាល់ព្រឹកថ្ងៃធ្វើការ នៅម៉ោង 08:00។",
  },
});

/** The acknowledgement a visitor receives for a complaint, in the language they wrote in. */
export const ackMailStrings = defineStrings({
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
