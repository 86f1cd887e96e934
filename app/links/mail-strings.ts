import { defineStrings } from "../i18n/define.ts";

/** The e-mail to the editors about links that newly fail, in English then Khmer. */
export const linkMailStrings = defineStrings({
  en: {
    subject_one: "A link on the website no longer works",
    subject_other: "{count} links on the website no longer work",
    greeting: "Dear {name},",
    found_one: "Today's check of the website's links found that this address on another site no longer works:",
    found_other: "Today's check of the website's links found that these addresses on other sites no longer work:",
    action: "Where each is used, and since when it fails:",
    automatic: "This e-mail was sent automatically.",
  },
  km: {
    subject_one: "តំណមួយនៅលើគេហទំព័រលែងដំណើរការ",
    subject_other: "តំណ {count} នៅលើគេហទំព័រលែងដំណើរការ",
    greeting: "ជូនចំពោះ {name}",
    found_one: "ការពិនិត្យតំណនៃគេហទំព័រថ្ងៃនេះ បានរកឃើញថាអាសយដ្ឋាននេះនៅលើគេហទំព័រផ្សេង លែងដំណើរការ៖",
    found_other: "ការពិនិត្យតំណនៃគេហទំព័រថ្ងៃនេះ បានរកឃើញថាអាសយដ្ឋានទាំងនេះនៅលើគេហទំព័រផ្សេង លែងដំណើរការ៖",
    action: "កន្លែងដែលនីមួយៗត្រូវបានប្រើ និងតាំងពីពេលណាដែលវាលែងដំណើរការ៖",
    automatic: "អ៊ីមែលនេះត្រូវបានផ្ញើដោយស្វ័យប្រវត្តិ។",
  },
});
