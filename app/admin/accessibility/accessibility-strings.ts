import { defineStrings } from "../../i18n/define.ts";

/** The accessibility warnings' page, in the interface's language. */
export const accessibilityStrings = defineStrings({
  en: {
    title: "Accessibility warnings",
    intro:
      "What the content lets through that a visitor who cannot see the page would miss: an image described in the wrong language or by a file's name, a link whose words say nothing out of context. Saving is never refused for these; each is also said in the item's editor.",
    none: "No warning: every image is described in its language, and every link says where it leads.",
    columnArea: "Area",
    columnItem: "Item",
    columnField: "Field",
    columnProblem: "Warning",
  },
  km: {
    title: "ការព្រមានអំពីភាពងាយស្រួលប្រើ",
    intro:
      "អ្វីដែលមាតិកាអនុញ្ញាតឱ្យឆ្លងកាត់ ប៉ុន្តែអ្នកទស្សនាដែលមើលទំព័រមិនឃើញនឹងខកខាន៖ រូបភាពដែលត្រូវបានពិពណ៌នាជាភាសាខុស ឬដោយឈ្មោះឯកសារ តំណដែលពាក្យរបស់វាមិនប្រាប់អ្វីទេពេលអានដាច់ពីបរិបទ។ ការរក្សាទុកមិនដែលត្រូវបានបដិសេធដោយសារការទាំងនេះទេ ហើយនីមួយៗក៏ត្រូវបានប្រាប់នៅក្នុងកម្មវិធីកែសម្រួលនៃធាតុនោះដែរ។",
    none: "គ្មានការព្រមានទេ៖ រូបភាពនីមួយៗត្រូវបានពិពណ៌នាជាភាសារបស់វា ហើយតំណនីមួយៗប្រាប់ថាវានាំទៅណា។",
    columnArea: "ផ្នែក",
    columnItem: "ធាតុ",
    columnField: "វាល",
    columnProblem: "ការព្រមាន",
  },
});
