// Demo content of the "about" pages: CSR, FAQ, newsletters and their authors,
// photo gallery, team, videos, client logos, and vision/mission/values.
// Every image and file referenced here lives under public/demo/about/.
import type { Lang, LangContent, SharedContent } from "../types.ts";

export type AboutContent = Pick<
  LangContent,
  | "csrs"
  | "csr_details"
  | "faqs"
  | "faq_details"
  | "newsletters"
  | "newsletter_details"
  | "teams"
  | "members"
  | "videos"
  | "video_details"
  | "clients"
  | "visions"
>;

/** A text in both languages. */
type Tr = Record<Lang, string>;
type TrList = Record<Lang, string[]>;
type TrBlock = { type: "text"; data: Tr } | { type: "list"; data: TrList };

const IMG = "/demo/about";

// ---------------------------------------------------------------- CSR

const csrPage = {
  title: { en: "Corporate Social Responsibility", km: "ការទទួលខុសត្រូវសង្គមរបស់ក្រុមហ៊ុន" },
  description: {
    en: "At Tonle Insurance, protecting people goes beyond our policies. Every year our staff volunteer their time to support schools, health, road safety and communities affected by floods across Cambodia.",
    km: "នៅ ទន្លេ ធានារ៉ាប់រង ការការពារមនុស្សមិនមែនមានត្រឹមតែនៅក្នុងបណ្ណសន្យារ៉ាប់រងរបស់យើងប៉ុណ្ណោះទេ។ ជារៀងរាល់ឆ្នាំ បុគ្គលិករបស់យើងស្ម័គ្រចិត្តចំណាយពេលវេលាដើម្បីគាំទ្រសាលារៀន សុខភាព សុវត្ថិភាពចរាចរណ៍ និងសហគមន៍ដែលរងផលប៉ះពាល់ដោយទឹកជំនន់ នៅទូទាំងប្រទេសកម្ពុជា។",
  },
  image1: `${IMG}/hero-csr.svg`,
};

const csrPhotos: { file: string; width: number; height: number; title: Tr }[] = [
  {
    file: "csr-school-supplies",
    width: 1200,
    height: 800,
    title: {
      en: "School supplies for 600 pupils in Kampong Chhnang",
      km: "ការចែកសម្ភារៈសិក្សាជូនសិស្សានុសិស្ស ៦០០ នាក់ នៅខេត្តកំពង់ឆ្នាំង",
    },
  },
  {
    file: "csr-blood-drive",
    width: 800,
    height: 1200,
    title: { en: "Staff blood donation day at our head office", km: "ទិវាបរិច្ចាគឈាមរបស់បុគ្គលិក នៅទីស្នាក់ការកណ្តាល" },
  },
  {
    file: "csr-tree-planting",
    width: 1200,
    height: 900,
    title: { en: "Planting 2,000 trees in Kampong Speu", km: "ការដាំកូនឈើចំនួន ២ ០០០ ដើម នៅខេត្តកំពង់ស្ពឺ" },
  },
  {
    file: "csr-road-safety",
    width: 1000,
    height: 1000,
    title: {
      en: "Helmets and road safety lessons for school children",
      km: "ការចែកមួកសុវត្ថិភាព និងមេរៀនសុវត្ថិភាពចរាចរណ៍ជូនសិស្សានុសិស្ស",
    },
  },
  {
    file: "csr-flood-relief",
    width: 1200,
    height: 800,
    title: { en: "Flood relief for families in Pursat province", km: "ជំនួយសង្គ្រោះគ្រួសាររងគ្រោះដោយទឹកជំនន់ នៅខេត្តពោធិ៍សាត់" },
  },
  {
    file: "csr-clean-water",
    width: 800,
    height: 1200,
    title: { en: "A clean water tower for a village in Takeo", km: "ប៉មទឹកស្អាតសម្រាប់ភូមិមួយ នៅខេត្តតាកែវ" },
  },
  {
    file: "csr-beach-cleanup",
    width: 1200,
    height: 900,
    title: { en: "Beach clean-up day in Kep", km: "ទិវាសម្អាតឆ្នេរ នៅខេត្តកែប" },
  },
  {
    file: "csr-health-check",
    width: 1000,
    height: 1000,
    title: { en: "Free health checks for elderly villagers", km: "ការពិនិត្យសុខភាពដោយឥតគិតថ្លៃជូនចាស់ជរានៅតាមភូមិ" },
  },
  {
    file: "csr-village-library",
    width: 1200,
    height: 800,
    title: {
      en: "A new reading room for a primary school in Svay Rieng",
      km: "បន្ទប់អានសៀវភៅថ្មីសម្រាប់សាលាបឋមសិក្សាមួយ នៅខេត្តស្វាយរៀង",
    },
  },
  {
    file: "csr-rice-donation",
    width: 1200,
    height: 900,
    title: {
      en: "Rice donation to families in need during Pchum Ben",
      km: "ការចែកអង្ករជូនគ្រួសារងាយរងគ្រោះ ក្នុងឱកាសបុណ្យភ្ជុំបិណ្ឌ",
    },
  },
];

// ---------------------------------------------------------------- FAQ

const faqPage = {
  title1: { en: "Frequently Asked Questions", km: "សំណួរដែលសួរញឹកញាប់" },
  subtitle: {
    en: "Quick answers about policies, payments and claims. Can't find what you need? Contact our customer care team.",
    km: "ចម្លើយរហ័សអំពីបណ្ណសន្យារ៉ាប់រង ការបង់ប្រាក់ និងការទាមទារសំណង។ រកមិនឃើញអ្វីដែលអ្នកត្រូវការមែនទេ? សូមទាក់ទងក្រុមសេវាអតិថិជនរបស់យើង។",
  },
  image1: `${IMG}/hero-faq.svg`,
};

const faqs: { question: Tr; answer: Tr }[] = [
  {
    question: { en: "How do I make a claim?", km: "តើខ្ញុំត្រូវដាក់ពាក្យទាមទារសំណងដោយរបៀបណា?" },
    answer: {
      en: "Call our 24/7 claims hotline or e-mail claims@tonle-insurance.example as soon as possible after the incident. Our claims officer will explain which documents are needed, and you can also submit and track your claim through our online claim portal.",
      km: "សូមទូរស័ព្ទមកលេខទាមទារសំណង ២៤/៧ របស់យើង ឬផ្ញើអ៊ីមែលមក claims@tonle-insurance.example ឱ្យបានឆាប់តាមដែលអាចធ្វើទៅបាន បន្ទាប់ពីកើតហេតុ។ មន្ត្រីទាមទារសំណងរបស់យើងនឹងពន្យល់អំពីឯកសារដែលត្រូវការ ហើយអ្នកក៏អាចដាក់ និងតាមដានការទាមទារសំណងរបស់អ្នក តាមរយៈប្រព័ន្ធទាមទារសំណងអនឡាញរបស់យើងផងដែរ។",
    },
  },
  {
    question: { en: "How long does it take to settle a claim?", km: "តើការទូទាត់សំណងត្រូវចំណាយពេលប៉ុន្មាន?" },
    answer: {
      en: "Once we have received all the required documents, most motor and medical claims are settled within 10 working days. Larger property claims may need an on-site survey and can take longer; your claims officer will keep you informed at every step.",
      km: "នៅពេលយើងទទួលបានឯកសារចាំបាច់គ្រប់គ្រាន់ ការទាមទារសំណងយានយន្ត និងវេជ្ជសាស្ត្រភាគច្រើនត្រូវបានទូទាត់ក្នុងរយៈពេល ១០ ថ្ងៃធ្វើការ។ ការទាមទារសំណងទ្រព្យសម្បត្តិធំៗ អាចត្រូវការការវាយតម្លៃខូចខាតនៅនឹងកន្លែង ហើយអាចចំណាយពេលយូរជាងនេះ។ មន្ត្រីទាមទារសំណងរបស់អ្នកនឹងជូនដំណឹងដល់អ្នកគ្រប់ដំណាក់កាល។",
    },
  },
  {
    question: { en: "Which payment methods do you accept?", km: "តើក្រុមហ៊ុនទទួលយកវិធីបង់ប្រាក់អ្វីខ្លះ?" },
    answer: {
      en: "You can pay your premium by bank transfer, KHQR or mobile banking, in cash at any of our branches, or through our partner banks. Premiums can be paid in US dollars or Khmer riel.",
      km: "អ្នកអាចបង់បុព្វលាភរ៉ាប់រងតាមរយៈការផ្ទេរប្រាក់តាមធនាគារ KHQR ឬកម្មវិធីធនាគារចល័ត បង់ជាសាច់ប្រាក់នៅសាខាណាមួយរបស់យើង ឬតាមរយៈធនាគារដៃគូរបស់យើង។ បុព្វលាភអាចបង់ជាប្រាក់ដុល្លារអាមេរិក ឬប្រាក់រៀល។",
    },
  },
  {
    question: { en: "What is a deductible?", km: "តើអ្វីទៅជាចំនួនទឹកប្រាក់កាត់កង (Deductible)?" },
    answer: {
      en: "A deductible (or excess) is the part of each claim that you pay yourself. For example, if your motor policy has a USD 100 deductible and the repair costs USD 800, we pay USD 700. Choosing a higher deductible usually lowers your premium.",
      km: "ចំនួនទឹកប្រាក់កាត់កង គឺជាផ្នែកនៃការទាមទារសំណងនីមួយៗ ដែលអ្នកត្រូវចេញដោយខ្លួនឯង។ ឧទាហរណ៍ ប្រសិនបើបណ្ណសន្យារ៉ាប់រងយានយន្តរបស់អ្នកមានចំនួនទឹកប្រាក់កាត់កង ១០០ ដុល្លារ ហើយថ្លៃជួសជុលមានចំនួន ៨០០ ដុល្លារ យើងនឹងទូទាត់ ៧០០ ដុល្លារ។ ការជ្រើសរើសចំនួនទឹកប្រាក់កាត់កងខ្ពស់ ជាធម្មតាធ្វើឱ្យបុព្វលាភរបស់អ្នកទាបជាងមុន។",
    },
  },
  {
    question: { en: "How do I renew my policy?", km: "តើខ្ញុំត្រូវបន្តបណ្ណសន្យារ៉ាប់រងរបស់ខ្ញុំដោយរបៀបណា?" },
    answer: {
      en: "We send you a renewal notice about 30 days before your policy expires. Simply confirm any changes and pay the renewal premium before the expiry date so that your cover continues without a gap.",
      km: "យើងនឹងផ្ញើលិខិតជូនដំណឹងអំពីការបន្តប្រហែល ៣០ ថ្ងៃ មុនពេលបណ្ណសន្យារ៉ាប់រងរបស់អ្នកផុតកំណត់។ អ្នកគ្រាន់តែបញ្ជាក់ពីការផ្លាស់ប្តូរណាមួយ ហើយបង់បុព្វលាភបន្តមុនថ្ងៃផុតកំណត់ ដើម្បីឱ្យការធានារ៉ាប់រងរបស់អ្នកបន្តដោយគ្មានការដាច់។",
    },
  },
  {
    question: { en: "What is a panel clinic and why should I use one?", km: "តើគ្លីនិកដៃគូជាអ្វី ហើយហេតុអ្វីខ្ញុំគួរប្រើប្រាស់?" },
    answer: {
      en: "Panel clinics and hospitals are medical providers that work directly with us. At a panel clinic you simply show your member card and we settle the eligible bill directly, so you do not need to pay first and claim the money back later.",
      km: "គ្លីនិក និងមន្ទីរពេទ្យដៃគូ គឺជាអ្នកផ្តល់សេវាវេជ្ជសាស្ត្រដែលសហការផ្ទាល់ជាមួយយើង។ នៅគ្លីនិកដៃគូ អ្នកគ្រាន់តែបង្ហាញកាតសមាជិករបស់អ្នក ហើយយើងនឹងទូទាត់វិក្កយបត្រដែលស្ថិតក្នុងការធានាដោយផ្ទាល់ ដូច្នេះអ្នកមិនចាំបាច់បង់ប្រាក់មុន ហើយទាមទារប្រាក់វិញនៅពេលក្រោយឡើយ។",
    },
  },
  {
    question: {
      en: "Does my travel insurance cover me abroad?",
      km: "តើធានារ៉ាប់រងការធ្វើដំណើររបស់ខ្ញុំ ធានាខ្ញុំនៅពេលនៅបរទេសដែរឬទេ?",
    },
    answer: {
      en: "Yes. Our travel insurance covers emergency medical treatment, evacuation, trip cancellation and lost baggage during your trip outside Cambodia. Keep our 24-hour emergency assistance number with you and call it before going to hospital whenever possible.",
      km: "បាទ/ចាស។ ធានារ៉ាប់រងការធ្វើដំណើររបស់យើង ធានាលើការព្យាបាលវេជ្ជសាស្ត្របន្ទាន់ ការដឹកជញ្ជូនសង្គ្រោះ ការលុបចោលការធ្វើដំណើរ និងការបាត់បង់ឥវ៉ាន់ ក្នុងអំឡុងពេលធ្វើដំណើររបស់អ្នកនៅក្រៅប្រទេសកម្ពុជា។ សូមរក្សាទុកលេខទូរស័ព្ទជំនួយសង្គ្រោះបន្ទាន់ ២៤ ម៉ោងរបស់យើងជាប់នឹងខ្លួន ហើយទូរស័ព្ទមកយើងមុនពេលទៅមន្ទីរពេទ្យ នៅពេលដែលអាចធ្វើបាន។",
    },
  },
  {
    question: { en: "Can I cancel my policy?", km: "តើខ្ញុំអាចលុបចោលបណ្ណសន្យារ៉ាប់រងរបស់ខ្ញុំបានដែរឬទេ?" },
    answer: {
      en: "Yes, you can cancel at any time by sending us a written request. If no claim has been made, we refund the unused part of the premium according to the short-period scale in your policy wording.",
      km: "បាទ/ចាស អ្នកអាចលុបចោលបានគ្រប់ពេល ដោយផ្ញើសំណើជាលាយលក្ខណ៍អក្សរមកយើង។ ប្រសិនបើមិនទាន់មានការទាមទារសំណងណាមួយទេ យើងនឹងបង្វិលសងបុព្វលាភសម្រាប់រយៈពេលដែលមិនទាន់ប្រើប្រាស់ ស្របតាមតារាងរយៈពេលខ្លីដែលមានចែងក្នុងលក្ខខណ្ឌនៃបណ្ណសន្យារ៉ាប់រងរបស់អ្នក។",
    },
  },
  {
    question: { en: "What should I do after a road accident?", km: "តើខ្ញុំគួរធ្វើអ្វីខ្លះ បន្ទាប់ពីមានគ្រោះថ្នាក់ចរាចរណ៍?" },
    answer: {
      en: "Make sure everyone is safe, call the police if anyone is injured, and take photos of the vehicles and the scene. Do not admit liability or agree to a private settlement; call our claims hotline and take your vehicle to one of our panel garages.",
      km: "សូមប្រាកដថាគ្រប់គ្នាមានសុវត្ថិភាព ហៅប៉ូលិសប្រសិនបើមានអ្នករងរបួស ហើយថតរូបយានយន្ត និងកន្លែងកើតហេតុ។ កុំទទួលស្គាល់កំហុស ឬយល់ព្រមដោះស្រាយដោយឯកជន។ សូមទូរស័ព្ទមកលេខទាមទារសំណងរបស់យើង ហើយនាំយានយន្តរបស់អ្នកទៅកាន់យានដ្ឋានដៃគូណាមួយរបស់យើង។",
    },
  },
  {
    question: { en: "Can I change my policy during the year?", km: "តើខ្ញុំអាចកែប្រែបណ្ណសន្យារ៉ាប់រងរបស់ខ្ញុំក្នុងកំឡុងឆ្នាំបានដែរឬទេ?" },
    answer: {
      en: "Yes. If you change your vehicle, move house or add new equipment, tell us as soon as possible. We will issue an endorsement to update your cover, and any premium adjustment will be calculated for the remaining period.",
      km: "បាទ/ចាស។ ប្រសិនបើអ្នកប្តូរយានយន្ត ផ្លាស់ប្តូរលំនៅដ្ឋាន ឬបន្ថែមឧបករណ៍ថ្មី សូមជូនដំណឹងមកយើងឱ្យបានឆាប់។ យើងនឹងចេញឧបសម្ព័ន្ធកែប្រែ ដើម្បីធ្វើបច្ចុប្បន្នភាពការធានារ៉ាប់រងរបស់អ្នក ហើយការកែតម្រូវបុព្វលាភណាមួយ នឹងត្រូវគណនាសម្រាប់រយៈពេលដែលនៅសល់។",
    },
  },
];

// ---------------------------------------------------------------- Newsletters

const newsletterPage = {
  title: { en: "Newsletters", km: "ព្រឹត្តិបត្រព័ត៌មាន" },
  description: {
    en: "News, events and practical tips from Tonle Insurance to help you protect what matters most.",
    km: "ព័ត៌មាន ព្រឹត្តិការណ៍ និងគន្លឹះជាក់ស្តែងពី ទន្លេ ធានារ៉ាប់រង ដើម្បីជួយអ្នកការពារអ្វីដែលសំខាន់បំផុតសម្រាប់អ្នក។",
  },
  image1: `${IMG}/hero-newsletters.svg`,
};

const CATEGORY = {
  news: { en: "News", km: "ព័ត៌មាន" },
  events: { en: "Events", km: "ព្រឹត្តិការណ៍" },
  tips: { en: "Tips", km: "គន្លឹះ" },
  announcements: { en: "Announcements", km: "សេចក្តីប្រកាស" },
} satisfies Record<string, Tr>;

const articles: {
  slug: string;
  title: Tr;
  category: Tr;
  excerpt: Tr;
  description: TrBlock[];
  image1: string;
  created_at: string;
  attachfile: { title: Tr; url: string } | null;
  author_handle: string | null;
}[] = [
  {
    slug: "/newsletters/siem-reap-branch-opening",
    category: CATEGORY.news,
    title: { en: "Tonle Insurance opens a new branch in Siem Reap", km: "ទន្លេ ធានារ៉ាប់រង បើកសាខាថ្មីនៅខេត្តសៀមរាប" },
    excerpt: {
      en: "Our new Siem Reap branch brings motor, health and property insurance closer to customers in the north-west of Cambodia. The office on Sivatha Boulevard is open six days a week.",
      km: "សាខាថ្មីរបស់យើងនៅខេត្តសៀមរាប នាំយកសេវាធានារ៉ាប់រងយានយន្ត សុខភាព និងទ្រព្យសម្បត្តិ កាន់តែជិតអតិថិជននៅភាគពាយ័ព្យនៃប្រទេសកម្ពុជា។ ការិយាល័យនៅលើមហាវិថីសិវុធា បើកបម្រើសេវាប្រាំមួយថ្ងៃក្នុងមួយសប្តាហ៍។",
    },
    description: [
      {
        type: "text",
        data: {
          en: "On 18 June 2025 we welcomed the first customers at our new branch on Sivatha Boulevard, Siem Reap. Local business partners, customers and colleagues from Phnom Penh joined the ribbon-cutting ceremony.",
          km: "នៅថ្ងៃទី ១៨ ខែមិថុនា ឆ្នាំ ២០២៥ យើងបានស្វាគមន៍អតិថិជនដំបូងនៅសាខាថ្មីរបស់យើង ដែលស្ថិតនៅលើមហាវិថីសិវុធា ខេត្តសៀមរាប។ ដៃគូអាជីវកម្មក្នុងតំបន់ អតិថិជន និងសហការីមកពីរាជធានីភ្នំពេញ បានចូលរួមក្នុងពិធីកាត់ខ្សែបូសម្ពោធ។",
        },
      },
      {
        type: "text",
        data: {
          en: "The branch offers our full range of products and a dedicated claims desk, so that hotels, tour operators, farmers and families in the region can get advice and support in person.",
          km: "សាខានេះផ្តល់ផលិតផលគ្រប់ប្រភេទរបស់យើង និងមានបញ្ជរទាមទារសំណងដាច់ដោយឡែក ដើម្បីឱ្យសណ្ឋាគារ ក្រុមហ៊ុនទេសចរណ៍ កសិករ និងគ្រួសារនានាក្នុងតំបន់ អាចទទួលបានការប្រឹក្សា និងជំនួយដោយផ្ទាល់។",
        },
      },
      {
        type: "list",
        data: {
          en: [
            "Opening hours: Monday to Friday 8:00–17:00, Saturday 8:00–12:00",
            "New policies, renewals and premium payments",
            "Claims notification and document collection",
            "Free parking for customers",
          ],
          km: [
            "ម៉ោងធ្វើការ៖ ថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង ៨:០០–១៧:០០ និងថ្ងៃសៅរ៍ ម៉ោង ៨:០០–១២:០០",
            "ការទិញបណ្ណសន្យារ៉ាប់រងថ្មី ការបន្ត និងការបង់បុព្វលាភ",
            "ការជូនដំណឹងអំពីការទាមទារសំណង និងការប្រមូលឯកសារ",
            "ចំណតរថយន្តឥតគិតថ្លៃសម្រាប់អតិថិជន",
          ],
        },
      },
      {
        type: "text",
        data: {
          en: "Thank you to everyone who joined the celebration. We look forward to serving the people of Siem Reap.",
          km: "សូមអរគុណដល់អ្នកទាំងអស់គ្នាដែលបានចូលរួមក្នុងពិធីអបអរនេះ។ យើងទន្ទឹងរង់ចាំបម្រើប្រជាជននៅខេត្តសៀមរាប។",
        },
      },
    ],
    image1: `${IMG}/nl-siem-reap-branch.jpg`,
    created_at: "2025-06-18T09:30:00+07:00",
    attachfile: null,
    author_handle: "communications",
  },
  {
    slug: "/newsletters/rainy-season-home-tips",
    category: CATEGORY.tips,
    title: { en: "Five ways to protect your home in the rainy season", km: "វិធីប្រាំយ៉ាងដើម្បីការពារផ្ទះរបស់អ្នកក្នុងរដូវវស្សា" },
    excerpt: {
      en: "Storms and floods cause many home insurance claims every year. A few simple checks before the heavy rains can prevent costly damage.",
      km: "ព្យុះ និងទឹកជំនន់ បង្កឱ្យមានការទាមទារសំណងធានារ៉ាប់រងលំនៅដ្ឋានជាច្រើនជារៀងរាល់ឆ្នាំ។ ការត្រួតពិនិត្យសាមញ្ញៗមួយចំនួនមុនពេលភ្លៀងធ្លាក់ខ្លាំង អាចការពារការខូចខាតដែលត្រូវចំណាយច្រើន។",
    },
    description: [
      {
        type: "text",
        data: {
          en: "From June to October, strong winds and heavy rain can damage roofs, walls and electrical systems. Most of this damage can be reduced with a little preparation.",
          km: "ចាប់ពីខែមិថុនា ដល់ខែតុលា ខ្យល់បក់ខ្លាំង និងភ្លៀងធ្លាក់ខ្លាំង អាចធ្វើឱ្យខូចខាតដំបូល ជញ្ជាំង និងប្រព័ន្ធអគ្គិសនី។ ការខូចខាតភាគច្រើនទាំងនេះអាចកាត់បន្ថយបាន ដោយការរៀបចំទុកជាមុនបន្តិចបន្តួច។",
        },
      },
      {
        type: "list",
        data: {
          en: [
            "Clear gutters and drains so that water flows away from the house.",
            "Repair cracked roof tiles and loose zinc sheets before the storms.",
            "Keep documents, electronics and motorbikes above flood level.",
            "Cut weak tree branches near the roof and power lines.",
            "Take photos of your home and keep the receipts of valuable items.",
          ],
          km: [
            "សម្អាតលូ និងរាងទឹក ដើម្បីឱ្យទឹកហូរចេញឆ្ងាយពីផ្ទះ។",
            "ជួសជុលក្បឿងដែលប្រេះ និងស័ង្កសីដែលរលុង មុនពេលមានព្យុះ។",
            "ទុកឯកសារ ឧបករណ៍អេឡិចត្រូនិក និងម៉ូតូ ឱ្យខ្ពស់ជាងកម្រិតទឹកជំនន់។",
            "កាត់មែកឈើខ្សោយៗ ដែលនៅជិតដំបូល និងខ្សែភ្លើង។",
            "ថតរូបផ្ទះរបស់អ្នក ហើយរក្សាទុកវិក្កយបត្រនៃទ្រព្យសម្បត្តិដែលមានតម្លៃ។",
          ],
        },
      },
      {
        type: "text",
        data: {
          en: "If your home is damaged, make it safe first, then call our claims hotline. Our home insurance covers storm, flood and fire damage, and our team can visit quickly to assess the loss.",
          km: "ប្រសិនបើផ្ទះរបស់អ្នករងការខូចខាត សូមធ្វើឱ្យមានសុវត្ថិភាពជាមុនសិន បន្ទាប់មកទូរស័ព្ទមកលេខទាមទារសំណងរបស់យើង។ ធានារ៉ាប់រងលំនៅដ្ឋានរបស់យើង ធានាលើការខូចខាតដោយព្យុះ ទឹកជំនន់ និងអគ្គិភ័យ ហើយក្រុមការងាររបស់យើងអាចចុះវាយតម្លៃការខូចខាតបានយ៉ាងឆាប់រហ័ស។",
        },
      },
      {
        type: "text",
        data: {
          en: "Download our checklist below and share it with your family.",
          km: "សូមទាញយកបញ្ជីត្រួតពិនិត្យរបស់យើងខាងក្រោម ហើយចែករំលែកវាជាមួយក្រុមគ្រួសាររបស់អ្នក។",
        },
      },
    ],
    image1: `${IMG}/nl-rainy-season-home.jpg`,
    created_at: "2025-08-05T10:00:00+07:00",
    attachfile: {
      title: {
        en: "Rainy season home protection checklist (PDF)",
        km: "បញ្ជីត្រួតពិនិត្យការការពារផ្ទះក្នុងរដូវវស្សា (PDF ជាភាសាអង់គ្លេស)",
      },
      url: `${IMG}/files/rainy-season-home-checklist.pdf`,
    },
    author_handle: "claims-desk",
  },
  {
    slug: "/newsletters/customer-day-2025",
    category: CATEGORY.events,
    title: {
      en: "Customer Day 2025 welcomes 1,500 visitors in Phnom Penh",
      km: "ទិវាអតិថិជន ២០២៥ ស្វាគមន៍ភ្ញៀវ ១ ៥០០ នាក់ នៅរាជធានីភ្នំពេញ",
    },
    excerpt: {
      en: "More than 1,500 customers and their families joined our annual Customer Day in Phnom Penh. Visitors enjoyed free health checks, road safety games and a prize draw.",
      km: "អតិថិជន និងក្រុមគ្រួសាររបស់ពួកគេជាង ១ ៥០០ នាក់ បានចូលរួមក្នុងទិវាអតិថិជនប្រចាំឆ្នាំរបស់យើង នៅរាជធានីភ្នំពេញ។ ភ្ញៀវទាំងអស់បានទទួលការពិនិត្យសុខភាពដោយឥតគិតថ្លៃ ចូលរួមល្បែងកម្សាន្តអំពីសុវត្ថិភាពចរាចរណ៍ និងការចាប់ឆ្នោតយករង្វាន់។",
    },
    description: [
      {
        type: "text",
        data: {
          en: "Our fifth Customer Day took place on Saturday 6 December 2025 on Koh Pich. It was our way of saying thank you to the customers and partners who trust us every day.",
          km: "ទិវាអតិថិជនលើកទីប្រាំរបស់យើង បានប្រព្រឹត្តទៅនៅថ្ងៃសៅរ៍ ទី ៦ ខែធ្នូ ឆ្នាំ ២០២៥ នៅកោះពេជ្រ។ នេះជាមធ្យោបាយរបស់យើងក្នុងការថ្លែងអំណរគុណដល់អតិថិជន និងដៃគូ ដែលទុកចិត្តលើយើងជារៀងរាល់ថ្ងៃ។",
        },
      },
      {
        type: "list",
        data: {
          en: [
            "Free health checks by doctors from our panel clinics",
            "Road safety games and free helmets for children",
            "Advice corners for motor, home and travel insurance",
            "A prize draw with 50 gifts, including a motorbike and a year of free home insurance",
          ],
          km: [
            "ការពិនិត្យសុខភាពដោយឥតគិតថ្លៃ ដោយវេជ្ជបណ្ឌិតមកពីគ្លីនិកដៃគូរបស់យើង",
            "ល្បែងកម្សាន្តអំពីសុវត្ថិភាពចរាចរណ៍ និងការចែកមួកសុវត្ថិភាពដោយឥតគិតថ្លៃជូនកុមារ",
            "តូបផ្តល់ប្រឹក្សាអំពីធានារ៉ាប់រងយានយន្ត លំនៅដ្ឋាន និងការធ្វើដំណើរ",
            "ការចាប់ឆ្នោតជាមួយរង្វាន់ចំនួន ៥០ រួមមានម៉ូតូមួយគ្រឿង និងធានារ៉ាប់រងលំនៅដ្ឋានឥតគិតថ្លៃរយៈពេលមួយឆ្នាំ",
          ],
        },
      },
      {
        type: "text",
        data: {
          en: "Thank you to all our visitors, partners and volunteers. See you at Customer Day 2026!",
          km: "សូមអរគុណដល់ភ្ញៀវ ដៃគូ និងអ្នកស្ម័គ្រចិត្តទាំងអស់។ ជួបគ្នានៅទិវាអតិថិជន ២០២៦!",
        },
      },
    ],
    image1: `${IMG}/nl-customer-day.jpg`,
    created_at: "2025-12-08T14:00:00+07:00",
    attachfile: null,
    author_handle: "kim-sreyneang",
  },
  {
    slug: "/newsletters/online-claim-portal-launch",
    category: CATEGORY.announcements,
    title: { en: "Our new online claim portal is now live", km: "ប្រព័ន្ធទាមទារសំណងអនឡាញថ្មីរបស់យើង បានដាក់ឱ្យដំណើរការហើយ" },
    excerpt: {
      en: "You can now submit and follow motor, medical, property and travel claims online, day or night. Upload photos and documents directly from your phone.",
      km: "ឥឡូវនេះ អ្នកអាចដាក់ និងតាមដានការទាមទារសំណងយានយន្ត វេជ្ជសាស្ត្រ ទ្រព្យសម្បត្តិ និងការធ្វើដំណើរ តាមអនឡាញបានទាំងថ្ងៃទាំងយប់។ អ្នកអាចបញ្ជូនរូបថត និងឯកសារដោយផ្ទាល់ពីទូរស័ព្ទរបស់អ្នក។",
    },
    description: [
      {
        type: "text",
        data: {
          en: "From 10 February 2026, customers can report a claim online in a few minutes instead of visiting a branch. The portal works on any smartphone or computer, in Khmer and English.",
          km: "ចាប់ពីថ្ងៃទី ១០ ខែកុម្ភៈ ឆ្នាំ ២០២៦ តទៅ អតិថិជនអាចរាយការណ៍ពីការទាមទារសំណងតាមអនឡាញក្នុងរយៈពេលតែប៉ុន្មាននាទី ដោយមិនចាំបាច់អញ្ជើញមកសាខា។ ប្រព័ន្ធនេះដំណើរការលើទូរស័ព្ទឆ្លាតវៃ ឬកុំព្យូទ័រណាមួយ ជាភាសាខ្មែរ និងភាសាអង់គ្លេស។",
        },
      },
      {
        type: "list",
        data: {
          en: [
            "Report a claim 24 hours a day, 7 days a week",
            "Upload photos, invoices and medical reports",
            "Follow the status of your claim at every step",
            "Receive SMS and e-mail updates, and your payment confirmation",
          ],
          km: [
            "រាយការណ៍ពីការទាមទារសំណងបាន ២៤ ម៉ោងក្នុងមួយថ្ងៃ ៧ ថ្ងៃក្នុងមួយសប្តាហ៍",
            "បញ្ជូនរូបថត វិក្កយបត្រ និងរបាយការណ៍វេជ្ជសាស្ត្រ",
            "តាមដានស្ថានភាពនៃការទាមទារសំណងរបស់អ្នកគ្រប់ដំណាក់កាល",
            "ទទួលបានព័ត៌មានថ្មីៗតាម SMS និងអ៊ីមែល ព្រមទាំងការបញ្ជាក់ការទូទាត់ប្រាក់",
          ],
        },
      },
      {
        type: "text",
        data: {
          en: "Our claims hotline and branches remain available for customers who prefer to speak to us. Download the quick guide below to get started.",
          km: "លេខទូរស័ព្ទទាមទារសំណង និងសាខារបស់យើង នៅតែបម្រើជូនអតិថិជនដែលចង់និយាយជាមួយយើងដោយផ្ទាល់។ សូមទាញយកសេចក្តីណែនាំសង្ខេបខាងក្រោម ដើម្បីចាប់ផ្តើម។",
        },
      },
    ],
    image1: `${IMG}/nl-online-claim-portal.jpg`,
    created_at: "2026-02-10T09:00:00+07:00",
    attachfile: {
      title: {
        en: "Online claim portal quick guide (PDF)",
        km: "សេចក្តីណែនាំសង្ខេបអំពីប្រព័ន្ធទាមទារសំណងអនឡាញ (PDF ជាភាសាអង់គ្លេស)",
      },
      url: `${IMG}/files/online-claim-quick-guide.pdf`,
    },
    author_handle: "claims-desk",
  },
  {
    slug: "/newsletters/travel-insurance-checklist",
    category: CATEGORY.tips,
    title: {
      en: "Travelling abroad? Check your travel insurance first",
      km: "ធ្វើដំណើរទៅក្រៅប្រទេសមែនទេ? សូមពិនិត្យធានារ៉ាប់រងការធ្វើដំណើររបស់អ្នកជាមុនសិន",
    },
    excerpt: {
      en: "Medical treatment abroad can be very expensive, and one night in hospital may cost thousands of dollars. Here is what to check before you leave Cambodia.",
      km: "ការព្យាបាលវេជ្ជសាស្ត្រនៅបរទេសអាចមានតម្លៃថ្លៃខ្លាំង ហើយការសម្រាកនៅមន្ទីរពេទ្យតែមួយយប់ អាចចំណាយរាប់ពាន់ដុល្លារ។ ខាងក្រោមនេះជាអ្វីដែលអ្នកគួរពិនិត្យ មុនពេលចាកចេញពីប្រទេសកម្ពុជា។",
    },
    description: [
      {
        type: "text",
        data: {
          en: "Whether you are visiting family in Thailand, studying in Australia or travelling on business, the right travel insurance protects you from unexpected costs.",
          km: "មិនថាអ្នកទៅលេងក្រុមគ្រួសារនៅប្រទេសថៃ ទៅសិក្សានៅប្រទេសអូស្ត្រាលី ឬធ្វើដំណើរអាជីវកម្មនោះទេ ធានារ៉ាប់រងការធ្វើដំណើរដែលត្រឹមត្រូវ នឹងការពារអ្នកពីការចំណាយដែលមិនបានរំពឹងទុក។",
        },
      },
      {
        type: "list",
        data: {
          en: [
            "Emergency medical and hospital cover of at least USD 50,000",
            "Medical evacuation and repatriation",
            "Trip cancellation and delay",
            "Lost or delayed baggage and passport",
            "Personal liability abroad",
          ],
          km: [
            "ការធានាលើការព្យាបាលបន្ទាន់ និងការសម្រាកព្យាបាលនៅមន្ទីរពេទ្យ យ៉ាងហោចណាស់ ៥០ ០០០ ដុល្លារអាមេរិក",
            "ការដឹកជញ្ជូនសង្គ្រោះបន្ទាន់ និងការបញ្ជូនត្រឡប់មកប្រទេសវិញ",
            "ការលុបចោល និងការពន្យារពេលធ្វើដំណើរ",
            "ការបាត់បង់ ឬការយឺតយ៉ាវនៃឥវ៉ាន់ និងលិខិតឆ្លងដែន",
            "ការទទួលខុសត្រូវផ្ទាល់ខ្លួនចំពោះតតិយជន នៅបរទេស",
          ],
        },
      },
      {
        type: "text",
        data: {
          en: "Many embassies ask for proof of travel insurance with your visa application. Our certificate of insurance is accepted for Schengen visas and is issued within one working day.",
          km: "ស្ថានទូតជាច្រើនតម្រូវឱ្យមានភស្តុតាងនៃធានារ៉ាប់រងការធ្វើដំណើរ នៅពេលដាក់ពាក្យសុំទិដ្ឋាការ។ វិញ្ញាបនបត្រធានារ៉ាប់រងរបស់យើងត្រូវបានទទួលស្គាល់សម្រាប់ទិដ្ឋាការសេងហ្សែន ហើយត្រូវបានចេញជូនក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។",
        },
      },
      {
        type: "text",
        data: {
          en: "Buy your cover before you leave, and save our 24-hour emergency assistance number in your phone.",
          km: "សូមទិញការធានារ៉ាប់រងមុនពេលចេញដំណើរ ហើយរក្សាទុកលេខទូរស័ព្ទជំនួយបន្ទាន់ ២៤ ម៉ោងរបស់យើងនៅក្នុងទូរស័ព្ទរបស់អ្នក។",
        },
      },
    ],
    image1: `${IMG}/nl-travel-insurance.jpg`,
    created_at: "2026-06-24T11:00:00+07:00",
    attachfile: null,
    author_handle: null,
  },
  {
    slug: "/newsletters/water-festival-road-safety",
    category: CATEGORY.news,
    title: { en: "Road safety reminders for the Water Festival", km: "ការរំលឹកអំពីសុវត្ថិភាពចរាចរណ៍ ក្នុងឱកាសបុណ្យអុំទូក" },
    excerpt: {
      en: "Millions of people travel between Phnom Penh and the provinces during the Water Festival holiday. This year we are giving away 3,000 free helmets at our branches to help everyone get home safely.",
      km: "ប្រជាជនរាប់លាននាក់ធ្វើដំណើររវាងរាជធានីភ្នំពេញ និងបណ្តាខេត្ត ក្នុងអំឡុងថ្ងៃឈប់សម្រាកបុណ្យអុំទូក។ ឆ្នាំនេះ យើងចែកមួកសុវត្ថិភាពចំនួន ៣ ០០០ ដោយឥតគិតថ្លៃនៅតាមសាខារបស់យើង ដើម្បីជួយឱ្យគ្រប់គ្នាធ្វើដំណើរទៅដល់ផ្ទះប្រកបដោយសុវត្ថិភាព។",
    },
    description: [
      {
        type: "text",
        data: {
          en: "The Water Festival is one of the busiest travel periods of the year, and the number of road accidents rises sharply. Together with our panel garages, we are running a road safety campaign throughout November.",
          km: "បុណ្យអុំទូក គឺជារយៈពេលមួយដែលមានការធ្វើដំណើរច្រើនបំផុតក្នុងឆ្នាំ ហើយចំនួនគ្រោះថ្នាក់ចរាចរណ៍កើនឡើងយ៉ាងខ្លាំង។ យើងសហការជាមួយយានដ្ឋានដៃគូរបស់យើង រៀបចំយុទ្ធនាការសុវត្ថិភាពចរាចរណ៍ពេញមួយខែវិច្ឆិកា។",
        },
      },
      {
        type: "list",
        data: {
          en: [
            "Always wear a helmet, both rider and passenger",
            "Never drink and drive",
            "Check tyres, brakes and lights before a long journey",
            "Take a break every two hours on long trips",
            "Keep your insurance certificate and our claims hotline number with you",
          ],
          km: [
            "ពាក់មួកសុវត្ថិភាពជានិច្ច ទាំងអ្នកបើកបរ និងអ្នកជិះពីក្រោយ",
            "កុំបើកបរក្នុងពេលស្រវឹង",
            "ពិនិត្យកង់ ហ្វ្រាំង និងភ្លើង មុនពេលធ្វើដំណើរឆ្ងាយ",
            "សម្រាករៀងរាល់ពីរម៉ោងម្តង នៅពេលធ្វើដំណើរឆ្ងាយ",
            "យកវិញ្ញាបនបត្រធានារ៉ាប់រង និងលេខទូរស័ព្ទទាមទារសំណងរបស់យើងជាប់នឹងខ្លួន",
          ],
        },
      },
      {
        type: "text",
        data: {
          en: "Free helmets are available at all our branches from 16 to 22 November 2026, while stocks last. We wish everyone a happy and safe Water Festival!",
          km: "មួកសុវត្ថិភាពឥតគិតថ្លៃ មានចែកជូននៅគ្រប់សាខារបស់យើង ចាប់ពីថ្ងៃទី ១៦ ដល់ថ្ងៃទី ២២ ខែវិច្ឆិកា ឆ្នាំ ២០២៦ ក្នុងពេលដែលស្តុកនៅមាន។ សូមជូនពរឱ្យគ្រប់គ្នាមានបុណ្យអុំទូកប្រកបដោយសេចក្តីសុខ និងសុវត្ថិភាព!",
        },
      },
    ],
    image1: `${IMG}/nl-water-festival.jpg`,
    created_at: "2026-11-15T08:00:00+07:00",
    attachfile: null,
    author_handle: "communications",
  },
];

// ---------------------------------------------------------------- Team

const teamPage = {
  title: { en: "Our Team", km: "ក្រុមការងាររបស់យើង" },
  description: {
    en: "Meet the leadership team guiding Tonle Insurance. Together they bring decades of experience in insurance, finance and customer service in Cambodia and the region.",
    km: "សូមស្គាល់ក្រុមថ្នាក់ដឹកនាំរបស់ ទន្លេ ធានារ៉ាប់រង។ ពួកគេរួមគ្នានាំមកនូវបទពិសោធន៍ជាច្រើនទសវត្សរ៍ ក្នុងវិស័យធានារ៉ាប់រង ហិរញ្ញវត្ថុ និងសេវាកម្មអតិថិជន នៅកម្ពុជា និងក្នុងតំបន់។",
  },
  image1: `${IMG}/hero-team.svg`,
};

const people: { name: Tr; position: Tr; image: string; bio: Tr }[] = [
  {
    name: { en: "Chea Sophal", km: "ជា សុផល" },
    position: { en: "Chief Executive Officer", km: "នាយកប្រតិបត្តិ" },
    image: `${IMG}/member-01.svg`,
    bio: {
      en: "Sophal has more than 20 years of experience in banking and insurance in Cambodia. He joined Tonle Insurance in 2016 and leads the company's growth strategy and partnerships. He holds an MBA in finance.",
      km: "លោក សុផល មានបទពិសោធន៍ជាង ២០ ឆ្នាំ ក្នុងវិស័យធនាគារ និងធានារ៉ាប់រងនៅកម្ពុជា។ លោកបានចូលបម្រើការងារនៅ ទន្លេ ធានារ៉ាប់រង ក្នុងឆ្នាំ ២០១៦ ហើយដឹកនាំយុទ្ធសាស្ត្រអភិវឌ្ឍន៍ និងភាពជាដៃគូរបស់ក្រុមហ៊ុន។ លោកទទួលបានសញ្ញាបត្រអនុបណ្ឌិតគ្រប់គ្រងពាណិជ្ជកម្ម (MBA) ឯកទេសហិរញ្ញវត្ថុ។",
    },
  },
  {
    name: { en: "Keo Malis", km: "កែវ ម៉ាលីស" },
    position: { en: "Chief Financial Officer", km: "នាយកហិរញ្ញវត្ថុ" },
    image: `${IMG}/member-02.svg`,
    bio: {
      en: "Malis oversees finance, investments and reinsurance at Tonle Insurance. A chartered accountant (ACCA), she previously worked for ten years at an international audit firm in Phnom Penh.",
      km: "លោកស្រី ម៉ាលីស ទទួលបន្ទុកគ្រប់គ្រងហិរញ្ញវត្ថុ ការវិនិយោគ និងការធានារ៉ាប់រងឡើងវិញ នៅ ទន្លេ ធានារ៉ាប់រង។ លោកស្រីជាគណនេយ្យករជំនាញដែលមានវិញ្ញាបនបត្រ ACCA ហើយធ្លាប់បម្រើការងារនៅក្រុមហ៊ុនសវនកម្មអន្តរជាតិមួយ ក្នុងរាជធានីភ្នំពេញ អស់រយៈពេល ១០ ឆ្នាំ។",
    },
  },
  {
    name: { en: "Heng Dara", km: "ហេង ដារ៉ា" },
    position: { en: "Head of Claims", km: "ប្រធាននាយកដ្ឋានទាមទារសំណង" },
    image: `${IMG}/member-03.svg`,
    bio: {
      en: "Dara leads a team of 40 claims officers and surveyors across the country. His goal is simple: fair and fast settlement for every customer. He introduced our 24/7 claims hotline and online claim portal.",
      km: "លោក ដារ៉ា ដឹកនាំក្រុមមន្ត្រីទាមទារសំណង និងអ្នកវាយតម្លៃការខូចខាតចំនួន ៤០ នាក់ នៅទូទាំងប្រទេស។ គោលដៅរបស់លោកគឺសាមញ្ញ៖ ការទូទាត់សំណងប្រកបដោយយុត្តិធម៌ និងរហ័ស សម្រាប់អតិថិជនគ្រប់រូប។ លោកជាអ្នកផ្តួចផ្តើមលេខទូរស័ព្ទទាមទារសំណង ២៤/៧ និងប្រព័ន្ធទាមទារសំណងអនឡាញរបស់យើង។",
    },
  },
  {
    name: { en: "Andrew Tan", km: "អេនឌ្រូ តាន់" },
    position: { en: "Head of Underwriting", km: "ប្រធាននាយកដ្ឋានវាយតម្លៃ និងទទួលធានាហានិភ័យ" },
    image: `${IMG}/member-04.svg`,
    bio: {
      en: "Andrew is a Singaporean underwriter with 25 years of experience in property, engineering and marine insurance across South-East Asia. He makes sure our risks are priced fairly and well protected by reinsurance.",
      km: "លោក អេនឌ្រូ ជាអ្នកវាយតម្លៃហានិភ័យជនជាតិសិង្ហបុរី ដែលមានបទពិសោធន៍ ២៥ ឆ្នាំ ក្នុងការធានារ៉ាប់រងទ្រព្យសម្បត្តិ វិស្វកម្ម និងការដឹកជញ្ជូនតាមសមុទ្រ នៅទូទាំងតំបន់អាស៊ីអាគ្នេយ៍។ លោកធានាថាហានិភ័យរបស់យើងត្រូវបានកំណត់តម្លៃប្រកបដោយយុត្តិធម៌ និងត្រូវបានការពារយ៉ាងល្អដោយការធានារ៉ាប់រងឡើងវិញ។",
    },
  },
  {
    name: { en: "Sok Chanthy", km: "សុខ ចាន់ធី" },
    position: { en: "Head of Sales", km: "ប្រធាននាយកដ្ឋានលក់" },
    image: `${IMG}/member-05.svg`,
    bio: {
      en: "Chanthy manages our agency, broker and bancassurance channels. Since joining in 2018 she has led the growth of our branch network in the provinces.",
      km: "លោកស្រី ចាន់ធី គ្រប់គ្រងបណ្តាញភ្នាក់ងារ ឈ្មួញកណ្តាល និងការលក់ធានារ៉ាប់រងតាមរយៈធនាគារ។ ចាប់តាំងពីចូលបម្រើការងារក្នុងឆ្នាំ ២០១៨ មក លោកស្រីបានដឹកនាំការពង្រីកបណ្តាញសាខារបស់យើងនៅតាមបណ្តាខេត្ត។",
    },
  },
  {
    name: { en: "Meas Sopheap", km: "មាស សុភាព" },
    position: { en: "Head of Human Resources", km: "ប្រធាននាយកដ្ឋានធនធានមនុស្ស" },
    image: `${IMG}/member-06.svg`,
    bio: {
      en: "Sopheap is responsible for recruitment, training and staff well-being. She launched the Tonle Academy, which trains every new employee in insurance basics and customer care.",
      km: "លោកស្រី សុភាព ទទួលខុសត្រូវលើការជ្រើសរើសបុគ្គលិក ការបណ្តុះបណ្តាល និងសុខុមាលភាពបុគ្គលិក។ លោកស្រីបានបង្កើតកម្មវិធី «ទន្លេ អាកាដេមី» ដែលបណ្តុះបណ្តាលបុគ្គលិកថ្មីគ្រប់រូប អំពីមូលដ្ឋានគ្រឹះនៃការធានារ៉ាប់រង និងការថែទាំអតិថិជន។",
    },
  },
  {
    name: { en: "Ly Vuthy", km: "លី វុទ្ធី" },
    position: { en: "Head of Information Technology", km: "ប្រធាននាយកដ្ឋានព័ត៌មានវិទ្យា" },
    image: `${IMG}/member-07.svg`,
    bio: {
      en: "Vuthy leads our digital transformation, from the online claim portal to secure core insurance systems. Before joining us he built mobile banking platforms for a leading Cambodian bank.",
      km: "លោក វុទ្ធី ដឹកនាំការផ្លាស់ប្តូរឌីជីថលរបស់យើង ចាប់ពីប្រព័ន្ធទាមទារសំណងអនឡាញ រហូតដល់ប្រព័ន្ធស្នូលធានារ៉ាប់រងដែលមានសុវត្ថិភាព។ មុនពេលចូលរួមជាមួយយើង លោកបានបង្កើតប្រព័ន្ធធនាគារចល័តសម្រាប់ធនាគារឈានមុខគេមួយនៅកម្ពុជា។",
    },
  },
  {
    name: { en: "Nguon Rithy", km: "ង៉ួន រិទ្ធី" },
    position: { en: "Compliance Officer", km: "មន្ត្រីអនុលោមភាព" },
    image: `${IMG}/member-08.svg`,
    bio: {
      en: "Rithy makes sure that Tonle Insurance meets every requirement of the Insurance Regulator of Cambodia and follows strict anti-money-laundering rules. He also leads our data protection programme.",
      km: "លោក រិទ្ធី ធានាថា ទន្លេ ធានារ៉ាប់រង អនុវត្តតាមតម្រូវការទាំងអស់របស់និយ័តករធានារ៉ាប់រងកម្ពុជា និងគោរពតាមវិធានប្រឆាំងការសម្អាតប្រាក់យ៉ាងតឹងរ៉ឹង។ លោកក៏ដឹកនាំកម្មវិធីការពារទិន្នន័យរបស់យើងផងដែរ។",
    },
  },
];

// ---------------------------------------------------------------- Videos

const videoPage = {
  title: { en: "Videos", km: "វីដេអូ" },
  description: {
    en: "Watch how our insurance works, hear from our customers and see our team in action across Cambodia.",
    km: "ទស្សនាពីរបៀបដែលការធានារ៉ាប់រងរបស់យើងដំណើរការ ស្តាប់មតិពីអតិថិជនរបស់យើង និងមើលសកម្មភាពក្រុមការងាររបស់យើងនៅទូទាំងប្រទេសកម្ពុជា។",
  },
  image1: `${IMG}/hero-videos.svg`,
};

// Made-up YouTube ids; the entry without an id is hidden by the site.
const videos: { youtube_id: string | null; title: Tr }[] = [
  {
    youtube_id: "Tk3vP9qLx2A",
    title: { en: "How to make a motor claim in 4 steps", km: "របៀបទាមទារសំណងយានយន្តក្នុង ៤ ជំហាន" },
  },
  {
    youtube_id: "bR7mN0wQe5s",
    title: { en: "Customer story: rebuilding after the flood", km: "រឿងរ៉ាវអតិថិជន៖ ការកសាងឡើងវិញក្រោយទឹកជំនន់" },
  },
  {
    youtube_id: "Zx4-Hc8dKpU",
    title: { en: "What is health insurance? Explained in 2 minutes", km: "តើធានារ៉ាប់រងសុខភាពជាអ្វី? ពន្យល់ក្នុងរយៈពេល ២ នាទី" },
  },
  {
    youtube_id: null,
    title: {
      en: "Tonle Insurance company profile 2026 (coming soon)",
      km: "ប្រវត្តិក្រុមហ៊ុន ទន្លេ ធានារ៉ាប់រង ឆ្នាំ ២០២៦ (ឆាប់ៗនេះ)",
    },
  },
  {
    youtube_id: "q2Wf_Lm9TgY",
    title: { en: "Road safety tips for motorbike riders", km: "គន្លឹះសុវត្ថិភាពចរាចរណ៍សម្រាប់អ្នកជិះម៉ូតូ" },
  },
  { youtube_id: "Jd6sYa1oRvE", title: { en: "Highlights of Customer Day 2025", km: "ចំណុចលេចធ្លោនៃទិវាអតិថិជន ២០២៥" } },
];

// ---------------------------------------------------------------- Clients

const partners: { file: string; alt: Tr; href: string | null }[] = [
  {
    file: "client-mekong-horizon-bank",
    alt: { en: "Mekong Horizon Bank", km: "ធនាគារ មេគង្គ ហូរ៉ាយហ្សិន" },
    href: "https://mekong-horizon-bank.example",
  },
  {
    file: "client-kampot-rural-credit",
    alt: { en: "Kampot Rural Credit Microfinance", km: "គ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុ ឥណទានជនបទកំពត" },
    href: "https://kampot-rural-credit.example",
  },
  {
    file: "client-golden-lotus-garment",
    alt: { en: "Golden Lotus Garment Co.", km: "រោងចក្រកាត់ដេរ ឈូកមាស" },
    href: "https://golden-lotus-garment.example",
  },
  {
    file: "client-bassac-logistics",
    alt: { en: "Bassac Freight & Logistics", km: "ក្រុមហ៊ុន បាសាក់ ដឹកជញ្ជូនទំនិញ និងភស្តុភារ" },
    href: "https://bassac-logistics.example",
  },
  { file: "client-cardamom-agro", alt: { en: "Cardamom Agro Industry", km: "ក្រុមហ៊ុន ក្រវាញ កសិ-ឧស្សាហកម្ម" }, href: null },
  {
    file: "client-koh-kong-shipping",
    alt: { en: "Koh Kong Shipping Lines", km: "ក្រុមហ៊ុនដឹកជញ្ជូនតាមសមុទ្រ កោះកុង" },
    href: "https://kohkong-shipping.example",
  },
  {
    file: "client-phnom-penh-textile",
    alt: { en: "Phnom Penh Textile Works", km: "រោងចក្រវាយនភណ្ឌ ភ្នំពេញ" },
    href: "https://pp-textile-works.example",
  },
  { file: "client-riel-motors", alt: { en: "Riel Motors", km: "រៀល ម៉ូទ័រ" }, href: null },
  {
    file: "client-kirirom-hotels",
    alt: { en: "Kirirom Hotel Group", km: "ក្រុមសណ្ឋាគារ គិរីរម្យ" },
    href: "https://kirirom-hotels.example",
  },
  { file: "client-chenla-construction", alt: { en: "Chenla Construction", km: "ក្រុមហ៊ុនសំណង់ ចេនឡា" }, href: null },
];

// ---------------------------------------------------------------- Vision

const vision = {
  title: { en: "Vision, Mission & Values", km: "ចក្ខុវិស័យ បេសកកម្ម និងគុណតម្លៃ" },
  image1: `${IMG}/hero-vision.svg`,
  description: [
    {
      en: "Tonle Insurance was founded in Phnom Penh to give Cambodian families and businesses simple, reliable protection. Like the Tonle Sap river that nourishes the land around it, we want our cover to support growth across the whole country.",
      km: "ទន្លេ ធានារ៉ាប់រង ត្រូវបានបង្កើតឡើងនៅរាជធានីភ្នំពេញ ដើម្បីផ្តល់ការការពារដែលសាមញ្ញ និងអាចទុកចិត្តបាន ដល់គ្រួសារ និងអាជីវកម្មនៅកម្ពុជា។ ដូចទន្លេសាបដែលផ្តល់ជីជាតិដល់ដីជុំវិញខ្លួន យើងចង់ឱ្យការធានារ៉ាប់រងរបស់យើងគាំទ្រការរីកចម្រើននៅទូទាំងប្រទេស។",
    },
    {
      en: "Today we serve individuals, SMEs and large companies with motor, health, property, engineering, marine and travel insurance, backed by strong international reinsurers and a nationwide network of panel clinics and garages.",
      km: "បច្ចុប្បន្ននេះ យើងផ្តល់សេវាដល់បុគ្គល សហគ្រាសធុនតូច និងមធ្យម និងក្រុមហ៊ុនធំៗ ជាមួយនឹងការធានារ៉ាប់រងយានយន្ត សុខភាព ទ្រព្យសម្បត្តិ វិស្វកម្ម ការដឹកជញ្ជូនតាមសមុទ្រ និងការធ្វើដំណើរ ដោយមានការគាំទ្រពីក្រុមហ៊ុនធានារ៉ាប់រងឡើងវិញអន្តរជាតិដ៏រឹងមាំ និងបណ្តាញគ្លីនិក និងយានដ្ឋានដៃគូនៅទូទាំងប្រទេស។",
    },
  ] satisfies Tr[],
  vmc: [
    {
      label: { en: "Vision", km: "ចក្ខុវិស័យ" },
      description: {
        en: "To be Cambodia's most trusted general insurer, protecting every family and business we serve.",
        km: "ក្លាយជាក្រុមហ៊ុនធានារ៉ាប់រងទូទៅដែលគួរឱ្យទុកចិត្តបំផុតនៅកម្ពុជា ដោយការពារគ្រប់គ្រួសារ និងអាជីវកម្មដែលយើងបម្រើ។",
      },
      list: [
        {
          label: { en: "Trusted", km: "ការទុកចិត្ត" },
          description: {
            en: "The first insurer Cambodians think of when they need protection.",
            km: "ក្រុមហ៊ុនធានារ៉ាប់រងដំបូងគេ ដែលប្រជាជនកម្ពុជានឹកឃើញ នៅពេលពួកគេត្រូវការការការពារ។",
          },
        },
        {
          label: { en: "Nationwide", km: "ទូទាំងប្រទេស" },
          description: {
            en: "Service within reach in every province, in person and online.",
            km: "សេវាកម្មដែលអាចទទួលបានយ៉ាងងាយស្រួលនៅគ្រប់ខេត្ត ទាំងដោយផ្ទាល់ និងតាមអនឡាញ។",
          },
        },
      ],
    },
    {
      label: { en: "Mission", km: "បេសកកម្ម" },
      description: {
        en: "We provide fair, simple and fast insurance solutions, delivered by caring people and modern technology.",
        km: "យើងផ្តល់ដំណោះស្រាយធានារ៉ាប់រងដែលយុត្តិធម៌ សាមញ្ញ និងរហ័ស តាមរយៈបុគ្គលិកដែលយកចិត្តទុកដាក់ និងបច្ចេកវិទ្យាទំនើប។",
      },
      list: [
        {
          label: { en: "Fair cover", km: "ការធានាប្រកបដោយយុត្តិធម៌" },
          description: {
            en: "Clear policies with no hidden surprises, priced fairly for the risk.",
            km: "បណ្ណសន្យារ៉ាប់រងច្បាស់លាស់ គ្មានលក្ខខណ្ឌលាក់កំបាំង និងមានតម្លៃសមរម្យទៅនឹងហានិភ័យ។",
          },
        },
        {
          label: { en: "Fast claims", km: "ការទូទាត់សំណងរហ័ស" },
          description: {
            en: "Most claims settled within 10 working days of receiving complete documents.",
            km: "ការទាមទារសំណងភាគច្រើនត្រូវបានទូទាត់ក្នុងរយៈពេល ១០ ថ្ងៃធ្វើការ បន្ទាប់ពីទទួលបានឯកសារគ្រប់គ្រាន់។",
          },
        },
        {
          label: { en: "Growing together", km: "រីកចម្រើនជាមួយគ្នា" },
          description: {
            en: "Helping our staff, partners and communities to grow with us.",
            km: "ជួយបុគ្គលិក ដៃគូ និងសហគមន៍របស់យើង ឱ្យរីកចម្រើនជាមួយយើង។",
          },
        },
      ],
    },
    {
      label: { en: "Core Values", km: "គុណតម្លៃស្នូល" },
      description: {
        en: "Five values guide how we work with our customers, our partners and each other.",
        km: "គុណតម្លៃទាំងប្រាំ ដឹកនាំរបៀបដែលយើងធ្វើការជាមួយអតិថិជន ដៃគូ និងជាមួយគ្នាទៅវិញទៅមក។",
      },
      list: [
        {
          label: { en: "Integrity", km: "សុចរិតភាព" },
          description: {
            en: "We are honest and transparent in every policy and every claim.",
            km: "យើងស្មោះត្រង់ និងមានតម្លាភាព ក្នុងគ្រប់បណ្ណសន្យារ៉ាប់រង និងគ្រប់ការទាមទារសំណង។",
          },
        },
        {
          label: { en: "Customer first", km: "អតិថិជនជាចម្បង" },
          description: {
            en: "We listen to our customers and make insurance easy to understand.",
            km: "យើងស្តាប់អតិថិជនរបស់យើង ហើយធ្វើឱ្យការធានារ៉ាប់រងងាយយល់។",
          },
        },
        {
          label: { en: "Teamwork", km: "ការងារជាក្រុម" },
          description: {
            en: "We share knowledge and support each other to deliver results.",
            km: "យើងចែករំលែកចំណេះដឹង និងគាំទ្រគ្នាទៅវិញទៅមក ដើម្បីសម្រេចបានលទ្ធផល។",
          },
        },
        {
          label: { en: "Responsibility", km: "ការទទួលខុសត្រូវ" },
          description: {
            en: "We keep our promises and care for our communities and the environment.",
            km: "យើងរក្សាការសន្យា ហើយយកចិត្តទុកដាក់ចំពោះសហគមន៍ និងបរិស្ថាន។",
          },
        },
        {
          label: { en: "Innovation", km: "នវានុវត្តន៍" },
          description: {
            en: "We keep improving our products and services with new ideas and technology.",
            km: "យើងបន្តកែលម្អផលិតផល និងសេវាកម្មរបស់យើង ជាមួយនឹងគំនិតថ្មីៗ និងបច្ចេកវិទ្យា។",
          },
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------- Build per language

function build(lang: Lang): AboutContent {
  return {
    csrs: { title: csrPage.title[lang], description: csrPage.description[lang], image1: csrPage.image1 },
    csr_details: csrPhotos.map((p, i) => ({
      title: p.title[lang],
      src: `${IMG}/${p.file}.svg`,
      width: p.width,
      height: p.height,
      orders: i + 1,
    })),
    faqs: { title1: faqPage.title1[lang], subtitle: faqPage.subtitle[lang], image1: faqPage.image1 },
    faq_details: faqs.map((f, i) => ({ question: f.question[lang], answer: f.answer[lang], orders: i + 1 })),
    newsletters: {
      title: newsletterPage.title[lang],
      description: newsletterPage.description[lang],
      image1: newsletterPage.image1,
    },
    newsletter_details: articles.map((a) => ({
      slug: a.slug,
      title: a.title[lang],
      category: a.category[lang],
      excerpt: a.excerpt[lang],
      description: a.description.map((b) =>
        b.type === "text"
          ? { type: "text" as const, data: b.data[lang] }
          : { type: "list" as const, data: b.data[lang] },
      ),
      image1: a.image1,
      created_at: a.created_at,
      attachfile: a.attachfile ? { title: a.attachfile.title[lang], url: a.attachfile.url } : null,
      author_handle: a.author_handle,
    })),
    teams: { title: teamPage.title[lang], description: teamPage.description[lang], image1: teamPage.image1 },
    members: people.map((m, i) => ({
      name: m.name[lang],
      position: m.position[lang],
      image: m.image,
      bio: m.bio[lang],
      orders: i + 1,
    })),
    videos: { title: videoPage.title[lang], description: videoPage.description[lang], image1: videoPage.image1 },
    video_details: videos.map((v, i) => ({ youtube_id: v.youtube_id, youtube_title: v.title[lang], orders: i + 1 })),
    clients: partners.map((c, i) => ({ image: `${IMG}/${c.file}.svg`, alt: c.alt[lang], href: c.href, orders: i + 1 })),
    visions: {
      title: vision.title[lang],
      image1: vision.image1,
      description: vision.description.map((p) => p[lang]),
      vmc: vision.vmc.map((v) => ({
        label: v.label[lang],
        description: v.description[lang],
        list: v.list.map((item) => ({ label: item.label[lang], description: item.description[lang] })),
      })),
    },
  };
}

export const about: Record<Lang, AboutContent> = { en: build("en"), km: build("km") };

// ---------------------------------------------------------------- Shared (no language)

export const shared: Omit<SharedContent, "site_links"> = {
  profiles: [
    {
      handle: "communications",
      display_name: "Tonle Insurance Communications",
      avatar_url: `${IMG}/avatar-communications.svg`,
    },
    { handle: "claims-desk", display_name: "Tonle Claims Team", avatar_url: `${IMG}/avatar-claims-desk.svg` },
    { handle: "kim-sreyneang", display_name: "Kim Sreyneang", avatar_url: `${IMG}/avatar-sreyneang.svg` },
  ],
  photos: { id: 1, image1: `${IMG}/hero-photos.svg` },
  // Photos exist in English only (spec); the site lists them newest first.
  photo_details: [
    {
      title: "Underwriting workshop for new staff",
      src: `${IMG}/photo-staff-training.jpg`,
      width: 1600,
      height: 1067,
      created_at: "2024-02-16T10:00:00+07:00",
    },
    {
      title: "Khmer New Year celebration at head office",
      src: `${IMG}/photo-khmer-new-year.jpg`,
      width: 1600,
      height: 1067,
      created_at: "2024-04-11T15:00:00+07:00",
    },
    {
      title: "First aid training for our claims team",
      src: `${IMG}/photo-first-aid-training.jpg`,
      width: 1200,
      height: 1600,
      created_at: "2024-05-22T09:00:00+07:00",
    },
    {
      title: "Bancassurance partnership signing with Mekong Horizon Bank",
      src: `${IMG}/photo-partner-signing.jpg`,
      width: 1600,
      height: 1200,
      created_at: "2024-07-09T11:00:00+07:00",
    },
    {
      title: "Team building weekend in Kep",
      src: `${IMG}/photo-team-building-kep.jpg`,
      width: 1600,
      height: 600,
      created_at: "2024-09-14T16:00:00+07:00",
    },
    {
      title: "Annual staff party 2024",
      src: `${IMG}/photo-annual-party-2024.jpg`,
      width: 1600,
      height: 1600,
      created_at: "2024-12-20T20:00:00+07:00",
    },
    {
      title: "New motor survey vehicles for faster claims",
      src: `${IMG}/photo-claims-fleet.jpg`,
      width: 1600,
      height: 1067,
      created_at: "2025-02-25T09:30:00+07:00",
    },
    {
      title: "Fire evacuation drill at head office",
      src: `${IMG}/photo-fire-drill.jpg`,
      width: 1600,
      height: 1200,
      created_at: "2025-03-28T14:00:00+07:00",
    },
    {
      title: "Opening of our Siem Reap branch",
      src: `${IMG}/photo-siem-reap-branch.jpg`,
      width: 1600,
      height: 600,
      created_at: "2025-06-18T09:30:00+07:00",
    },
    {
      title: "Receiving the Customer Service Excellence award",
      src: `${IMG}/photo-award-ceremony.jpg`,
      width: 1067,
      height: 1600,
      created_at: "2025-08-29T19:30:00+07:00",
    },
    {
      title: "Farmer insurance roadshow in Battambang",
      src: `${IMG}/photo-battambang-roadshow.jpg`,
      width: 1600,
      height: 1200,
      created_at: "2025-10-17T10:00:00+07:00",
    },
    {
      title: "Annual staff party 2025",
      src: `${IMG}/photo-annual-party-2025.jpg`,
      width: 1600,
      height: 1600,
      created_at: "2025-12-19T20:00:00+07:00",
    },
    {
      title: "Sales kick-off 2026",
      src: `${IMG}/photo-sales-kickoff.jpg`,
      width: 1067,
      height: 1600,
      created_at: "2026-01-16T09:00:00+07:00",
    },
    {
      title: "Our renovated customer service counter",
      src: `${IMG}/photo-customer-service.jpg`,
      width: 1600,
      height: 1600,
      created_at: "2026-03-05T10:30:00+07:00",
    },
    {
      title: "Management strategy day",
      src: `${IMG}/photo-strategy-day.jpg`,
      width: 1600,
      height: 1067,
      created_at: "2026-05-21T13:00:00+07:00",
    },
    {
      title: "The new lobby of our Phnom Penh head office",
      src: `${IMG}/photo-head-office-lobby.jpg`,
      width: 1600,
      height: 600,
      created_at: "2026-09-30T10:00:00+07:00",
    },
  ],
};
