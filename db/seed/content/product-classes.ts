// The product classes of /corporate-new and /personal-new (spec), in English and Khmer: the
// content that was in code until issue 23 (app/content/product-classes/schema.ts describes it).
// /corporate-new has every class, /personal-new only the first. URL segments follow the spec's
// rule applied to the English titles.
import { urlSegment } from "../../../app/content/product-classes/links.ts";
import type { Lang, ProductClassPageRow, ProductClassRow } from "../types.ts";

type Text = Record<Lang, string>;

interface Subclass {
  title: Text;
  description: Text;
  icon: string;
}

interface ProductClass {
  name: Text;
  description: Text;
  banner: string;
  subclasses: Subclass[];
}

const images = "/images/product-classes";

const subclass = (
  icon: string,
  en: [title: string, description: string],
  km: [title: string, description: string],
): Subclass => ({
  title: { en: en[0], km: km[0] },
  description: { en: en[1], km: km[1] },
  icon: `${images}/${icon}.svg`,
});

const productClasses: readonly ProductClass[] = [
  {
    name: { en: "Property Insurance", km: "ការធានារ៉ាប់រងទ្រព្យសម្បត្តិ" },
    description: {
      en: "Protection for the buildings, machinery, stock and income of your business against fire, natural perils, theft and breakdown.",
      km: "ការការពារអគារ គ្រឿងម៉ាស៊ីន ស្តុកទំនិញ និងប្រាក់ចំណូលនៃអាជីវកម្មរបស់អ្នក ពីអគ្គិភ័យ គ្រោះធម្មជាតិ ចោរកម្ម និងការខូចខាតគ្រឿងម៉ាស៊ីន។",
    },
    banner: `${images}/property-insurance.svg`,
    subclasses: [
      subclass(
        "fire",
        ["Fire and Allied Perils", "Fire, lightning and explosion, extendable to flood, storm, earthquake and riot."],
        ["អគ្គិភ័យ និងហានិភ័យពាក់ព័ន្ធ", "អគ្គិភ័យ រន្ទះ និងការផ្ទុះ ដែលអាចពង្រីកដល់ទឹកជំនន់ ព្យុះ រញ្ជួយដី និងកុបកម្ម។"],
      ),
      subclass(
        "industrial",
        ["Industrial All Risks", "One broad policy for factories and plants against sudden physical loss or damage."],
        ["គ្រប់ហានិភ័យឧស្សាហកម្ម", "បណ្ណសន្យាទូលំទូលាយតែមួយ សម្រាប់រោងចក្រ ពីការបាត់បង់ ឬការខូចខាតរូបវន្តភ្លាមៗ។"],
      ),
      subclass(
        "interruption",
        [
          "Business Interruption",
          "Replaces lost gross profit and extra costs while your premises are repaired after a loss.",
        ],
        ["ការរំខានអាជីវកម្ម", "សងប្រាក់ចំណេញដុលដែលបាត់បង់ និងចំណាយបន្ថែម ខណៈពេលជួសជុលទីតាំងរបស់អ្នកក្រោយការខូចខាត។"],
      ),
      subclass(
        "burglary",
        ["Burglary, Theft and Robbery", "Stock, equipment and contents stolen after forcible entry or taken by force."],
        ["ការលួចដោយបំបែកចូល ចោរកម្ម និងការប្លន់", "ស្តុកទំនិញ បរិក្ខារ និងទ្រព្យសម្បត្តិដែលត្រូវបានលួច ក្រោយការបំបែកចូល ឬត្រូវបានប្លន់ដោយប្រើកម្លាំង។"],
      ),
      subclass(
        "machinery",
        ["Machinery Breakdown", "Sudden mechanical and electrical breakdown of plant and machinery in operation."],
        ["ការខូចខាតគ្រឿងម៉ាស៊ីន", "ការខូចខាតផ្នែកមេកានិក និងអគ្គិសនីភ្លាមៗ នៃគ្រឿងចក្រ និងគ្រឿងម៉ាស៊ីនកំពុងដំណើរការ។"],
      ),
      subclass(
        "electronic",
        ["Electronic Equipment", "Computers, servers, medical and office electronics against accidental damage."],
        ["បរិក្ខារអេឡិចត្រូនិក", "កុំព្យូទ័រ ម៉ាស៊ីនមេ បរិក្ខារវេជ្ជសាស្ត្រ និងអេឡិចត្រូនិកការិយាល័យ ពីការខូចខាតដោយចៃដន្យ។"],
      ),
      subclass(
        "money",
        ["Money in Transit", "Cash and cheques on the way to and from the bank, and in your safe overnight."],
        ["សាច់ប្រាក់ក្នុងពេលដឹកជញ្ជូន", "សាច់ប្រាក់ និងមូលប្បទានបត្រ ក្នុងពេលធ្វើដំណើរទៅ និងមកពីធនាគារ និងនៅក្នុងទូដែកពេលយប់។"],
      ),
      subclass(
        "glass",
        ["Plate Glass", "Shop fronts, windows and glass doors against accidental breakage."],
        ["កញ្ចក់ផ្ទាំង", "មុខហាង បង្អួច និងទ្វារកញ្ចក់ ពីការបែកបាក់ដោយចៃដន្យ។"],
      ),
    ],
  },
  {
    name: { en: "Marine Cargo Insurance", km: "ការធានារ៉ាប់រងទំនិញដឹកជញ្ជូន" },
    description: {
      en: "Cover for imports, exports and domestic shipments by sea, air, river and road, from warehouse to warehouse.",
      km: "ការធានាសម្រាប់ទំនិញនាំចូល នាំចេញ និងការដឹកជញ្ជូនក្នុងស្រុក តាមសមុទ្រ អាកាស ទន្លេ និងផ្លូវគោក ពីឃ្លាំងមួយទៅឃ្លាំងមួយ។",
    },
    banner: `${images}/marine-cargo-insurance.svg`,
    subclasses: [
      subclass(
        "clauses-a",
        ["Institute Cargo Clauses A", "All risks of loss or damage to goods in transit, except the listed exclusions."],
        ["ប្រការទំនិញស្ថាប័ន A", "គ្រប់ហានិភ័យនៃការបាត់បង់ ឬការខូចខាតទំនិញក្នុងពេលដឹកជញ្ជូន លើកលែងតែករណីដែលមិនធានាតាមបញ្ជី។"],
      ),
      subclass(
        "clauses-b",
        ["Institute Cargo Clauses B", "Named perils such as fire, sinking, collision, earthquake and water entry."],
        ["ប្រការទំនិញស្ថាប័ន B", "ហានិភ័យដែលបានកំណត់ ដូចជាអគ្គិភ័យ ការលិច ការបុកទង្គិច រញ្ជួយដី និងទឹកចូល។"],
      ),
      subclass(
        "clauses-c",
        ["Institute Cargo Clauses C", "Major casualties only: fire, explosion, sinking, collision and jettison."],
        ["ប្រការទំនិញស្ថាប័ន C", "តែគ្រោះថ្នាក់ធំៗប៉ុណ្ណោះ៖ អគ្គិភ័យ ការផ្ទុះ ការលិច ការបុកទង្គិច និងការបោះទំនិញចោល។"],
      ),
      subclass(
        "inland",
        ["Inland Transit", "Goods carried by truck, rail or river boat within Cambodia."],
        ["ការដឹកជញ្ជូនក្នុងស្រុក", "ទំនិញដឹកដោយឡានដឹកទំនិញ រថភ្លើង ឬទូកតាមទន្លេ ក្នុងប្រទេសកម្ពុជា។"],
      ),
      subclass(
        "air",
        ["Air Cargo", "Urgent and high-value shipments flown door to door."],
        ["ទំនិញដឹកតាមផ្លូវអាកាស", "ការដឹកជញ្ជូនបន្ទាន់ និងទំនិញមានតម្លៃខ្ពស់ តាមយន្តហោះ ពីទ្វារដល់ទ្វារ។"],
      ),
      subclass(
        "open-cover",
        ["Open Cover", "An annual policy that insures every shipment automatically, for regular traders."],
        ["ការធានាបើកចំហ", "បណ្ណសន្យាប្រចាំឆ្នាំ ដែលធានារាល់ការដឹកជញ្ជូនដោយស្វ័យប្រវត្តិ សម្រាប់អ្នកជំនួញទៀងទាត់។"],
      ),
      subclass(
        "project",
        [
          "Project Cargo",
          "Plant and equipment shipped for construction and energy projects, including delay in start-up.",
        ],
        ["ទំនិញគម្រោង", "គ្រឿងចក្រ និងបរិក្ខារ ដែលដឹកជញ្ជូនសម្រាប់គម្រោងសំណង់ និងថាមពល រួមទាំងការពន្យារពេលចាប់ផ្តើមដំណើរការ។"],
      ),
      subclass(
        "stock",
        ["Stock Throughput", "Goods in transit and in storage under one policy, from raw materials to finished stock."],
        ["ស្តុកទំនិញពេញខ្សែសង្វាក់", "ទំនិញក្នុងពេលដឹកជញ្ជូន និងក្នុងឃ្លាំង ក្រោមបណ្ណសន្យាតែមួយ ចាប់ពីវត្ថុធាតុដើម រហូតដល់ផលិតផលសម្រេច។"],
      ),
    ],
  },
];

/** The overview pages /corporate-new and /personal-new. */
const classOverviews: Record<ProductClassPageRow["section"], { title: Text; description: Text; banner: string }> = {
  corporate: {
    title: { en: "Corporate Product Classes", km: "ប្រភេទផលិតផលសាជីវកម្ម" },
    description: {
      en: "Browse all our corporate insurance classes and subclasses in one place.",
      km: "ស្វែងយល់ពីប្រភេទ និងប្រភេទរងនៃការធានារ៉ាប់រងសាជីវកម្មទាំងអស់របស់យើង នៅកន្លែងតែមួយ។",
    },
    banner: `${images}/product-classes.svg`,
  },
  personal: {
    title: { en: "Personal Product Classes", km: "ប្រភេទផលិតផលបុគ្គល" },
    description: {
      en: "Browse all our personal insurance classes and subclasses in one place.",
      km: "ស្វែងយល់ពីប្រភេទ និងប្រភេទរងនៃការធានារ៉ាប់រងបុគ្គលទាំងអស់របស់យើង នៅកន្លែងតែមួយ។",
    },
    banner: `${images}/product-classes.svg`,
  },
};

const rows = (lang: Lang) => ({
  product_class_pages: Object.entries(classOverviews).map(([section, page]): ProductClassPageRow => ({
    section: section as ProductClassPageRow["section"],
    title: page.title[lang],
    description: page.description[lang],
    banner: page.banner,
  })),
  product_classes: productClasses.map((productClass, index): ProductClassRow => ({
    slug: urlSegment(productClass.name.en),
    orders: index + 1,
    name: productClass.name[lang],
    description: productClass.description[lang],
    banner: productClass.banner,
    in_corporate: true,
    in_personal: index === 0,
    subclasses: productClass.subclasses.map((subclass) => ({
      slug: urlSegment(subclass.title.en),
      title: subclass.title[lang],
      description: subclass.description[lang],
      icon: subclass.icon,
    })),
  })),
});

export const productClassContent = { en: rows("en"), km: rows("km") };
