// The privacy policy (spec) in English and Khmer: the text that was in the interface strings
// until issue 23 (app/content/privacy-policy/schema.ts describes it). {company} is replaced by the
// site's company name.
import type { Lang, PrivacyPolicyRow } from "../types.ts";

const paragraph = (text: string) => ({ type: "paragraph" as const, text });

export const privacyPolicyContent: Record<Lang, { privacy_policies: PrivacyPolicyRow }> = {
  en: {
    privacy_policies: {
      title: "Privacy Policy",
      sections: [
        {
          heading: null,
          blocks: [
            paragraph(
              "We respect your privacy. When you visit these pages we collect only the standard cookie information that every website uses. We do not ask for, collect or sell any other personal information, unless you choose to send it to us yourself through the contact or complaint form.",
            ),
            paragraph(
              "Cookies are small text files kept by your browser. We use them only to keep session information, so that the pages work correctly while you browse. You can block or delete cookies in your browser's settings, but some parts of the site may then work less well.",
            ),
            paragraph(
              "We may change this policy from time to time. Any change will be announced with a notice on these pages, so please visit them regularly.",
            ),
          ],
        },
        {
          heading: "Disclaimer",
          blocks: [
            paragraph(
              "The materials on this website are provided for general information only. They are not an insurance contract or professional advice: the terms, conditions and exclusions of your policy always apply.",
            ),
            paragraph(
              "This website links to external sites that we do not operate. We are not responsible for their content, and a link does not mean that we endorse those sites, their products or their services.",
            ),
          ],
        },
        {
          heading: "About this app",
          blocks: [
            paragraph(
              "This app is the public website of {company}. It presents our corporate and personal insurance products, claims information, our panel clinics and garages, news and careers, in English and in Khmer.",
            ),
          ],
        },
        {
          heading: "Advantages",
          blocks: [
            paragraph("With this app you can:"),
            {
              type: "checklist",
              items: [
                "check product information, including some prices;",
                "get claim information, including our panel garages and clinics;",
                "query our team about anything you need to know.",
              ],
            },
          ],
        },
      ],
    },
  },
  km: {
    privacy_policies: {
      title: "គោលការណ៍ឯកជនភាព",
      sections: [
        {
          heading: null,
          blocks: [
            paragraph(
              "យើងគោរពឯកជនភាពរបស់អ្នក។ នៅពេលអ្នកចូលមើលទំព័រទាំងនេះ យើងប្រមូលតែព័ត៌មានខូគី (cookie) ស្តង់ដារ ដែលគេហទំព័រទាំងអស់ប្រើប្រាស់ប៉ុណ្ណោះ។ យើងមិនស្នើសុំ មិនប្រមូល និងមិនលក់ព័ត៌មានផ្ទាល់ខ្លួនផ្សេងទៀតរបស់អ្នកឡើយ លើកលែងតែអ្នកសម្រេចចិត្តផ្ញើវាមកយើងដោយខ្លួនឯង តាមរយៈទម្រង់ទំនាក់ទំនង ឬទម្រង់បណ្តឹងតវ៉ា។",
            ),
            paragraph(
              "ខូគី គឺជាឯកសារអត្ថបទតូចៗ ដែលកម្មវិធីរុករករបស់អ្នករក្សាទុក។ យើងប្រើខូគីតែដើម្បីរក្សាព័ត៌មានវគ្គប្រើប្រាស់ (session) ប៉ុណ្ណោះ ដើម្បីឱ្យទំព័រនានាដំណើរការបានត្រឹមត្រូវ ពេលអ្នករុករក។ អ្នកអាចរារាំង ឬលុបខូគីនៅក្នុងការកំណត់នៃកម្មវិធីរុករករបស់អ្នក ប៉ុន្តែផ្នែកខ្លះនៃគេហទំព័រអាចនឹងដំណើរការមិនសូវល្អ។",
            ),
            paragraph("យើងអាចផ្លាស់ប្តូរគោលការណ៍នេះម្តងម្កាល។ រាល់ការផ្លាស់ប្តូរនឹងត្រូវជូនដំណឹងនៅលើទំព័រទាំងនេះ ដូច្នេះសូមចូលមើលវាជាប្រចាំ។"),
          ],
        },
        {
          heading: "ការបដិសេធទំនួលខុសត្រូវ",
          blocks: [
            paragraph(
              "ឯកសារ និងព័ត៌មាននៅលើគេហទំព័រនេះ ត្រូវបានផ្តល់ជូនសម្រាប់តែជាព័ត៌មានទូទៅប៉ុណ្ណោះ។ វាមិនមែនជាកិច្ចសន្យាធានារ៉ាប់រង ឬដំបូន្មានវិជ្ជាជីវៈឡើយ៖ លក្ខខណ្ឌ និងករណីលើកលែងនៃបណ្ណសន្យារ៉ាប់រងរបស់អ្នក តែងតែត្រូវអនុវត្ត។",
            ),
            paragraph(
              "គេហទំព័រនេះមានតំណភ្ជាប់ទៅកាន់គេហទំព័រខាងក្រៅ ដែលយើងមិនបានគ្រប់គ្រង។ យើងមិនទទួលខុសត្រូវចំពោះខ្លឹមសាររបស់គេហទំព័រទាំងនោះទេ ហើយតំណភ្ជាប់មិនមានន័យថា យើងគាំទ្រគេហទំព័រ ផលិតផល ឬសេវាកម្មរបស់ពួកគេឡើយ។",
            ),
          ],
        },
        {
          heading: "អំពីកម្មវិធីនេះ",
          blocks: [
            paragraph(
              "កម្មវិធីនេះគឺជាគេហទំព័រសាធារណៈរបស់ {company}។ វាបង្ហាញអំពីផលិតផលធានារ៉ាប់រងសម្រាប់ក្រុមហ៊ុន និងបុគ្គល ព័ត៌មានអំពីសំណង គ្លីនិក និងយានដ្ឋានដៃគូរបស់យើង ព័ត៌មានថ្មីៗ និងឱកាសការងារ ជាភាសាខ្មែរ និងភាសាអង់គ្លេស។",
            ),
          ],
        },
        {
          heading: "អត្ថប្រយោជន៍",
          blocks: [
            paragraph("តាមរយៈកម្មវិធីនេះ អ្នកអាច៖"),
            {
              type: "checklist",
              items: [
                "ពិនិត្យមើលព័ត៌មានអំពីផលិតផល រួមទាំងតម្លៃមួយចំនួន",
                "ទទួលបានព័ត៌មានអំពីសំណង រួមទាំងយានដ្ឋាន និងគ្លីនិកដៃគូរបស់យើង",
                "សាកសួរក្រុមការងាររបស់យើង អំពីអ្វីដែលអ្នកចង់ដឹង។",
              ],
            },
          ],
        },
      ],
    },
  },
};
