import { defineStrings } from "../../i18n/define.ts";

/** The page a rating link of the closing e-mail opens, in the complainant's language. */
export const complaintRatingStrings = defineStrings({
  en: {
    title: "Your rating",
    thanks: "Thank you for your rating",
    rated_good: "You rated our handling of complaint {reference} as good.",
    rated_bad: "You rated our handling of complaint {reference} as bad. The person in charge of it has been told.",
    comment: "Anything you want to add? (optional)",
    commentHint: "At most {count} characters. It goes to the team that handled your complaint.",
    send: "Send",
    commentMissing: "Please write something, or close this page: your rating is already saved.",
    commentTooLong: "Please shorten this to {count} characters.",
    commented: "Thank you. We have your comment.",
    unknownTitle: "This link cannot be used",
    unknown:
      "It may have been used already, or it is not complete. If you want to tell us more about your complaint, answer our e-mail.",
  },
  km: {
    title: "ការវាយតម្លៃរបស់អ្នក",
    thanks: "សូមអរគុណចំពោះការវាយតម្លៃរបស់អ្នក",
    rated_good: "អ្នកបានវាយតម្លៃការដោះស្រាយពាក្យបណ្តឹង {reference} របស់យើងថាល្អ។",
    rated_bad: "អ្នកបានវាយតម្លៃការដោះស្រាយពាក្យបណ្តឹង {reference} របស់យើងថាមិនល្អ។ អ្នកទទួលខុសត្រូវលើវាត្រូវបានជូនដំណឹងហើយ។",
    comment: "មានអ្វីចង់បន្ថែមទេ? (មិនចាំបាច់)",
    commentHint: "យ៉ាងច្រើន {count} តួអក្សរ។ វានឹងទៅដល់ក្រុមការងារដែលបានដោះស្រាយពាក្យបណ្តឹងរបស់អ្នក។",
    send: "ផ្ញើ",
    commentMissing: "សូមសរសេរអ្វីមួយ ឬបិទទំព័រនេះ៖ ការវាយតម្លៃរបស់អ្នកត្រូវបានរក្សាទុករួចហើយ។",
    commentTooLong: "សូមកាត់បន្ថយឱ្យនៅត្រឹម {count} តួអក្សរ។",
    commented: "សូមអរគុណ។ យើងបានទទួលមតិយោបល់របស់អ្នកហើយ។",
    unknownTitle: "តំណនេះមិនអាចប្រើបានទេ",
    unknown: "វាប្រហែលជាត្រូវបានប្រើរួចហើយ ឬវាមិនពេញលេញ។ ប្រសិនបើអ្នកចង់ប្រាប់យើងបន្ថែមអំពីពាក្យបណ្តឹងរបស់អ្នក សូមឆ្លើយតបអ៊ីមែលរបស់យើង។",
  },
});
