import { defineStrings } from "../../i18n/define.ts";

/** The page a visitor offline sees for a page not saved on their device. */
export const offlineStrings = defineStrings({
  en: {
    title: "You are offline",
    text: "This page has not been saved on this device yet, and there is no internet connection right now.",
    visited: "Pages you have opened before still work offline.",
    retry: "Try again",
    home: "Go to the home page",
  },
  km: {
    title: "អ្នកមិនបានភ្ជាប់អ៊ីនធឺណិតទេ",
    text: "ទំព័រនេះមិនទាន់បានរក្សាទុកនៅលើឧបករណ៍នេះនៅឡើយទេ ហើយឥឡូវនេះមិនមានការភ្ជាប់អ៊ីនធឺណិតទេ។",
    visited: "ទំព័រដែលអ្នកធ្លាប់បើកពីមុន នៅតែអាចប្រើបាន ទោះបីគ្មានអ៊ីនធឺណិតក៏ដោយ។",
    retry: "ព្យាយាមម្តងទៀត",
    home: "ទៅកាន់ទំព័រដើម",
  },
});
