import { defineStrings } from "../../i18n/define.ts";

/**
 * The e-mail that carries a back-office set-up link to its person (an invitation, or a reset),
 * written in the language of the admin's page first and then in the other.
 */
export const staffMailStrings = defineStrings({
  en: {
    subjectInvite: "Your account on the {company} back office",
    subjectReset: "Set up your {company} back-office account again",
    greeting: "Hello {name},",
    invited: "An account has been made for you ({email}) on the back office of the {company} website.",
    reset:
      "Your account ({email}) on the back office of the {company} website has been reset: your password, your second factor and your recovery codes no longer work.",
    action: "Open this link within 24 hours to choose a password and link an authenticator app. It works once:",
    ignore: "If you did not expect this e-mail, you can ignore it: without the link nobody can use the account.",
    automatic: "This is an automatic message; replies are not read.",
  },
  km: {
    subjectInvite: "គណនីរបស់អ្នកនៅលើផ្នែកគ្រប់គ្រងរបស់ {company}",
    subjectReset: "រៀបចំគណនីផ្នែកគ្រប់គ្រងរបស់ {company} ម្តងទៀត",
    greeting: "សួស្តី {name}",
    invited: "គណនីមួយត្រូវបានបង្កើតសម្រាប់អ្នក ({email}) នៅលើផ្នែកគ្រប់គ្រងនៃគេហទំព័ររបស់ {company}។",
    reset:
      "គណនីរបស់អ្នក ({email}) នៅលើផ្នែកគ្រប់គ្រងនៃគេហទំព័ររបស់ {company} ត្រូវបានកំណត់ឡើងវិញ៖ ពាក្យសម្ងាត់ កត្តាទីពីរ និងលេខកូដសង្គ្រោះរបស់អ្នកលែងប្រើបានទៀតហើយ។",
    action: "សូមបើកតំណនេះក្នុងរយៈពេល ២៤ ម៉ោង ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ និងភ្ជាប់កម្មវិធីផ្ទៀងផ្ទាត់។ តំណនេះប្រើបានតែម្តងប៉ុណ្ណោះ៖",
    ignore: "ប្រសិនបើអ្នកមិនបានរំពឹងថានឹងទទួលអ៊ីមែលនេះទេ អ្នកអាចមិនអើពើនឹងវាបាន៖ បើគ្មានតំណនេះទេ គ្មាននរណាម្នាក់អាចប្រើគណនីនេះបានឡើយ។",
    automatic: "នេះជាសារស្វ័យប្រវត្តិ។ ការឆ្លើយតបមកវិញនឹងមិនត្រូវបានអានទេ។",
  },
});
