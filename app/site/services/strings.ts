// Interface strings of the service pages: claims, panel clinics and garages, contact,
// complaint, FAQ and the redirect pages (the privacy policy's text is content: app/content/privacy-policy/).
import { defineStrings } from "../../i18n/define.ts";

export const serviceStrings = defineStrings({
  en: {
    // The claim portal button reads in Khmer on both languages' pages (spec).
    claimRequest: "ស្នើសុំទាមទារសំណង",
    claimForms: "Claim forms",
    notAvailable: "NA",
    mapRegion: "Map of the panels",
    panelShown: "{title} is shown on the map.",
    clusterLabel: "{count} places here; zoom in",
    myPosition: "ME",
    closeInfo: "Close",
    questionsAndAnswers: "Questions and answers",
    address: "Address",
    phone: "Phone",
    phone1: "Phone 1",
    phone2: "Phone 2",
    email: "Email",
    complaintCardTitle: "Talk to our complaints team",
    processImageAlt:
      "How we handle a complaint: 1. you send your complaint, 2. we acknowledge it by e-mail, 3. we review it, 4. we resolve it and reply.",
    downloadForms: "Complaint and appeal forms",
    redirecting: "Redirecting...",
    redirectHint: "If you are not taken there automatically, follow this link:",
  },
  km: {
    claimRequest: "ស្នើសុំទាមទារសំណង",
    claimForms: "ពាក្យស្នើសុំសំណង",
    notAvailable: "មិនមាន",
    mapRegion: "ផែនទីទីតាំងដៃគូ",
    panelShown: "{title} ត្រូវបានបង្ហាញនៅលើផែនទី។",
    clusterLabel: "មាន {count} ទីតាំងនៅទីនេះ; ពង្រីកផែនទី",
    myPosition: "ME",
    closeInfo: "បិទ",
    questionsAndAnswers: "សំណួរ និងចម្លើយ",
    address: "អាសយដ្ឋាន",
    phone: "ទូរស័ព្ទ",
    phone1: "ទូរស័ព្ទ ១",
    phone2: "ទូរស័ព្ទ ២",
    email: "អ៊ីមែល",
    complaintCardTitle: "ទាក់ទងក្រុមការងារដោះស្រាយបណ្តឹងតវ៉ា",
    processImageAlt:
      "របៀបដែលយើងដោះស្រាយបណ្តឹងតវ៉ា៖ ១. អ្នកផ្ញើបណ្តឹងតវ៉ារបស់អ្នក ២. យើងបញ្ជាក់ការទទួលតាមអ៊ីមែល ៣. យើងពិនិត្យបណ្តឹង ៤. យើងដោះស្រាយ និងឆ្លើយតបជូនអ្នក។",
    downloadForms: "ទម្រង់បណ្តឹងតវ៉ា និងទម្រង់ប្តឹងឧទ្ធរណ៍",
    redirecting: "កំពុងបញ្ជូនបន្ត...",
    redirectHint: "ប្រសិនបើទំព័រមិនបញ្ជូនអ្នកទៅដោយស្វ័យប្រវត្តិទេ សូមចុចតំណនេះ៖",
  },
});
