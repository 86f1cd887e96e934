import { defineStrings } from "../../../i18n/define.ts";

/** Finding the records to erase at a person's request (/admin/erasure). */
export const erasureSearchStrings = defineStrings({
  en: {
    title: "Erase personal data",
    lead: "When someone asks for their data to be erased, find every complaint and contact message they sent, then erase each. The erasure page says what goes before anything does.",
    query: "Complaint reference or e-mail address",
    queryHint: "For example CMP-2026-000123 or sokha@example.com",
    find: "Find",
    found: "{count} records found",
    foundOne: "1 record found",
    none: "Nothing was found for “{query}”.",
    complaint: "Complaint {reference}",
    message: "Contact message {code}",
    from: "From {name}, received {date}",
    erase: "Erase…",
  },
  km: {
    title: "លុបទិន្នន័យផ្ទាល់ខ្លួន",
    lead: "នៅពេលនរណាម្នាក់ស្នើសុំឱ្យលុបទិន្នន័យរបស់ពួកគេ សូមស្វែងរកពាក្យបណ្តឹង និងសារទំនាក់ទំនងទាំងអស់ដែលពួកគេបានផ្ញើ រួចលុបនីមួយៗ។ ទំព័រលុបនឹងប្រាប់អ្វីដែលនឹងត្រូវលុប មុនពេលលុបអ្វីទាំងអស់។",
    query: "លេខយោងពាក្យបណ្តឹង ឬអាសយដ្ឋានអ៊ីមែល",
    queryHint: "ឧទាហរណ៍ CMP-2026-000123 ឬ sokha@example.com",
    find: "ស្វែងរក",
    found: "រកឃើញ {count} កំណត់ត្រា",
    foundOne: "រកឃើញ ១ កំណត់ត្រា",
    none: "រកមិនឃើញអ្វីសម្រាប់ «{query}» ទេ។",
    complaint: "ពាក្យបណ្តឹង {reference}",
    message: "សារទំនាក់ទំនង {code}",
    from: "ពី {name} បានទទួល {date}",
    erase: "លុបចោល…",
  },
});
