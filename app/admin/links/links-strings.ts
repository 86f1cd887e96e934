import { defineStrings } from "../../i18n/define.ts";

/** The broken links' page, in the interface's language. */
export const linksStrings = defineStrings({
  en: {
    title: "Broken links",
    intro:
      "Each day the site checks every address on another site that the content links to, politely, and lists here those that fail, where each is used and since when. The editors get an e-mail when one starts failing.",
    lastCheck: "Last checked {time}.",
    neverChecked: "Not checked yet: the first check runs at night.",
    none: "Every link to another site worked at the last check.",
    columnAddress: "Address",
    columnProblem: "What happens",
    columnSince: "Failing since",
    columnUsed: "Where it is used",
    problem_status: "The site answers {status}",
    problem_timeout: "No answer in time",
    problem_unreachable: "Nothing answers at this address",
    problem_redirectLoop: "Its redirects go round in a circle",
    inLanguage: "{item} ({language}, {field})",
    lang_en: "English",
    lang_km: "Khmer",
  },
  km: {
    title: "តំណដែលខូច",
    intro:
      "រៀងរាល់ថ្ងៃ គេហទំព័រពិនិត្យអាសយដ្ឋាននីមួយៗនៅលើគេហទំព័រផ្សេង ដែលខ្លឹមសារភ្ជាប់ទៅ ដោយសុភាពរាបសា ហើយរាយនៅទីនេះនូវអាសយដ្ឋានដែលលែងដំណើរការ កន្លែងដែលនីមួយៗត្រូវបានប្រើ និងតាំងពីពេលណា។ អ្នកកែសម្រួលទទួលបានអ៊ីមែល នៅពេលតំណមួយចាប់ផ្តើមលែងដំណើរការ។",
    lastCheck: "ពិនិត្យចុងក្រោយ {time}។",
    neverChecked: "មិនទាន់បានពិនិត្យនៅឡើយ៖ ការពិនិត្យលើកដំបូងដំណើរការនៅពេលយប់។",
    none: "តំណទាំងអស់ទៅគេហទំព័រផ្សេង ដំណើរការនៅពេលពិនិត្យចុងក្រោយ។",
    columnAddress: "អាសយដ្ឋាន",
    columnProblem: "អ្វីដែលកើតឡើង",
    columnSince: "លែងដំណើរការតាំងពី",
    columnUsed: "កន្លែងដែលវាត្រូវបានប្រើ",
    problem_status: "គេហទំព័រឆ្លើយតប {status}",
    problem_timeout: "គ្មានការឆ្លើយតបទាន់ពេល",
    problem_unreachable: "គ្មានអ្វីឆ្លើយតបនៅអាសយដ្ឋាននេះ",
    problem_redirectLoop: "ការបញ្ជូនបន្តរបស់វាវិលជារង្វង់",
    inLanguage: "{item} ({language}, {field})",
    lang_en: "ភាសាអង់គ្លេស",
    lang_km: "ភាសាខ្មែរ",
  },
});
