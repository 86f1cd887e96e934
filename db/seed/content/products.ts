// Demo content of the "products" area: site identity, navigation menu, footer, the corporate and
// personal product pages (listing, detail, gallery) and the home page.
// Every image and file referenced here lives under public/demo/products/.
import type { Lang, LangContent, LinkColumn, QaAnswer, SiteRow } from "../types.ts";

export type ProductsContent = Pick<
  LangContent,
  "site" | "menu_items" | "footers" | "view_menus" | "menus" | "menu_images" | "home"
>;

// ---------------------------------------------------------------- language-independent facts

const P = "/demo/products";

const CORPORATE = [
  "property-all-risks",
  "fire-insurance",
  "marine-cargo",
  "contractors-all-risks",
  "public-liability",
  "group-health",
  "group-personal-accident",
  "money-insurance",
] as const;
const PERSONAL = [
  "motor-insurance",
  "health-insurance",
  "travel-insurance",
  "home-insurance",
  "personal-accident",
  "student-care",
] as const;
type Product = (typeof CORPORATE)[number] | (typeof PERSONAL)[number];

/** Number of gallery pictures per product: gallery/<product>-1.svg … -n.svg. */
const GALLERY: Record<Product, number> = {
  "property-all-risks": 4,
  "fire-insurance": 3,
  "marine-cargo": 3,
  "contractors-all-risks": 3,
  "public-liability": 3,
  "group-health": 3,
  "group-personal-accident": 3,
  "money-insurance": 2,
  "motor-insurance": 4,
  "health-insurance": 3,
  "travel-insurance": 4,
  "home-insurance": 3,
  "personal-accident": 3,
  "student-care": 3,
};

/** Personal products with a downloadable quotation request form. */
const QUOTATIONS: readonly Product[] = ["motor-insurance", "health-insurance", "travel-insurance"];

const productSlug = (product: Product): string =>
  `/${(CORPORATE as readonly string[]).includes(product) ? "corporate" : "personal"}/${product}`;

/** The menu: top-level slugs in order, each with its children in order (child slug → icon file name). */
const TOP = ["/corporate", "/personal", "/claims", "/vision", "/newsletters", "/contact"] as const;
type Top = (typeof TOP)[number];
type Page =
  | "/corporate-new"
  | "/personal-new"
  | "/clinics"
  | "/garages"
  | "/team"
  | "/careers"
  | "/csr"
  | "/faq"
  | "/photo"
  | "/video"
  | "/complaint";
type Child = Product | Page;

const CHILDREN: Record<Top, Child[]> = {
  "/corporate": [...CORPORATE, "/corporate-new"],
  "/personal": [...PERSONAL, "/personal-new"],
  "/claims": ["/clinics", "/garages"],
  "/vision": ["/team", "/careers", "/csr", "/faq"],
  "/newsletters": ["/photo", "/video"],
  "/contact": ["/complaint"],
};

const childSlug = (child: Child): string => (child.startsWith("/") ? child : productSlug(child as Product));
/** Every child has an icon named after the last part of its slug. */
const childIcon = (child: Child): string => `${P}/icons/${child.replace(/^\//, "")}.svg`;

const VIEW_MENUS = [
  { slug: "/corporate", image: `${P}/hero-corporate.svg` },
  { slug: "/personal", image: `${P}/hero-personal.svg` },
] as const;

const SOCIAL = {
  facebook: "https://www.facebook.com/tonle.insurance",
  linkedin: "https://www.linkedin.com/company/tonle-insurance",
  youtube: "https://www.youtube.com/@tonleinsurance",
};

/** Footer link slugs; labels come from each language. */
const FOOTER_SLUGS = {
  solutions: [
    "/personal/motor-insurance",
    "/personal/health-insurance",
    "/personal/travel-insurance",
    "/corporate/property-all-risks",
    "/corporate/marine-cargo",
  ],
  supports: ["/claims", "/clinics", "/garages", "/faq", "/complaint"],
  company: ["/vision", "/team", "/careers", "/newsletters", "/contact", "/privacy-policy"],
} as const;
type FooterColumn = keyof typeof FOOTER_SLUGS;

/** Home sliders: file, size (the SVG's width/height) and link; alt texts come from each language. */
const SLIDES = [
  { src: `${P}/home-slide-1.svg`, width: 1600, height: 600, href: "/personal/motor-insurance" },
  { src: `${P}/home-slide-2.svg`, width: 1600, height: 600, href: "/personal/travel-insurance" },
  { src: `${P}/home-slide-3.svg`, width: 1600, height: 600, href: "/corporate/marine-cargo" },
];
const PROMOS = [
  { src: `${P}/home-promo-1.svg`, width: 1200, height: 400, href: "/personal/home-insurance" },
  { src: `${P}/home-promo-2.svg`, width: 1200, height: 400, href: "/personal/health-insurance" },
  { src: `${P}/home-promo-3.svg`, width: 1200, height: 400, href: "/garages" },
];
const AVATARS = [1, 2, 3, 4].map((n) => `${P}/people/${n}.svg`);

// ---------------------------------------------------------------- the texts of one language

/** Q&A answers: plain text, a bulleted list, a numbered list. */
const text = (data: string): QaAnswer => ({ type: "text", data });
const list = (...data: string[]): QaAnswer => ({ type: "list", data });
const steps = (...data: string[]): QaAnswer => ({ type: "listi", data });

interface ProductText {
  title2?: string;
  description: string[];
  qaas: [question: string, answer: QaAnswer][];
  /** One alt text per gallery picture, in order. */
  alts: string[];
}

interface Texts {
  site: Omit<SiteRow, "logo_light" | "logo_white">;
  /** Titles of the top-level menu items. */
  top: Record<Top, string>;
  /** Title and short description of every child menu item. */
  children: Record<Child, [title: string, short: string]>;
  products: Record<Product, ProductText>;
  footer: Record<FooterColumn, { title: string; labels: string[] }> & { copyright: string };
  view_menus: Record<(typeof VIEW_MENUS)[number]["slug"], [title: string, description: string]>;
  home: {
    slides: string[];
    promos: string[];
    corporate: [title: string, description: string];
    personal: [title: string, description: string];
    accident: [title: string, description: string, link: string];
    why_title: string;
    why_content: string;
    why_list: string[];
    testimonials: [quote: string, name: string, position: string][];
  };
}

// ---------------------------------------------------------------- English

const en: Texts = {
  site: {
    company_name: "Tonle General Insurance",
    short_name: "Tonle Insurance",
    meta_description:
      "Tonle General Insurance protects families and businesses across Cambodia with motor, health, travel, property and liability insurance and fast, fair claims.",
  },
  top: {
    "/corporate": "Corporate",
    "/personal": "Personal",
    "/claims": "Claims",
    "/vision": "About Us",
    "/newsletters": "Media",
    "/contact": "Contact Us",
  },
  children: {
    "property-all-risks": [
      "Property All Risks",
      "Broad protection for buildings, machinery and stock against sudden physical loss or damage.",
    ],
    "fire-insurance": ["Fire Insurance", "Cover for your premises and contents against fire, lightning and explosion."],
    "marine-cargo": [
      "Marine Cargo",
      "Protection for goods in transit by sea, air and road, from warehouse to warehouse.",
    ],
    "contractors-all-risks": [
      "Contractors' All Risks",
      "Cover for construction works, materials and third-party liability during the project.",
    ],
    "public-liability": [
      "Public Liability",
      "Protects your business if visitors or the public are injured or their property is damaged.",
    ],
    "group-health": ["Group Health", "Medical cover for your employees, with cashless treatment at our panel clinics."],
    "group-personal-accident": [
      "Group Personal Accident",
      "Compensation for employees after accidental death, disability or injury, 24 hours a day.",
    ],
    "money-insurance": ["Money Insurance", "Cover for cash in your safe, on your premises and in transit to the bank."],
    "/corporate-new": [
      "Corporate Product Classes",
      "Browse all our corporate insurance classes and subclasses in one place.",
    ],
    "motor-insurance": [
      "Motor Insurance",
      "Comprehensive and third-party cover for cars and motorbikes, with panel garage repairs.",
    ],
    "health-insurance": [
      "Health Insurance",
      "Inpatient and outpatient cover for you and your family in Cambodia and abroad.",
    ],
    "travel-insurance": [
      "Travel Insurance",
      "Medical emergencies, trip cancellation and lost baggage cover for every journey.",
    ],
    "home-insurance": ["Home Insurance", "Protect your house and belongings against fire, flood, storm and burglary."],
    "personal-accident": ["Personal Accident", "A lump sum for accidental death or disability, plus medical expenses."],
    "student-care": ["Student Care", "Accident and medical cover for pupils and students, at school and at home."],
    "/personal-new": [
      "Personal Product Classes",
      "Browse all our personal insurance classes and subclasses in one place.",
    ],
    "/clinics": ["Panel Clinics", "Find a clinic or hospital where you can get cashless treatment."],
    "/garages": ["Panel Garages", "Find an approved garage for quality repairs after a motor claim."],
    "/team": ["Our Team", "Meet the people who lead Tonle Insurance."],
    "/careers": ["Careers", "Join our team and build your career in insurance."],
    "/csr": ["CSR", "How we support schools, health and communities across Cambodia."],
    "/faq": ["FAQ", "Quick answers to the most common questions about our policies and claims."],
    "/photo": ["Photo Gallery", "Pictures from our events, branches and community activities."],
    "/video": ["Videos", "Short videos about our products, claims and customer stories."],
    "/complaint": ["Complaint", "Tell us when something went wrong so we can put it right."],
  },
  products: {
    "property-all-risks": {
      title2: "Other Corporate Covers",
      description: [
        "Property All Risks insurance protects the buildings, machinery, equipment and stock of your business against sudden and unforeseen physical loss or damage from any cause that is not specifically excluded.",
        "It suits factories, warehouses, hotels, shopping centres and offices that want one broad policy instead of several named-peril covers. Business interruption cover can be added to replace lost profit while you recover.",
      ],
      qaas: [
        [
          "What is covered?",
          list(
            "Fire, lightning, explosion and aircraft damage",
            "Flood, storm and other natural perils",
            "Burglary with forcible entry",
            "Accidental damage to buildings, machinery and stock",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Wear and tear, gradual deterioration and rust",
            "Mechanical or electrical breakdown",
            "Loss discovered only during a stock count",
            "War, terrorism and nuclear risks",
          ),
        ],
        [
          "How is the sum insured set?",
          text(
            "Buildings and machinery are insured for their replacement value and stock for its cost price. Our surveyors can visit your site free of charge to help you set the right amounts.",
          ),
        ],
        [
          "How do I make a claim?",
          steps(
            "Take steps to limit further damage and keep damaged items",
            "Notify us within 7 days by phone or e-mail",
            "Meet our loss adjuster on site",
            "Submit the claim form, invoices and repair quotations",
          ),
        ],
      ],
      alts: [
        "A factory and warehouse with a delivery truck, under an orange protection shield",
        "City skyline of office towers with cars on the road",
        "A row of shops with striped awnings and shoppers walking by",
        "A bar chart with a rising trend line and a shield on a navy background",
      ],
    },
    "fire-insurance": {
      description: [
        "Fire Insurance covers your buildings, furniture, machinery and stock against loss or damage caused by fire, lightning and domestic gas explosion.",
        "You can extend the policy to riot and strike, flood, storm and earthquake. Premiums are lower when your premises have extinguishers, smoke detectors and clear fire exits.",
      ],
      qaas: [
        [
          "What does the basic policy cover?",
          list("Fire and lightning", "Explosion of domestic gas", "Damage caused by firefighting water and smoke"),
        ],
        [
          "Which extensions can I add?",
          list("Riot, strike and malicious damage", "Flood and windstorm", "Earthquake", "Aircraft and vehicle impact"),
        ],
        [
          "Does it cover the loss of income after a fire?",
          text(
            "Not by itself. Add Business Interruption cover to receive the gross profit you lose and the extra costs of keeping your business running while the premises are repaired.",
          ),
        ],
      ],
      alts: [
        "Firefighters spray water on a burning building beside a red fire engine",
        "A factory and warehouse at sunset under an orange protection shield",
        "City office towers lit up at dusk",
      ],
    },
    "marine-cargo": {
      description: [
        "Marine Cargo insurance protects your imports and exports while they travel by sea, air, river or road, from the seller's warehouse to your own.",
        "We offer single-shipment policies and annual open covers for regular traders, on Institute Cargo Clauses A, B or C. Certificates can be issued the same day so your letter of credit is never delayed.",
      ],
      qaas: [
        [
          "Which goods can be insured?",
          text(
            "Almost all general goods: garments and raw materials, machinery, electronics, construction materials, food and agricultural products. Fragile or high-value goods may need special terms.",
          ),
        ],
        [
          "What is the difference between clauses A, B and C?",
          list(
            "Clause A: all risks of loss or damage, except listed exclusions",
            "Clause B: named perils such as fire, sinking, collision, earthquake and water entering the container",
            "Clause C: major casualties only, such as fire, sinking and collision",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Poor or insufficient packing",
            "Delay, even if caused by an insured event",
            "Inherent vice of the goods, such as natural spoilage",
            "Ordinary leakage and loss of weight",
          ),
        ],
        [
          "What should I do when goods arrive damaged?",
          steps(
            "Note the damage on the delivery receipt",
            "Keep the goods and packing for inspection",
            "Inform us and the carrier in writing within 3 days",
            "Send the invoice, bill of lading and survey report",
          ),
        ],
      ],
      alts: [
        "A gantry crane loads containers onto a cargo ship at a busy port",
        "A passenger boat on the river at sunset, with a pagoda on the bank",
        "A cargo truck on a highway lined with palm trees",
      ],
    },
    "contractors-all-risks": {
      description: [
        "Contractors' All Risks insurance covers construction projects from the first day on site until handover: the works, materials, temporary buildings and construction equipment.",
        "It also includes third-party liability for injury or property damage caused by the works, which many project owners and banks require before construction starts.",
      ],
      qaas: [
        [
          "Who can buy this policy?",
          text(
            "The project owner, the main contractor or both together. All contractors and subcontractors working on site can be named as insured parties.",
          ),
        ],
        [
          "What is covered?",
          list(
            "Material damage to the works from fire, flood, storm, theft and accidents",
            "Construction plant and equipment (optional)",
            "Removal of debris after a loss",
            "Third-party injury and property damage",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Faulty design or defective materials themselves",
            "Normal wear and tear of equipment",
            "Penalties for late completion",
            "Loss caused by deliberate acts of the insured",
          ),
        ],
        [
          "When does cover end?",
          text(
            "On handover of the works to the owner, or at the end of the policy period, whichever comes first. A maintenance period of 12 months can be added.",
          ),
        ],
      ],
      alts: [
        "A tower crane over a building under construction, with workers in hard hats",
        "Five construction workers in hard hats in front of a protection shield",
        "A city skyline of new towers at sunset",
      ],
    },
    "public-liability": {
      description: [
        "Public Liability insurance pays the compensation and legal costs your business must pay if a customer, visitor or passer-by is injured or their property is damaged because of your activities.",
        "It is essential for shops, restaurants, hotels, schools, event organisers and any business that welcomes the public.",
      ],
      qaas: [
        [
          "What is covered?",
          list(
            "Bodily injury to third parties on your premises or caused by your work",
            "Damage to third-party property",
            "Legal defence costs agreed by us",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Injury to your own employees (see Group Personal Accident)",
            "Damage to property you own or look after",
            "Fines, penalties and contractual liabilities",
            "Liability arising from your products once sold",
          ),
        ],
        [
          "How much cover do I need?",
          text(
            "Most small businesses choose a limit between USD 50,000 and USD 250,000 per event. Hotels, malls and event organisers usually need USD 500,000 or more.",
          ),
        ],
      ],
      alts: [
        "Shoppers walking past a row of shops with striped awnings",
        "A busy city street with a car, a tuk-tuk and a motorbike",
        "Colleagues standing in front of a presentation chart",
      ],
    },
    "group-health": {
      description: [
        "Group Health insurance gives your employees, and if you wish their families, access to quality medical care in Cambodia and abroad.",
        "Staff show their Tonle card at any of our panel clinics and hospitals for cashless treatment. Plans are tailored to your budget, from hospitalisation only to full outpatient, dental and maternity benefits.",
        "A healthy team is a productive team: group cover helps you attract and keep good people.",
      ],
      qaas: [
        [
          "How many employees do we need?",
          text(
            "Group plans start from 5 employees. Companies with 50 or more staff can have pre-existing conditions covered after a short waiting period.",
          ),
        ],
        [
          "What benefits are available?",
          list(
            "Hospitalisation and surgery",
            "Outpatient consultations and medicines",
            "Dental and optical care",
            "Maternity",
            "Emergency evacuation",
          ),
        ],
        [
          "How does cashless treatment work?",
          steps(
            "The employee shows the Tonle member card at a panel clinic",
            "The clinic confirms cover with us by phone or online",
            "We settle the bill directly with the clinic",
            "The employee pays only amounts that are not covered",
          ),
        ],
        [
          "Can employees claim for treatment at other clinics?",
          text(
            "Yes. They pay the bill and send us the receipts and medical report within 30 days. We refund covered expenses to their bank account, usually within 10 working days.",
          ),
        ],
      ],
      alts: [
        "A hospital building with an ambulance parked outside",
        "A doctor with a stethoscope next to a heart-rate monitor and a patient on an examination bed",
        "A team of employees in front of a growth chart",
      ],
    },
    "group-personal-accident": {
      description: [
        "Group Personal Accident insurance pays compensation to your employees or their families after an accident that causes death, permanent disability or temporary inability to work.",
        "Cover applies 24 hours a day, at work, at home and while travelling, and complements the benefits of the National Social Security Fund (NSSF).",
      ],
      qaas: [
        [
          "What benefits are paid?",
          list(
            "Accidental death: 100% of the sum insured",
            "Permanent total disability: up to 100%",
            "Permanent partial disability: a percentage set by the policy scale",
            "Weekly benefit during temporary disability",
            "Medical expenses following an accident",
          ),
        ],
        [
          "How is the sum insured chosen?",
          text(
            "Usually as a multiple of each employee's annual salary, for example 24 or 36 months, or as a fixed amount per job grade.",
          ),
        ],
        [
          "How do we claim?",
          steps(
            "Report the accident to us within 30 days",
            "Send the claim form with the police or medical report",
            "Add the death certificate or disability assessment if applicable",
            "We pay the benefit to the employee or family",
          ),
        ],
      ],
      alts: [
        "Factory workers in hard hats standing under a safety shield",
        "Staff members in front of a presentation board",
        "A hospital and an ambulance at sunset",
      ],
    },
    "money-insurance": {
      description: [
        "Money Insurance covers cash, cheques and vouchers against theft, robbery and accidental loss, whether they are in your safe, on your counter or on the way to the bank.",
        "It is ideal for retailers, restaurants, petrol stations, microfinance branches and any business that handles cash every day.",
      ],
      qaas: [
        [
          "Where is my money covered?",
          list(
            "In transit between your premises and the bank",
            "On your premises during business hours",
            "In a locked safe outside business hours",
            "At the homes of authorised staff (optional)",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Shortages due to counting errors",
            "Theft by your own employees, unless fidelity cover is added",
            "Money left in unattended vehicles",
            "Money in a safe opened with keys left on the premises",
          ),
        ],
        [
          "What security conditions apply?",
          text(
            "Cash in transit above the agreed limit must be carried by two adult employees or a professional security company, and safes must be locked with the keys kept off the premises after hours.",
          ),
        ],
      ],
      alts: [
        "A bank safe with stacks of coins and banknotes",
        "A bank building with columns and a cash-in-transit van",
      ],
    },
    "motor-insurance": {
      description: [
        "Motor Insurance protects you, your vehicle and other road users. Choose third-party liability, which the law requires, or comprehensive cover that also repairs your own car or motorbike after an accident, theft or fire.",
        "Repairs are done at our panel garages with genuine parts, and our 24-hour hotline sends help wherever you are in Cambodia.",
      ],
      qaas: [
        [
          "What does comprehensive cover include?",
          list(
            "Damage to your vehicle from accidents, fire and theft",
            "Third-party injury and property damage",
            "Medical expenses for driver and passengers",
            "24-hour roadside assistance and towing",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Driving without a valid licence or under the influence of alcohol",
            "Mechanical breakdown and wear and tear",
            "Use for racing or hire, unless declared",
            "Personal belongings left in the vehicle",
          ),
        ],
        [
          "What should I do after an accident?",
          steps(
            "Make sure everyone is safe and call the police if anyone is injured",
            "Take photos of the vehicles and the scene",
            "Call our 24-hour hotline before moving the vehicle",
            "Take the vehicle to a panel garage for inspection and repair",
          ),
        ],
        [
          "How is the premium calculated?",
          text(
            "It depends on the vehicle's value, age and use, the driver's experience and your claims history. A no-claim discount of up to 25% rewards safe drivers at renewal.",
          ),
        ],
      ],
      alts: [
        "A car drives along a country road past rice fields and palm trees",
        "City traffic at sunset with a car, a tuk-tuk and a motorbike",
        "A car raised on a lift at a repair garage while a mechanic holds a wrench",
        "A motorbike on a country road beside rice fields",
      ],
    },
    "health-insurance": {
      title2: "More Cover for Your Family",
      description: [
        "Health Insurance helps you and your family get the treatment you need without worrying about the bill. Choose the Bronze, Silver or Gold plan, with cover in Cambodia or across Asia.",
        "Enjoy cashless treatment at more than 20 panel clinics and hospitals, and optional outpatient, dental and maternity benefits.",
      ],
      qaas: [
        [
          "Who can be insured?",
          text(
            "Anyone aged from 15 days to 65 years can join, and cover can be renewed up to age 75. Children can be added to a parent's policy.",
          ),
        ],
        [
          "What is covered?",
          list(
            "Hospital room, surgery and intensive care",
            "Diagnostic tests, X-rays and scans",
            "Outpatient visits and prescribed medicines (Silver and Gold)",
            "Emergency medical evacuation (Gold)",
          ),
        ],
        [
          "Are there waiting periods?",
          list(
            "30 days for illness, from the start of the policy",
            "No waiting period for accidents",
            "12 months for named conditions such as hernia and cataract",
            "24 months for maternity benefits",
          ),
        ],
        [
          "How do I get a quotation?",
          text(
            "Download the quotation request form, fill in the details of each person to be insured and send it to sales@tonle-insurance.example, or visit any Tonle branch.",
          ),
        ],
      ],
      alts: [
        "A doctor with a stethoscope next to a heart-rate monitor",
        "A hospital with an ambulance at the entrance",
        "A family of four in front of a large heart",
      ],
    },
    "travel-insurance": {
      description: [
        "Travel Insurance covers medical emergencies, trip cancellation, delays and lost baggage, so you can enjoy your journey with peace of mind.",
        "Choose a single-trip or annual multi-trip plan for Asia or worldwide. Our certificates meet Schengen visa requirements, and our 24-hour assistance partner helps you anywhere in the world.",
      ],
      qaas: [
        [
          "What is covered?",
          list(
            "Emergency medical and hospital expenses abroad",
            "Emergency evacuation and repatriation",
            "Trip cancellation and curtailment",
            "Travel delay and missed connections",
            "Lost or delayed baggage and passport",
          ),
        ],
        [
          "Is it valid for a Schengen visa?",
          text(
            "Yes. The Worldwide plan provides at least EUR 30,000 of medical cover, and we issue the certificate in English the same day.",
          ),
        ],
        [
          "What should I do in a medical emergency abroad?",
          steps(
            "Call the 24-hour assistance number on your certificate",
            "Give your policy number and location",
            "Go to the hospital recommended by the assistance team",
            "Keep all medical reports and receipts for your claim",
          ),
        ],
      ],
      alts: [
        "An aeroplane flying over an Angkor-style temple and rice fields at sunset",
        "A beach with palm trees, suitcases and a red parasol",
        "A city skyline at night with cars on the road",
        "A river cruise boat passing a pagoda on a sunny day",
      ],
    },
    "home-insurance": {
      description: [
        "Home Insurance protects your house, flat or shophouse and everything inside it against fire, flood, storm, burglary and other sudden damage.",
        "Cover includes temporary accommodation if your home cannot be lived in, and liability if a visitor is injured. Owners and tenants can both apply.",
      ],
      qaas: [
        [
          "What is covered?",
          list(
            "The building, including fixtures and fittings",
            "Furniture, appliances and personal belongings",
            "Fire, lightning, explosion, flood and storm",
            "Burglary and attempted burglary",
            "Temporary accommodation after an insured loss",
          ),
        ],
        [
          "What is not covered?",
          list(
            "Damage from lack of maintenance, damp or termites",
            "Theft without signs of forced entry",
            "Jewellery and cash above the stated limits",
            "Homes left empty for more than 60 days",
          ),
        ],
        [
          "How can I lower my premium?",
          text(
            "Fit good locks and window grilles, keep a fire extinguisher at home and choose a higher excess. Customers who also hold Tonle Motor Insurance receive a 10% discount.",
          ),
        ],
      ],
      alts: [
        "A house sheltered by a large orange umbrella in the rain",
        "A family home at dusk with palm trees and a protection shield",
        "A family standing in front of their house at sunset",
      ],
    },
    "personal-accident": {
      description: [
        "Personal Accident insurance pays a lump sum if an accident causes death or permanent disability, and reimburses the medical costs of treating injuries.",
        "Cover is valid 24 hours a day, worldwide, on the road, at work and at home, from as little as USD 15 a year.",
      ],
      qaas: [
        [
          "What benefits are paid?",
          list(
            "Accidental death: 100% of the sum insured",
            "Permanent disability: up to 100%, according to the policy scale",
            "Medical expenses after an accident",
            "Funeral expenses",
          ),
        ],
        [
          "Am I covered when riding a motorbike?",
          text(
            "Yes, when you hold a valid licence for the vehicle and wear a helmet. Motor racing and riding under the influence of alcohol are not covered.",
          ),
        ],
        [
          "How do I claim medical expenses?",
          steps(
            "Get treatment, preferably at a panel clinic",
            "Keep the original receipts and medical report",
            "Send them with the claim form within 30 days",
            "Receive payment to your bank account",
          ),
        ],
      ],
      alts: [
        "A rider on a motorbike on a road through rice fields",
        "A doctor checking a patient on an examination bed",
        "A family sheltering under a large orange umbrella",
      ],
    },
    "student-care": {
      description: [
        "Student Care insurance protects pupils and students from kindergarten to university against accidents and medical costs, at school, at home and on the way between them.",
        "Schools can insure all their students under one group policy, and parents can buy cover for their own children. It also pays an education benefit if a parent dies in an accident.",
      ],
      qaas: [
        [
          "Who can be insured?",
          text(
            "Children and young people aged from 3 to 25 years who are enrolled at a school, college or university in Cambodia.",
          ),
        ],
        [
          "What is covered?",
          list(
            "Medical expenses after an accident",
            "Hospitalisation due to illness, including dengue fever",
            "Accidental death and permanent disability",
            "Education benefit after a parent's accidental death",
          ),
        ],
        [
          "How does a school join?",
          steps(
            "Send us the number of students and their age range",
            "Receive a quotation within 2 working days",
            "Confirm the plan and send the list of students",
            "Receive a member card for each student",
          ),
        ],
      ],
      alts: [
        "Students with school bags in front of a school building",
        "A graduation cap resting on a stack of books",
        "Parents and children beside a yellow school bus",
      ],
    },
  },
  footer: {
    solutions: {
      title: "Solutions",
      labels: ["Motor Insurance", "Health Insurance", "Travel Insurance", "Property All Risks", "Marine Cargo"],
    },
    supports: { title: "Supports", labels: ["Claims", "Panel Clinics", "Panel Garages", "FAQ", "Complaint"] },
    company: { title: "Company", labels: ["About Us", "Our Team", "Careers", "News", "Contact Us", "Privacy Policy"] },
    copyright: "© 2026 Tonle General Insurance Plc. All rights reserved.",
  },
  view_menus: {
    "/corporate": [
      "Corporate Insurance",
      "Insurance solutions that protect your property, people, cargo and liabilities, so your business can grow with confidence.",
    ],
    "/personal": [
      "Personal Insurance",
      "Simple, affordable cover for your car, your health, your home and your travels. Protection for every stage of family life.",
    ],
  },
  home: {
    slides: [
      "A car on a country road past rice fields at sunset",
      "An aeroplane flying over an Angkor-style temple at dusk",
      "A container ship at a busy port",
    ],
    promos: [
      "A house sheltered by an umbrella in the rain",
      "A doctor next to a heart-rate monitor",
      "A car being repaired at a panel garage",
    ],
    corporate: [
      "Corporate Insurance",
      "Protect your assets, employees and operations with cover designed for Cambodian businesses.",
    ],
    personal: [
      "Personal Insurance",
      "Look after yourself, your family and the things you love with simple, affordable plans.",
    ],
    accident: [
      "Had an accident?",
      "Call our claims team, day or night. We will tell you what to do next.",
      "How to make a claim",
    ],
    why_title: "Why Choose Tonle Insurance?",
    why_content:
      "For more than a decade, families and businesses across Cambodia have trusted us to be there when it matters most.",
    why_list: [
      "Fast, fair claims: most motor and medical claims are settled within 7 working days",
      "Cashless service at over 20 panel clinics and 20 panel garages nationwide",
      "A 24-hour hotline in Khmer and English",
      "Strong financial backing and reinsurance with leading international insurers",
      "Friendly advisers in Phnom Penh and our provincial branches",
    ],
    testimonials: [
      [
        "After my car accident on National Road 4, the hotline arranged towing within an hour and the panel garage repaired everything in a week. I did not pay anything except the excess.",
        "Sok Sreymom",
        "Pharmacist, Phnom Penh",
      ],
      [
        "We insure our 120 staff with Tonle Group Health. The cashless card works at every clinic we use, and claims for our provincial staff are paid quickly.",
        "Chea Vuthy",
        "HR Manager, garment factory",
      ],
      [
        "My daughter was treated for dengue fever and the hospital bill was settled directly with Tonle. The staff called me to check that everything was fine.",
        "Keo Sophea",
        "Teacher, Siem Reap",
      ],
      [
        "Our warehouse was flooded last rainy season. The loss adjuster came the next day and the claim was paid in full within a month.",
        "Lim Vannak",
        "Owner, rice trading company, Battambang",
      ],
    ],
  },
};

// ---------------------------------------------------------------- Khmer

const km: Texts = {
  site: {
    company_name: "ទន្លេ ធានារ៉ាប់រងទូទៅ",
    short_name: "ទន្លេ ធានារ៉ាប់រង",
    meta_description:
      "ទន្លេ ធានារ៉ាប់រងទូទៅ ការពារក្រុមគ្រួសារ និងអាជីវកម្មទូទាំងប្រទេសកម្ពុជា តាមរយៈការធានារ៉ាប់រងយានយន្ត សុខភាព ការធ្វើដំណើរ ទ្រព្យសម្បត្តិ និងទំនួលខុសត្រូវ ព្រមទាំងការទូទាត់សំណងរហ័ស និងយុត្តិធម៌។",
  },
  top: {
    "/corporate": "សាជីវកម្ម",
    "/personal": "បុគ្គល",
    "/claims": "សំណង",
    "/vision": "អំពីយើង",
    "/newsletters": "ប្រព័ន្ធផ្សព្វផ្សាយ",
    "/contact": "ទំនាក់ទំនងយើង",
  },
  children: {
    "property-all-risks": [
      "ធានារ៉ាប់រងគ្រប់ហានិភ័យលើទ្រព្យសម្បត្តិ",
      "ការការពារទូលំទូលាយសម្រាប់អគារ គ្រឿងម៉ាស៊ីន និងស្តុកទំនិញ ពីការបាត់បង់ ឬការខូចខាតរូបវន្តដោយចៃដន្យ។",
    ],
    "fire-insurance": ["ធានារ៉ាប់រងអគ្គិភ័យ", "ការធានាលើទីតាំងអាជីវកម្ម និងទ្រព្យសម្បត្តិនៅខាងក្នុង ពីអគ្គិភ័យ រន្ទះ និងការផ្ទុះ។"],
    "marine-cargo": ["ធានារ៉ាប់រងទំនិញដឹកជញ្ជូន", "ការការពារទំនិញក្នុងពេលដឹកជញ្ជូនតាមផ្លូវសមុទ្រ ផ្លូវអាកាស និងផ្លូវគោក ពីឃ្លាំងមួយទៅឃ្លាំងមួយ។"],
    "contractors-all-risks": [
      "ធានារ៉ាប់រងគ្រប់ហានិភ័យរបស់អ្នកម៉ៅការ",
      "ការធានាលើការងារសំណង់ សម្ភារៈ និងទំនួលខុសត្រូវចំពោះភាគីទីបី ក្នុងអំឡុងពេលអនុវត្តគម្រោង។",
    ],
    "public-liability": [
      "ធានារ៉ាប់រងទំនួលខុសត្រូវចំពោះសាធារណជន",
      "ការពារអាជីវកម្មរបស់អ្នក ប្រសិនបើភ្ញៀវ ឬសាធារណជនរងរបួស ឬទ្រព្យសម្បត្តិរបស់ពួកគេខូចខាត។",
    ],
    "group-health": [
      "ធានារ៉ាប់រងសុខភាពជាក្រុម",
      "ការធានាថ្លៃព្យាបាលសម្រាប់បុគ្គលិករបស់អ្នក ដោយទទួលការព្យាបាលមិនចាំបាច់បង់ប្រាក់មុន នៅគ្លីនិកដៃគូរបស់យើង។",
    ],
    "group-personal-accident": [
      "ធានារ៉ាប់រងគ្រោះថ្នាក់បុគ្គលជាក្រុម",
      "សំណងសម្រាប់បុគ្គលិក ក្នុងករណីស្លាប់ ពិការភាព ឬរបួសដោយគ្រោះថ្នាក់ ២៤ ម៉ោងក្នុងមួយថ្ងៃ។",
    ],
    "money-insurance": ["ធានារ៉ាប់រងសាច់ប្រាក់", "ការធានាលើសាច់ប្រាក់ក្នុងទូដែក នៅទីតាំងអាជីវកម្ម និងក្នុងពេលដឹកទៅធនាគារ។"],
    "/corporate-new": ["ប្រភេទផលិតផលសាជីវកម្ម", "ស្វែងយល់ពីប្រភេទ និងប្រភេទរងនៃការធានារ៉ាប់រងសាជីវកម្មទាំងអស់របស់យើង នៅកន្លែងតែមួយ។"],
    "motor-insurance": ["ធានារ៉ាប់រងយានយន្ត", "ការធានាពេញលេញ និងការធានាភាគីទីបីសម្រាប់រថយន្ត និងម៉ូតូ ព្រមទាំងការជួសជុលនៅយានដ្ឋានដៃគូ។"],
    "health-insurance": [
      "ធានារ៉ាប់រងសុខភាព",
      "ការធានាការព្យាបាលដោយសម្រាកពេទ្យ និងមិនសម្រាកពេទ្យ សម្រាប់អ្នក និងក្រុមគ្រួសារ ទាំងក្នុង និងក្រៅប្រទេស។",
    ],
    "travel-insurance": [
      "ធានារ៉ាប់រងការធ្វើដំណើរ",
      "ការធានាលើករណីសង្គ្រោះបន្ទាន់ផ្នែកវេជ្ជសាស្ត្រ ការលុបចោលដំណើរ និងការបាត់ឥវ៉ាន់ សម្រាប់គ្រប់ដំណើររបស់អ្នក។",
    ],
    "home-insurance": ["ធានារ៉ាប់រងលំនៅដ្ឋាន", "ការពារផ្ទះ និងទ្រព្យសម្បត្តិរបស់អ្នក ពីអគ្គិភ័យ ទឹកជំនន់ ព្យុះ និងចោរកម្ម។"],
    "personal-accident": ["ធានារ៉ាប់រងគ្រោះថ្នាក់បុគ្គល", "ប្រាក់សំណងមួយដុំ ក្នុងករណីស្លាប់ ឬពិការភាពដោយគ្រោះថ្នាក់ បូករួមទាំងថ្លៃព្យាបាល។"],
    "student-care": ["ធានារ៉ាប់រងថែទាំសិស្ស", "ការធានាគ្រោះថ្នាក់ និងថ្លៃព្យាបាលសម្រាប់សិស្ស និងនិស្សិត ទាំងនៅសាលា និងនៅផ្ទះ។"],
    "/personal-new": ["ប្រភេទផលិតផលបុគ្គល", "ស្វែងយល់ពីប្រភេទ និងប្រភេទរងនៃការធានារ៉ាប់រងបុគ្គលទាំងអស់របស់យើង នៅកន្លែងតែមួយ។"],
    "/clinics": ["គ្លីនិកដៃគូ", "ស្វែងរកគ្លីនិក ឬមន្ទីរពេទ្យ ដែលអ្នកអាចទទួលការព្យាបាលដោយមិនចាំបាច់បង់ប្រាក់មុន។"],
    "/garages": ["យានដ្ឋានដៃគូ", "ស្វែងរកយានដ្ឋានដែលបានទទួលស្គាល់ សម្រាប់ការជួសជុលប្រកបដោយគុណភាព ក្រោយការទាមទារសំណងយានយន្ត។"],
    "/team": ["ក្រុមការងាររបស់យើង", "ស្គាល់ពីថ្នាក់ដឹកនាំរបស់ ទន្លេ ធានារ៉ាប់រង។"],
    "/careers": ["ឱកាសការងារ", "ចូលរួមជាមួយក្រុមការងាររបស់យើង និងកសាងអាជីពក្នុងវិស័យធានារ៉ាប់រង។"],
    "/csr": ["ការទទួលខុសត្រូវសង្គម", "របៀបដែលយើងគាំទ្រសាលារៀន សុខភាព និងសហគមន៍នានា នៅទូទាំងប្រទេសកម្ពុជា។"],
    "/faq": ["សំណួរដែលសួរញឹកញាប់", "ចម្លើយរហ័សចំពោះសំណួរដែលគេសួរញឹកញាប់បំផុត អំពីបណ្ណសន្យារ៉ាប់រង និងសំណង។"],
    "/photo": ["វិចិត្រសាលរូបភាព", "រូបភាពពីកម្មវិធី សាខា និងសកម្មភាពសហគមន៍របស់យើង។"],
    "/video": ["វីដេអូ", "វីដេអូខ្លីៗអំពីផលិតផល ការទាមទារសំណង និងរឿងរ៉ាវរបស់អតិថិជន។"],
    "/complaint": ["បណ្តឹងតវ៉ា", "ប្រាប់យើងនៅពេលមានបញ្ហាកើតឡើង ដើម្បីឱ្យយើងអាចដោះស្រាយបានត្រឹមត្រូវ។"],
  },
  products: {
    "property-all-risks": {
      title2: "ការធានារ៉ាប់រងសាជីវកម្មផ្សេងទៀត",
      description: [
        "ការធានារ៉ាប់រងគ្រប់ហានិភ័យលើទ្រព្យសម្បត្តិ ការពារអគារ គ្រឿងម៉ាស៊ីន បរិក្ខារ និងស្តុកទំនិញរបស់អាជីវកម្មអ្នក ពីការបាត់បង់ ឬការខូចខាតរូបវន្តដោយចៃដន្យ និងមិនបានរំពឹងទុក ដែលបណ្តាលមកពីមូលហេតុណាមួយ ដែលមិនត្រូវបានដកចេញជាក់លាក់។",
        "ផលិតផលនេះសាកសមសម្រាប់រោងចក្រ ឃ្លាំង សណ្ឋាគារ ផ្សារទំនើប និងការិយាល័យ ដែលចង់បានបណ្ណសន្យាទូលំទូលាយតែមួយ ជំនួសឱ្យការធានាតាមហានិភ័យដែលបានកំណត់ជាច្រើន។ អ្នកក៏អាចបន្ថែមការធានាលើការរំខានអាជីវកម្ម ដើម្បីទទួលបានប្រាក់ចំណេញដែលបាត់បង់ ក្នុងអំឡុងពេលស្តារឡើងវិញ។",
      ],
      qaas: [
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "អគ្គិភ័យ រន្ទះ ការផ្ទុះ និងការខូចខាតដោយយន្តហោះ",
            "ទឹកជំនន់ ព្យុះ និងគ្រោះធម្មជាតិផ្សេងទៀត",
            "ចោរកម្មដោយមានការបំបែកចូល",
            "ការខូចខាតដោយចៃដន្យលើអគារ គ្រឿងម៉ាស៊ីន និងស្តុកទំនិញ",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "ការរេចរិល ការខូចគុណភាពបន្តិចម្តងៗ និងច្រែះ",
            "ការខូចខាតផ្នែកមេកានិក ឬអគ្គិសនី",
            "ការបាត់បង់ដែលរកឃើញតែនៅពេលរាប់ស្តុក",
            "សង្គ្រាម អំពើភេរវកម្ម និងហានិភ័យនុយក្លេអ៊ែរ",
          ),
        ],
        [
          "តើទឹកប្រាក់ធានារ៉ាប់រងត្រូវកំណត់យ៉ាងដូចម្តេច?",
          text(
            "អគារ និងគ្រឿងម៉ាស៊ីន ត្រូវធានាតាមតម្លៃជំនួសថ្មី ហើយស្តុកទំនិញតាមតម្លៃដើម។ អ្នកត្រួតពិនិត្យរបស់យើងអាចចុះទៅទីតាំងរបស់អ្នកដោយឥតគិតថ្លៃ ដើម្បីជួយកំណត់ទឹកប្រាក់ឱ្យបានត្រឹមត្រូវ។",
          ),
        ],
        [
          "តើខ្ញុំទាមទារសំណងយ៉ាងដូចម្តេច?",
          steps(
            "ចាត់វិធានការកាត់បន្ថយការខូចខាតបន្ថែម និងរក្សាទុកវត្ថុដែលខូចខាត",
            "ជូនដំណឹងមកយើងក្នុងរយៈពេល ៧ ថ្ងៃ តាមទូរស័ព្ទ ឬអ៊ីមែល",
            "ជួបអ្នកវាយតម្លៃការខូចខាតរបស់យើងនៅទីតាំង",
            "ដាក់ពាក្យទាមទារសំណង វិក្កយបត្រ និងតារាងតម្លៃជួសជុល",
          ),
        ],
      ],
      alts: [
        "រោងចក្រ និងឃ្លាំងទំនិញ ជាមួយឡានដឹកទំនិញ ក្រោមខែលការពារពណ៌ទឹកក្រូច",
        "ទេសភាពទីក្រុងដែលមានអគារការិយាល័យខ្ពស់ៗ និងរថយន្តនៅលើផ្លូវ",
        "ជួរហាងដែលមានដំបូលក្រណាត់ឆ្នូតៗ និងអ្នកទិញឥវ៉ាន់ដើរកាត់",
        "តារាងក្រាហ្វិកសសរ ជាមួយខ្សែនិន្នាការឡើង និងខែលការពារ លើផ្ទៃខាងក្រោយពណ៌ខៀវចាស់",
      ],
    },
    "fire-insurance": {
      description: [
        "ការធានារ៉ាប់រងអគ្គិភ័យ ធានាលើអគារ គ្រឿងសង្ហារិម គ្រឿងម៉ាស៊ីន និងស្តុកទំនិញរបស់អ្នក ពីការបាត់បង់ ឬការខូចខាតដែលបណ្តាលមកពីអគ្គិភ័យ រន្ទះ និងការផ្ទុះឧស្ម័នប្រើប្រាស់ក្នុងផ្ទះ។",
        "អ្នកអាចពង្រីកការធានាទៅលើកុប្បកម្ម និងកូដកម្ម ទឹកជំនន់ ព្យុះ និងរញ្ជួយដី។ បុព្វលាភនឹងទាបជាង នៅពេលទីតាំងរបស់អ្នកមានបំពង់ពន្លត់អគ្គិភ័យ ឧបករណ៍ចាប់ផ្សែង និងច្រកចេញសង្គ្រោះបន្ទាន់ច្បាស់លាស់។",
      ],
      qaas: [
        [
          "តើបណ្ណសន្យាមូលដ្ឋានធានាលើអ្វីខ្លះ?",
          list("អគ្គិភ័យ និងរន្ទះ", "ការផ្ទុះឧស្ម័នប្រើប្រាស់ក្នុងផ្ទះ", "ការខូចខាតដោយទឹកពន្លត់អគ្គិភ័យ និងផ្សែង"),
        ],
        [
          "តើខ្ញុំអាចបន្ថែមការធានាអ្វីខ្លះ?",
          list("កុប្បកម្ម កូដកម្ម និងការបំផ្លិចបំផ្លាញដោយចេតនា", "ទឹកជំនន់ និងខ្យល់ព្យុះ", "រញ្ជួយដី", "ការបុកដោយយន្តហោះ និងយានយន្ត"),
        ],
        [
          "តើវាធានាលើការបាត់បង់ចំណូលក្រោយអគ្គិភ័យដែរឬទេ?",
          text(
            "មិនធានាដោយខ្លួនឯងទេ។ សូមបន្ថែមការធានាលើការរំខានអាជីវកម្ម ដើម្បីទទួលបានប្រាក់ចំណេញដុលដែលបាត់បង់ និងចំណាយបន្ថែមសម្រាប់បន្តដំណើរការអាជីវកម្ម ក្នុងពេលជួសជុលទីតាំង។",
          ),
        ],
      ],
      alts: [
        "ក្រុមពន្លត់អគ្គិភ័យបាញ់ទឹកលើអគារដែលកំពុងឆេះ ក្បែររថយន្តពន្លត់អគ្គិភ័យពណ៌ក្រហម",
        "រោងចក្រ និងឃ្លាំងទំនិញពេលថ្ងៃលិច ក្រោមខែលការពារពណ៌ទឹកក្រូច",
        "អគារការិយាល័យក្នុងទីក្រុងបំភ្លឺភ្លើង ពេលព្រលប់",
      ],
    },
    "marine-cargo": {
      description: [
        "ការធានារ៉ាប់រងទំនិញដឹកជញ្ជូន ការពារទំនិញនាំចូល និងនាំចេញរបស់អ្នក ក្នុងពេលដឹកជញ្ជូនតាមផ្លូវសមុទ្រ ផ្លូវអាកាស ផ្លូវទន្លេ ឬផ្លូវគោក ចាប់ពីឃ្លាំងរបស់អ្នកលក់ រហូតដល់ឃ្លាំងរបស់អ្នក។",
        "យើងផ្តល់បណ្ណសន្យាសម្រាប់ការដឹកជញ្ជូនម្តងៗ និងការធានាបើកចំហប្រចាំឆ្នាំ សម្រាប់ពាណិជ្ជករដែលនាំទំនិញជាប្រចាំ តាមលក្ខខណ្ឌ Institute Cargo Clauses A, B ឬ C។ វិញ្ញាបនបត្រអាចចេញបានក្នុងថ្ងៃតែមួយ ដើម្បីកុំឱ្យលិខិតឥណទាន (L/C) របស់អ្នកយឺតយ៉ាវ។",
      ],
      qaas: [
        [
          "តើទំនិញប្រភេទណាខ្លះអាចធានារ៉ាប់រងបាន?",
          text(
            "ស្ទើរតែគ្រប់ទំនិញទូទៅ៖ សម្លៀកបំពាក់ និងវត្ថុធាតុដើម គ្រឿងម៉ាស៊ីន គ្រឿងអេឡិចត្រូនិក សម្ភារៈសំណង់ ម្ហូបអាហារ និងផលិតផលកសិកម្ម។ ទំនិញងាយបែក ឬមានតម្លៃខ្ពស់ អាចត្រូវការលក្ខខណ្ឌពិសេស។",
          ),
        ],
        [
          "តើលក្ខខណ្ឌ A, B និង C ខុសគ្នាយ៉ាងដូចម្តេច?",
          list(
            "លក្ខខណ្ឌ A៖ ធានាគ្រប់ហានិភ័យនៃការបាត់បង់ ឬខូចខាត លើកលែងតែករណីដែលបានដកចេញ",
            "លក្ខខណ្ឌ B៖ ធានាហានិភ័យដែលបានកំណត់ ដូចជាអគ្គិភ័យ ការលិចកប៉ាល់ ការបុកគ្នា រញ្ជួយដី និងទឹកចូលកុងតឺន័រ",
            "លក្ខខណ្ឌ C៖ ធានាតែគ្រោះថ្នាក់ធំៗ ដូចជាអគ្គិភ័យ ការលិចកប៉ាល់ និងការបុកគ្នា",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "ការវេចខ្ចប់មិនបានល្អ ឬមិនគ្រប់គ្រាន់",
            "ការយឺតយ៉ាវ ទោះបីបណ្តាលមកពីហេតុការណ៍ដែលបានធានាក៏ដោយ",
            "ការខូចខាតដោយលក្ខណៈធម្មជាតិរបស់ទំនិញផ្ទាល់ ដូចជាការស្អុយរលួយ",
            "ការលេចធ្លាយ និងការស្រកទម្ងន់ធម្មតា",
          ),
        ],
        [
          "តើខ្ញុំគួរធ្វើអ្វី នៅពេលទំនិញមកដល់ក្នុងស្ថានភាពខូចខាត?",
          steps(
            "កត់ត្រាការខូចខាតនៅលើបង្កាន់ដៃទទួលទំនិញ",
            "រក្សាទុកទំនិញ និងសម្ភារៈវេចខ្ចប់ សម្រាប់ការត្រួតពិនិត្យ",
            "ជូនដំណឹងជាលាយលក្ខណ៍អក្សរមកយើង និងក្រុមហ៊ុនដឹកជញ្ជូន ក្នុងរយៈពេល ៣ ថ្ងៃ",
            "ផ្ញើវិក្កយបត្រ ប័ណ្ណដឹកទំនិញ (B/L) និងរបាយការណ៍ត្រួតពិនិត្យ",
          ),
        ],
      ],
      alts: [
        "ស្ទូចផ្ទុកកុងតឺន័រឡើងលើកប៉ាល់ដឹកទំនិញ នៅកំពង់ផែដ៏មមាញឹក",
        "ទូកដឹកអ្នកដំណើរនៅលើទន្លេពេលថ្ងៃលិច មានវត្តមួយនៅលើច្រាំង",
        "ឡានដឹកទំនិញនៅលើផ្លូវធំ ដែលមានដើមត្នោតតាមបណ្តោយ",
      ],
    },
    "contractors-all-risks": {
      description: [
        "ការធានារ៉ាប់រងគ្រប់ហានិភ័យរបស់អ្នកម៉ៅការ ធានាលើគម្រោងសំណង់ ចាប់ពីថ្ងៃដំបូងនៅការដ្ឋាន រហូតដល់ការប្រគល់ការងារ៖ ការងារសំណង់ សម្ភារៈ សំណង់បណ្តោះអាសន្ន និងគ្រឿងចក្រសំណង់។",
        "វាក៏រួមបញ្ចូលទំនួលខុសត្រូវចំពោះភាគីទីបី ចំពោះការរងរបួស ឬការខូចខាតទ្រព្យសម្បត្តិដែលបណ្តាលមកពីការងារសំណង់ ដែលម្ចាស់គម្រោង និងធនាគារជាច្រើនតម្រូវឱ្យមាន មុនពេលចាប់ផ្តើមសាងសង់។",
      ],
      qaas: [
        [
          "តើអ្នកណាអាចទិញបណ្ណសន្យានេះបាន?",
          text(
            "ម្ចាស់គម្រោង អ្នកម៉ៅការធំ ឬទាំងពីររួមគ្នា។ អ្នកម៉ៅការ និងអ្នកម៉ៅការបន្តទាំងអស់ដែលធ្វើការនៅការដ្ឋាន អាចត្រូវបានចុះឈ្មោះជាអ្នកទទួលការធានា។",
          ),
        ],
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "ការខូចខាតរូបវន្តលើការងារសំណង់ ដោយអគ្គិភ័យ ទឹកជំនន់ ព្យុះ ចោរកម្ម និងគ្រោះថ្នាក់",
            "គ្រឿងចក្រ និងបរិក្ខារសំណង់ (ជម្រើសបន្ថែម)",
            "ការសម្អាតកម្ទេចកម្ទីក្រោយពេលខូចខាត",
            "ការរងរបួស និងការខូចខាតទ្រព្យសម្បត្តិរបស់ភាគីទីបី",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "កំហុសក្នុងការរចនា ឬសម្ភារៈដែលមានកំហុសដោយខ្លួនវា",
            "ការរេចរិលធម្មតារបស់បរិក្ខារ",
            "ការពិន័យដោយសារការបញ្ចប់ការងារយឺត",
            "ការខូចខាតដែលបណ្តាលមកពីអំពើចេតនារបស់អ្នកទទួលការធានា",
          ),
        ],
        [
          "តើការធានាបញ្ចប់នៅពេលណា?",
          text("នៅពេលប្រគល់ការងារជូនម្ចាស់គម្រោង ឬនៅចុងរយៈពេលនៃបណ្ណសន្យា អាស្រ័យលើមួយណាមកដល់មុន។ អ្នកអាចបន្ថែមរយៈពេលថែទាំ ១២ ខែ។"),
        ],
      ],
      alts: [
        "ស្ទូចប៉មនៅពីលើអគារដែលកំពុងសាងសង់ ជាមួយកម្មករពាក់មួកសុវត្ថិភាព",
        "កម្មករសំណង់ប្រាំនាក់ពាក់មួកសុវត្ថិភាព នៅពីមុខខែលការពារ",
        "ទេសភាពទីក្រុងដែលមានអគារខ្ពស់ៗថ្មីៗ ពេលថ្ងៃលិច",
      ],
    },
    "public-liability": {
      description: [
        "ការធានារ៉ាប់រងទំនួលខុសត្រូវចំពោះសាធារណជន ទូទាត់សំណង និងថ្លៃផ្លូវច្បាប់ ដែលអាជីវកម្មរបស់អ្នកត្រូវបង់ ប្រសិនបើអតិថិជន ភ្ញៀវ ឬអ្នកដើរកាត់ រងរបួស ឬទ្រព្យសម្បត្តិរបស់ពួកគេខូចខាត ដោយសារសកម្មភាពរបស់អ្នក។",
        "វាមានសារៈសំខាន់ណាស់សម្រាប់ហាង ភោជនីយដ្ឋាន សណ្ឋាគារ សាលារៀន អ្នករៀបចំព្រឹត្តិការណ៍ និងអាជីវកម្មទាំងឡាយណាដែលទទួលសាធារណជន។",
      ],
      qaas: [
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "ការរងរបួសលើរាងកាយរបស់ភាគីទីបី នៅទីតាំងរបស់អ្នក ឬដោយសារការងាររបស់អ្នក",
            "ការខូចខាតទ្រព្យសម្បត្តិរបស់ភាគីទីបី",
            "ថ្លៃការពារក្តីផ្លូវច្បាប់ ដែលយើងបានយល់ព្រម",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "ការរងរបួសរបស់បុគ្គលិកផ្ទាល់របស់អ្នក (សូមមើលធានារ៉ាប់រងគ្រោះថ្នាក់បុគ្គលជាក្រុម)",
            "ការខូចខាតទ្រព្យសម្បត្តិដែលអ្នកជាម្ចាស់ ឬជាអ្នកថែរក្សា",
            "ការពិន័យ និងទំនួលខុសត្រូវតាមកិច្ចសន្យា",
            "ទំនួលខុសត្រូវដែលកើតចេញពីផលិតផលរបស់អ្នក ក្រោយពេលលក់",
          ),
        ],
        [
          "តើខ្ញុំត្រូវការកម្រិតធានាប៉ុន្មាន?",
          text(
            "អាជីវកម្មខ្នាតតូចភាគច្រើនជ្រើសរើសកម្រិតធានាចន្លោះពី ៥០ ០០០ ទៅ ២៥០ ០០០ ដុល្លារអាមេរិក ក្នុងមួយករណី។ សណ្ឋាគារ ផ្សារទំនើប និងអ្នករៀបចំព្រឹត្តិការណ៍ ជាធម្មតាត្រូវការ ៥០០ ០០០ ដុល្លារអាមេរិក ឬច្រើនជាងនេះ។",
          ),
        ],
      ],
      alts: [
        "អ្នកទិញឥវ៉ាន់ដើរកាត់ជួរហាង ដែលមានដំបូលក្រណាត់ឆ្នូតៗ",
        "ផ្លូវក្នុងទីក្រុងដ៏មមាញឹក មានរថយន្ត រ៉ឺម៉ក និងម៉ូតូ",
        "សហការីឈរនៅពីមុខតារាងបទបង្ហាញ",
      ],
    },
    "group-health": {
      description: [
        "ការធានារ៉ាប់រងសុខភាពជាក្រុម ផ្តល់ឱ្យបុគ្គលិករបស់អ្នក និងក្រុមគ្រួសាររបស់ពួកគេ (បើអ្នកចង់) នូវលទ្ធភាពទទួលបានការថែទាំសុខភាពប្រកបដោយគុណភាព ទាំងនៅកម្ពុជា និងនៅក្រៅប្រទេស។",
        "បុគ្គលិកគ្រាន់តែបង្ហាញកាតទន្លេ នៅគ្លីនិក ឬមន្ទីរពេទ្យដៃគូណាមួយរបស់យើង ដើម្បីទទួលការព្យាបាលដោយមិនចាំបាច់បង់ប្រាក់។ គម្រោងនានាត្រូវបានរៀបចំតាមថវិការបស់អ្នក ចាប់ពីការធានាតែការសម្រាកពេទ្យ រហូតដល់អត្ថប្រយោជន៍ពេញលេញសម្រាប់ការព្យាបាលក្រៅ ធ្មេញ និងសម្ភព។",
        "ក្រុមការងារដែលមានសុខភាពល្អ គឺជាក្រុមការងារដែលមានផលិតភាព៖ ការធានាជាក្រុមជួយអ្នកទាក់ទាញ និងរក្សាបុគ្គលិកល្អៗ។",
      ],
      qaas: [
        [
          "តើយើងត្រូវមានបុគ្គលិកប៉ុន្មាននាក់?",
          text(
            "គម្រោងជាក្រុមចាប់ផ្តើមពីបុគ្គលិក ៥ នាក់។ ក្រុមហ៊ុនដែលមានបុគ្គលិកចាប់ពី ៥០ នាក់ឡើងទៅ អាចទទួលបានការធានាលើជំងឺដែលមានពីមុន បន្ទាប់ពីរយៈពេលរង់ចាំខ្លីមួយ។",
          ),
        ],
        [
          "តើមានអត្ថប្រយោជន៍អ្វីខ្លះ?",
          list(
            "ការសម្រាកពេទ្យ និងការវះកាត់",
            "ការពិគ្រោះជំងឺក្រៅ និងថ្នាំពេទ្យ",
            "ការថែទាំធ្មេញ និងភ្នែក",
            "សម្ភព",
            "ការដឹកជញ្ជូនសង្គ្រោះបន្ទាន់",
          ),
        ],
        [
          "តើការព្យាបាលដោយមិនបង់ប្រាក់ដំណើរការយ៉ាងដូចម្តេច?",
          steps(
            "បុគ្គលិកបង្ហាញកាតសមាជិកទន្លេ នៅគ្លីនិកដៃគូ",
            "គ្លីនិកបញ្ជាក់ការធានាជាមួយយើង តាមទូរស័ព្ទ ឬតាមអនឡាញ",
            "យើងទូទាត់វិក្កយបត្រដោយផ្ទាល់ជាមួយគ្លីនិក",
            "បុគ្គលិកបង់តែចំនួនទឹកប្រាក់ដែលមិនស្ថិតក្នុងការធានា",
          ),
        ],
        [
          "តើបុគ្គលិកអាចទាមទារសំណងសម្រាប់ការព្យាបាលនៅគ្លីនិកផ្សេងបានដែរឬទេ?",
          text(
            "បាន។ ពួកគេបង់វិក្កយបត្រ ហើយផ្ញើបង្កាន់ដៃ និងរបាយការណ៍វេជ្ជសាស្ត្រមកយើង ក្នុងរយៈពេល ៣០ ថ្ងៃ។ យើងនឹងសងចំណាយដែលស្ថិតក្នុងការធានា ចូលគណនីធនាគាររបស់ពួកគេ ជាធម្មតាក្នុងរយៈពេល ១០ ថ្ងៃធ្វើការ។",
          ),
        ],
      ],
      alts: [
        "អគារមន្ទីរពេទ្យ ដែលមានរថយន្តសង្គ្រោះបន្ទាន់ចតនៅខាងមុខ",
        "វេជ្ជបណ្ឌិតពាក់ឧបករណ៍ស្តាប់បេះដូង នៅក្បែរម៉ូនីទ័រចង្វាក់បេះដូង និងអ្នកជំងឺនៅលើគ្រែពិនិត្យ",
        "ក្រុមបុគ្គលិកនៅពីមុខតារាងក្រាហ្វិកកំណើន",
      ],
    },
    "group-personal-accident": {
      description: [
        "ការធានារ៉ាប់រងគ្រោះថ្នាក់បុគ្គលជាក្រុម ផ្តល់សំណងដល់បុគ្គលិក ឬក្រុមគ្រួសាររបស់ពួកគេ ក្រោយពេលមានគ្រោះថ្នាក់ដែលបណ្តាលឱ្យស្លាប់ ពិការភាពអចិន្ត្រៃយ៍ ឬអសមត្ថភាពធ្វើការជាបណ្តោះអាសន្ន។",
        "ការធានាមានសុពលភាព ២៤ ម៉ោងក្នុងមួយថ្ងៃ ទាំងនៅកន្លែងធ្វើការ នៅផ្ទះ និងក្នុងពេលធ្វើដំណើរ ហើយបំពេញបន្ថែមលើអត្ថប្រយោជន៍របស់បេឡាជាតិរបបសន្តិសុខសង្គម (ប.ស.ស)។",
      ],
      qaas: [
        [
          "តើអត្ថប្រយោជន៍អ្វីខ្លះដែលត្រូវបានទូទាត់?",
          list(
            "ការស្លាប់ដោយគ្រោះថ្នាក់៖ ១០០% នៃទឹកប្រាក់ធានារ៉ាប់រង",
            "ពិការភាពអចិន្ត្រៃយ៍ទាំងស្រុង៖ រហូតដល់ ១០០%",
            "ពិការភាពអចិន្ត្រៃយ៍មួយផ្នែក៖ ជាភាគរយតាមតារាងនៃបណ្ណសន្យា",
            "ប្រាក់ឧបត្ថម្ភប្រចាំសប្តាហ៍ ក្នុងអំឡុងពេលពិការភាពបណ្តោះអាសន្ន",
            "ថ្លៃព្យាបាលក្រោយគ្រោះថ្នាក់",
          ),
        ],
        [
          "តើទឹកប្រាក់ធានារ៉ាប់រងត្រូវជ្រើសរើសយ៉ាងដូចម្តេច?",
          text("ជាធម្មតាគិតជាពហុគុណនៃប្រាក់បៀវត្សប្រចាំឆ្នាំរបស់បុគ្គលិកម្នាក់ៗ ឧទាហរណ៍ ២៤ ឬ ៣៦ ខែ ឬជាចំនួនថេរតាមកម្រិតមុខតំណែង។"),
        ],
        [
          "តើយើងទាមទារសំណងយ៉ាងដូចម្តេច?",
          steps(
            "រាយការណ៍អំពីគ្រោះថ្នាក់មកយើង ក្នុងរយៈពេល ៣០ ថ្ងៃ",
            "ផ្ញើពាក្យទាមទារសំណង ជាមួយរបាយការណ៍នគរបាល ឬរបាយការណ៍វេជ្ជសាស្ត្រ",
            "ភ្ជាប់សំបុត្រមរណភាព ឬលទ្ធផលវាយតម្លៃពិការភាព ប្រសិនបើមាន",
            "យើងទូទាត់អត្ថប្រយោជន៍ជូនបុគ្គលិក ឬក្រុមគ្រួសារ",
          ),
        ],
      ],
      alts: [
        "កម្មកររោងចក្រពាក់មួកសុវត្ថិភាព ឈរនៅក្រោមខែលការពារ",
        "បុគ្គលិកនៅពីមុខក្តារបទបង្ហាញ",
        "មន្ទីរពេទ្យ និងរថយន្តសង្គ្រោះបន្ទាន់ ពេលថ្ងៃលិច",
      ],
    },
    "money-insurance": {
      description: [
        "ការធានារ៉ាប់រងសាច់ប្រាក់ ធានាលើសាច់ប្រាក់ មូលប្បទានបត្រ និងប័ណ្ណទូទាត់ ពីចោរកម្ម ការប្លន់ និងការបាត់បង់ដោយចៃដន្យ មិនថានៅក្នុងទូដែក នៅលើតុបញ្ជរ ឬក្នុងពេលយកទៅធនាគារ។",
        "វាល្អបំផុតសម្រាប់ហាងលក់រាយ ភោជនីយដ្ឋាន ស្ថានីយប្រេងឥន្ធនៈ សាខាមីក្រូហិរញ្ញវត្ថុ និងអាជីវកម្មទាំងឡាយដែលប្រើប្រាស់សាច់ប្រាក់ជារៀងរាល់ថ្ងៃ។",
      ],
      qaas: [
        [
          "តើសាច់ប្រាក់របស់ខ្ញុំត្រូវបានធានានៅទីណាខ្លះ?",
          list(
            "ក្នុងពេលដឹកជញ្ជូនរវាងទីតាំងរបស់អ្នក និងធនាគារ",
            "នៅទីតាំងរបស់អ្នក ក្នុងម៉ោងធ្វើការ",
            "នៅក្នុងទូដែកដែលចាក់សោ ក្រៅម៉ោងធ្វើការ",
            "នៅផ្ទះរបស់បុគ្គលិកដែលមានការអនុញ្ញាត (ជម្រើសបន្ថែម)",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "ការខ្វះខាតដោយសារកំហុសក្នុងការរាប់ប្រាក់",
            "ចោរកម្មដោយបុគ្គលិករបស់អ្នកផ្ទាល់ លុះត្រាតែមានការធានាភាពស្មោះត្រង់បន្ថែម",
            "សាច់ប្រាក់ដែលទុកក្នុងយានយន្តដោយគ្មានអ្នកមើល",
            "សាច់ប្រាក់ក្នុងទូដែក ដែលត្រូវបានបើកដោយកូនសោដែលទុកនៅក្នុងទីតាំង",
          ),
        ],
        [
          "តើមានលក្ខខណ្ឌសុវត្ថិភាពអ្វីខ្លះ?",
          text(
            "សាច់ប្រាក់ដែលដឹកលើសពីកម្រិតដែលបានព្រមព្រៀង ត្រូវដឹកដោយបុគ្គលិកពេញវ័យពីរនាក់ ឬដោយក្រុមហ៊ុនសន្តិសុខអាជីព ហើយក្រោយម៉ោងធ្វើការ ទូដែកត្រូវចាក់សោ និងរក្សាទុកកូនសោនៅក្រៅទីតាំង។",
          ),
        ],
      ],
      alts: ["ទូដែកធនាគារ ជាមួយគំនរកាក់ និងក្រដាសប្រាក់", "អគារធនាគារដែលមានសសរ និងរថយន្តដឹកសាច់ប្រាក់"],
    },
    "motor-insurance": {
      description: [
        "ការធានារ៉ាប់រងយានយន្ត ការពារអ្នក យានយន្តរបស់អ្នក និងអ្នកប្រើប្រាស់ផ្លូវដទៃទៀត។ សូមជ្រើសរើសការធានាទំនួលខុសត្រូវចំពោះភាគីទីបី ដែលច្បាប់តម្រូវឱ្យមាន ឬការធានាពេញលេញ ដែលជួសជុលរថយន្ត ឬម៉ូតូរបស់អ្នកផងដែរ ក្រោយពេលមានគ្រោះថ្នាក់ ចោរកម្ម ឬអគ្គិភ័យ។",
        "ការជួសជុលត្រូវបានធ្វើឡើងនៅយានដ្ឋានដៃគូរបស់យើង ដោយប្រើគ្រឿងបន្លាស់ពិតប្រាកដ ហើយខ្សែទូរស័ព្ទបន្ទាន់ ២៤ ម៉ោងរបស់យើង នឹងបញ្ជូនជំនួយទៅដល់អ្នក មិនថាអ្នកនៅទីណាក្នុងប្រទេសកម្ពុជា។",
      ],
      qaas: [
        [
          "តើការធានាពេញលេញរួមបញ្ចូលអ្វីខ្លះ?",
          list(
            "ការខូចខាតលើយានយន្តរបស់អ្នក ដោយគ្រោះថ្នាក់ អគ្គិភ័យ និងចោរកម្ម",
            "ការរងរបួស និងការខូចខាតទ្រព្យសម្បត្តិរបស់ភាគីទីបី",
            "ថ្លៃព្យាបាលសម្រាប់អ្នកបើកបរ និងអ្នកដំណើរ",
            "សេវាជំនួយតាមផ្លូវ និងសណ្តោងរថយន្ត ២៤ ម៉ោង",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "ការបើកបរដោយគ្មានប័ណ្ណបើកបរត្រឹមត្រូវ ឬក្នុងពេលស្រវឹង",
            "ការខូចគ្រឿងម៉ាស៊ីន និងការរេចរិលធម្មតា",
            "ការប្រើប្រាស់សម្រាប់ការប្រណាំង ឬការជួល លុះត្រាតែបានប្រកាស",
            "របស់របរផ្ទាល់ខ្លួនដែលទុកក្នុងយានយន្ត",
          ),
        ],
        [
          "តើខ្ញុំគួរធ្វើអ្វីក្រោយពេលមានគ្រោះថ្នាក់?",
          steps(
            "ត្រូវប្រាកដថាគ្រប់គ្នាមានសុវត្ថិភាព ហើយហៅនគរបាល ប្រសិនបើមានអ្នករងរបួស",
            "ថតរូបយានយន្ត និងកន្លែងកើតហេតុ",
            "ទូរស័ព្ទមកខ្សែទូរស័ព្ទបន្ទាន់ ២៤ ម៉ោងរបស់យើង មុនពេលរំកិលយានយន្ត",
            "យកយានយន្តទៅយានដ្ឋានដៃគូ ដើម្បីត្រួតពិនិត្យ និងជួសជុល",
          ),
        ],
        [
          "តើបុព្វលាភត្រូវបានគណនាយ៉ាងដូចម្តេច?",
          text(
            "វាអាស្រ័យលើតម្លៃ អាយុ និងការប្រើប្រាស់យានយន្ត បទពិសោធន៍របស់អ្នកបើកបរ និងប្រវត្តិនៃការទាមទារសំណងរបស់អ្នក។ ការបញ្ចុះតម្លៃរហូតដល់ ២៥% សម្រាប់អ្នកដែលគ្មានការទាមទារសំណង ជាការលើកទឹកចិត្តដល់អ្នកបើកបរប្រកបដោយសុវត្ថិភាព នៅពេលបន្តបណ្ណសន្យា។",
          ),
        ],
      ],
      alts: [
        "រថយន្តបើកតាមផ្លូវជនបទ កាត់តាមវាលស្រែ និងដើមត្នោត",
        "ចរាចរណ៍ក្នុងទីក្រុងពេលថ្ងៃលិច មានរថយន្ត រ៉ឺម៉ក និងម៉ូតូ",
        "រថយន្តត្រូវបានលើកឡើងនៅយានដ្ឋានជួសជុល ខណៈជាងជួសជុលកាន់ឧបករណ៍",
        "ម៉ូតូនៅលើផ្លូវជនបទ ក្បែរវាលស្រែ",
      ],
    },
    "health-insurance": {
      title2: "ការធានាបន្ថែមសម្រាប់ក្រុមគ្រួសាររបស់អ្នក",
      description: [
        "ការធានារ៉ាប់រងសុខភាព ជួយឱ្យអ្នក និងក្រុមគ្រួសារទទួលបានការព្យាបាលដែលត្រូវការ ដោយមិនចាំបាច់ព្រួយបារម្ភពីវិក្កយបត្រ។ សូមជ្រើសរើសគម្រោងសំរិទ្ធ ប្រាក់ ឬមាស ដែលធានានៅកម្ពុជា ឬទូទាំងទ្វីបអាស៊ី។",
        "ទទួលការព្យាបាលដោយមិនចាំបាច់បង់ប្រាក់ នៅគ្លីនិក និងមន្ទីរពេទ្យដៃគូជាង ២០ កន្លែង ព្រមទាំងអត្ថប្រយោជន៍ជាជម្រើសសម្រាប់ការព្យាបាលក្រៅ ធ្មេញ និងសម្ភព។",
      ],
      qaas: [
        [
          "តើអ្នកណាខ្លះអាចចូលរួមធានារ៉ាប់រងបាន?",
          text(
            "អ្នកដែលមានអាយុចាប់ពី ១៥ ថ្ងៃ ដល់ ៦៥ ឆ្នាំ អាចចូលរួមបាន ហើយអាចបន្តការធានារហូតដល់អាយុ ៧៥ ឆ្នាំ។ កូនៗអាចបញ្ចូលក្នុងបណ្ណសន្យារបស់ឪពុក ឬម្តាយបាន។",
          ),
        ],
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "បន្ទប់សម្រាកពេទ្យ ការវះកាត់ និងការថែទាំយកចិត្តទុកដាក់ពិសេស",
            "ការធ្វើតេស្តរោគវិនិច្ឆ័យ ការថតកាំរស្មីអ៊ិច និងការស្កេន",
            "ការពិគ្រោះជំងឺក្រៅ និងថ្នាំតាមវេជ្ជបញ្ជា (គម្រោងប្រាក់ និងមាស)",
            "ការដឹកជញ្ជូនសង្គ្រោះបន្ទាន់ផ្នែកវេជ្ជសាស្ត្រ (គម្រោងមាស)",
          ),
        ],
        [
          "តើមានរយៈពេលរង់ចាំដែរឬទេ?",
          list(
            "៣០ ថ្ងៃសម្រាប់ជំងឺ គិតចាប់ពីថ្ងៃចាប់ផ្តើមបណ្ណសន្យា",
            "គ្មានរយៈពេលរង់ចាំសម្រាប់គ្រោះថ្នាក់",
            "១២ ខែសម្រាប់ជំងឺដែលបានកំណត់ ដូចជាជំងឺក្លូន និងភ្នែកឡើងបាយ",
            "២៤ ខែសម្រាប់អត្ថប្រយោជន៍សម្ភព",
          ),
        ],
        [
          "តើខ្ញុំអាចស្នើសុំតារាងតម្លៃយ៉ាងដូចម្តេច?",
          text(
            "សូមទាញយកទម្រង់ស្នើសុំតារាងតម្លៃ បំពេញព័ត៌មានរបស់បុគ្គលម្នាក់ៗដែលត្រូវធានា ហើយផ្ញើទៅ sales@tonle-insurance.example ឬអញ្ជើញមកសាខាណាមួយរបស់ទន្លេ។",
          ),
        ],
      ],
      alts: [
        "វេជ្ជបណ្ឌិតពាក់ឧបករណ៍ស្តាប់បេះដូង នៅក្បែរម៉ូនីទ័រចង្វាក់បេះដូង",
        "មន្ទីរពេទ្យដែលមានរថយន្តសង្គ្រោះបន្ទាន់នៅច្រកចូល",
        "គ្រួសារបួននាក់ នៅពីមុខរូបបេះដូងធំមួយ",
      ],
    },
    "travel-insurance": {
      description: [
        "ការធានារ៉ាប់រងការធ្វើដំណើរ ធានាលើករណីសង្គ្រោះបន្ទាន់ផ្នែកវេជ្ជសាស្ត្រ ការលុបចោលដំណើរ ការពន្យារពេល និងការបាត់ឥវ៉ាន់ ដើម្បីឱ្យអ្នករីករាយនឹងដំណើររបស់អ្នកដោយចិត្តស្ងប់។",
        "សូមជ្រើសរើសគម្រោងសម្រាប់ដំណើរម្តង ឬគម្រោងប្រចាំឆ្នាំសម្រាប់ដំណើរច្រើនដង ក្នុងតំបន់អាស៊ី ឬទូទាំងពិភពលោក។ វិញ្ញាបនបត្ររបស់យើងបំពេញតាមលក្ខខណ្ឌទិដ្ឋាការសេនហ្គេន ហើយដៃគូជំនួយ ២៤ ម៉ោងរបស់យើង ជួយអ្នកនៅគ្រប់ទីកន្លែងលើពិភពលោក។",
      ],
      qaas: [
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "ថ្លៃព្យាបាល និងសម្រាកពេទ្យបន្ទាន់នៅក្រៅប្រទេស",
            "ការដឹកជញ្ជូនសង្គ្រោះបន្ទាន់ និងការបញ្ជូនមកស្រុកកំណើតវិញ",
            "ការលុបចោល និងការកាត់ខ្លីដំណើរ",
            "ការពន្យារពេលធ្វើដំណើរ និងការខកជើងហោះហើរតភ្ជាប់",
            "ការបាត់ ឬការយឺតយ៉ាវឥវ៉ាន់ និងលិខិតឆ្លងដែន",
          ),
        ],
        [
          "តើវាប្រើបានសម្រាប់ទិដ្ឋាការសេនហ្គេនដែរឬទេ?",
          text("បាន។ គម្រោងទូទាំងពិភពលោក ផ្តល់ការធានាផ្នែកវេជ្ជសាស្ត្រយ៉ាងតិច ៣០ ០០០ អឺរ៉ូ ហើយយើងចេញវិញ្ញាបនបត្រជាភាសាអង់គ្លេសក្នុងថ្ងៃតែមួយ។"),
        ],
        [
          "តើខ្ញុំគួរធ្វើអ្វី នៅពេលមានអាសន្នផ្នែកវេជ្ជសាស្ត្រនៅក្រៅប្រទេស?",
          steps(
            "ទូរស័ព្ទទៅលេខជំនួយ ២៤ ម៉ោង ដែលមាននៅលើវិញ្ញាបនបត្ររបស់អ្នក",
            "ផ្តល់លេខបណ្ណសន្យា និងទីតាំងរបស់អ្នក",
            "ទៅមន្ទីរពេទ្យដែលក្រុមជំនួយណែនាំ",
            "រក្សាទុករបាយការណ៍វេជ្ជសាស្ត្រ និងបង្កាន់ដៃទាំងអស់ សម្រាប់ការទាមទារសំណង",
          ),
        ],
      ],
      alts: [
        "យន្តហោះហោះពីលើប្រាសាទបែបអង្គរ និងវាលស្រែ ពេលថ្ងៃលិច",
        "ឆ្នេរសមុទ្រដែលមានដើមដូង វ៉ាលីស និងឆ័ត្រពណ៌ក្រហម",
        "ទេសភាពទីក្រុងពេលយប់ មានរថយន្តនៅលើផ្លូវ",
        "ទូកទេសចរណ៍ធ្វើដំណើរតាមទន្លេ កាត់មុខវត្តមួយ នៅថ្ងៃមានពន្លឺថ្ងៃ",
      ],
    },
    "home-insurance": {
      description: [
        "ការធានារ៉ាប់រងលំនៅដ្ឋាន ការពារផ្ទះ ខុនដូ ឬផ្ទះល្វែងរបស់អ្នក និងទ្រព្យសម្បត្តិទាំងអស់នៅខាងក្នុង ពីអគ្គិភ័យ ទឹកជំនន់ ព្យុះ ចោរកម្ម និងការខូចខាតភ្លាមៗផ្សេងទៀត។",
        "ការធានារួមបញ្ចូលកន្លែងស្នាក់នៅបណ្តោះអាសន្ន ប្រសិនបើផ្ទះរបស់អ្នកមិនអាចរស់នៅបាន និងទំនួលខុសត្រូវ ប្រសិនបើភ្ញៀវរងរបួស។ ទាំងម្ចាស់ផ្ទះ និងអ្នកជួលផ្ទះ អាចស្នើសុំបាន។",
      ],
      qaas: [
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "អគារ រួមទាំងគ្រឿងបំពាក់ភ្ជាប់ជាប់",
            "គ្រឿងសង្ហារិម គ្រឿងប្រើប្រាស់អគ្គិសនី និងរបស់របរផ្ទាល់ខ្លួន",
            "អគ្គិភ័យ រន្ទះ ការផ្ទុះ ទឹកជំនន់ និងព្យុះ",
            "ចោរកម្ម និងការប៉ុនប៉ងលួច",
            "កន្លែងស្នាក់នៅបណ្តោះអាសន្ន ក្រោយការខូចខាតដែលបានធានា",
          ),
        ],
        [
          "តើអ្វីខ្លះដែលមិនត្រូវបានធានា?",
          list(
            "ការខូចខាតដោយសារខ្វះការថែទាំ សំណើម ឬកណ្តៀរ",
            "ចោរកម្មដែលគ្មានស្លាកស្នាមនៃការបំបែកចូល",
            "គ្រឿងអលង្ការ និងសាច់ប្រាក់ដែលលើសពីកម្រិតកំណត់",
            "ផ្ទះដែលទុកចោលគ្មានមនុស្សនៅ លើសពី ៦០ ថ្ងៃ",
          ),
        ],
        [
          "តើខ្ញុំអាចបញ្ចុះបុព្វលាភយ៉ាងដូចម្តេច?",
          text(
            "សូមដំឡើងសោល្អ និងដែកការពារបង្អួច ទុកបំពង់ពន្លត់អគ្គិភ័យនៅផ្ទះ និងជ្រើសរើសប្រាក់កាត់កងខ្ពស់ជាងមុន។ អតិថិជនដែលមានការធានារ៉ាប់រងយានយន្តជាមួយទន្លេ ទទួលបានការបញ្ចុះតម្លៃ ១០%។",
          ),
        ],
      ],
      alts: [
        "ផ្ទះមួយដែលត្រូវបានការពារដោយឆ័ត្រពណ៌ទឹកក្រូចដ៏ធំ ក្នុងពេលភ្លៀង",
        "ផ្ទះគ្រួសារពេលព្រលប់ មានដើមដូង និងខែលការពារ",
        "គ្រួសារមួយឈរនៅពីមុខផ្ទះរបស់ពួកគេ ពេលថ្ងៃលិច",
      ],
    },
    "personal-accident": {
      description: [
        "ការធានារ៉ាប់រងគ្រោះថ្នាក់បុគ្គល ផ្តល់ប្រាក់សំណងមួយដុំ ប្រសិនបើគ្រោះថ្នាក់បណ្តាលឱ្យស្លាប់ ឬពិការភាពអចិន្ត្រៃយ៍ ហើយសងថ្លៃព្យាបាលរបួសវិញ។",
        "ការធានាមានសុពលភាព ២៤ ម៉ោងក្នុងមួយថ្ងៃ នៅទូទាំងពិភពលោក ទាំងនៅលើផ្លូវ នៅកន្លែងធ្វើការ និងនៅផ្ទះ ដោយចំណាយត្រឹមតែ ១៥ ដុល្លារអាមេរិកក្នុងមួយឆ្នាំប៉ុណ្ណោះ។",
      ],
      qaas: [
        [
          "តើអត្ថប្រយោជន៍អ្វីខ្លះដែលត្រូវបានទូទាត់?",
          list(
            "ការស្លាប់ដោយគ្រោះថ្នាក់៖ ១០០% នៃទឹកប្រាក់ធានារ៉ាប់រង",
            "ពិការភាពអចិន្ត្រៃយ៍៖ រហូតដល់ ១០០% តាមតារាងនៃបណ្ណសន្យា",
            "ថ្លៃព្យាបាលក្រោយគ្រោះថ្នាក់",
            "ចំណាយលើបុណ្យសព",
          ),
        ],
        [
          "តើខ្ញុំត្រូវបានធានាដែរឬទេ ពេលជិះម៉ូតូ?",
          text(
            "បាន ប្រសិនបើអ្នកមានប័ណ្ណបើកបរត្រឹមត្រូវសម្រាប់យានយន្តនោះ និងពាក់មួកសុវត្ថិភាព។ ការប្រណាំងយានយន្ត និងការបើកបរក្នុងពេលស្រវឹង មិនត្រូវបានធានាទេ។",
          ),
        ],
        [
          "តើខ្ញុំទាមទារថ្លៃព្យាបាលយ៉ាងដូចម្តេច?",
          steps(
            "ទទួលការព្យាបាល ល្អបំផុតនៅគ្លីនិកដៃគូ",
            "រក្សាទុកបង្កាន់ដៃដើម និងរបាយការណ៍វេជ្ជសាស្ត្រ",
            "ផ្ញើឯកសារទាំងនោះ ជាមួយពាក្យទាមទារសំណង ក្នុងរយៈពេល ៣០ ថ្ងៃ",
            "ទទួលការទូទាត់ចូលគណនីធនាគាររបស់អ្នក",
          ),
        ],
      ],
      alts: ["អ្នកជិះម៉ូតូនៅលើផ្លូវកាត់វាលស្រែ", "វេជ្ជបណ្ឌិតកំពុងពិនិត្យអ្នកជំងឺនៅលើគ្រែពិនិត្យ", "គ្រួសារមួយជ្រកនៅក្រោមឆ័ត្រពណ៌ទឹកក្រូចដ៏ធំ"],
    },
    "student-care": {
      description: [
        "ការធានារ៉ាប់រងថែទាំសិស្ស ការពារសិស្សានុសិស្ស និងនិស្សិត ចាប់ពីមត្តេយ្យរហូតដល់សាកលវិទ្យាល័យ ពីគ្រោះថ្នាក់ និងថ្លៃព្យាបាល ទាំងនៅសាលា នៅផ្ទះ និងតាមផ្លូវធ្វើដំណើរទៅមក។",
        "សាលារៀនអាចធានាសិស្សទាំងអស់ ក្រោមបណ្ណសន្យាជាក្រុមតែមួយ ហើយឪពុកម្តាយក៏អាចទិញការធានាសម្រាប់កូនរបស់ខ្លួនបានដែរ។ វាក៏ផ្តល់ប្រាក់ឧបត្ថម្ភការសិក្សា ប្រសិនបើឪពុក ឬម្តាយទទួលមរណភាពដោយគ្រោះថ្នាក់។",
      ],
      qaas: [
        [
          "តើអ្នកណាខ្លះអាចចូលរួមធានារ៉ាប់រងបាន?",
          text("កុមារ និងយុវជនអាយុពី ៣ ដល់ ២៥ ឆ្នាំ ដែលកំពុងសិក្សានៅសាលារៀន មហាវិទ្យាល័យ ឬសាកលវិទ្យាល័យ ក្នុងប្រទេសកម្ពុជា។"),
        ],
        [
          "តើការធានាគ្របដណ្តប់អ្វីខ្លះ?",
          list(
            "ថ្លៃព្យាបាលក្រោយគ្រោះថ្នាក់",
            "ការសម្រាកពេទ្យដោយសារជំងឺ រួមទាំងជំងឺគ្រុនឈាម",
            "ការស្លាប់ និងពិការភាពអចិន្ត្រៃយ៍ដោយគ្រោះថ្នាក់",
            "ប្រាក់ឧបត្ថម្ភការសិក្សា ក្រោយការទទួលមរណភាពដោយគ្រោះថ្នាក់របស់ឪពុក ឬម្តាយ",
          ),
        ],
        [
          "តើសាលារៀនអាចចូលរួមយ៉ាងដូចម្តេច?",
          steps(
            "ផ្ញើចំនួនសិស្ស និងចន្លោះអាយុរបស់ពួកគេមកយើង",
            "ទទួលតារាងតម្លៃក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ",
            "បញ្ជាក់គម្រោង និងផ្ញើបញ្ជីឈ្មោះសិស្ស",
            "ទទួលកាតសមាជិកសម្រាប់សិស្សម្នាក់ៗ",
          ),
        ],
      ],
      alts: ["សិស្សកាន់កាបូបសាលា នៅពីមុខអគារសិក្សា", "មួកបញ្ចប់ការសិក្សា ដាក់លើគំនរសៀវភៅ", "ឪពុកម្តាយ និងកូនៗ នៅក្បែររថយន្តក្រុងដឹកសិស្សពណ៌លឿង"],
    },
  },
  footer: {
    solutions: {
      title: "ដំណោះស្រាយ",
      labels: [
        "ធានារ៉ាប់រងយានយន្ត",
        "ធានារ៉ាប់រងសុខភាព",
        "ធានារ៉ាប់រងការធ្វើដំណើរ",
        "ធានារ៉ាប់រងគ្រប់ហានិភ័យលើទ្រព្យសម្បត្តិ",
        "ធានារ៉ាប់រងទំនិញដឹកជញ្ជូន",
      ],
    },
    supports: { title: "ជំនួយ", labels: ["សំណង", "គ្លីនិកដៃគូ", "យានដ្ឋានដៃគូ", "សំណួរដែលសួរញឹកញាប់", "បណ្តឹងតវ៉ា"] },
    company: {
      title: "ក្រុមហ៊ុន",
      labels: ["អំពីយើង", "ក្រុមការងាររបស់យើង", "ឱកាសការងារ", "ព័ត៌មាន", "ទំនាក់ទំនងយើង", "គោលការណ៍ឯកជនភាព"],
    },
    copyright: "© ២០២៦ ទន្លេ ធានារ៉ាប់រងទូទៅ ម.ក។ រក្សាសិទ្ធិគ្រប់យ៉ាង។",
  },
  view_menus: {
    "/corporate": [
      "ធានារ៉ាប់រងសាជីវកម្ម",
      "ដំណោះស្រាយធានារ៉ាប់រង ដែលការពារទ្រព្យសម្បត្តិ បុគ្គលិក ទំនិញ និងទំនួលខុសត្រូវរបស់អ្នក ដើម្បីឱ្យអាជីវកម្មរបស់អ្នករីកចម្រើនប្រកបដោយទំនុកចិត្ត។",
    ],
    "/personal": [
      "ធានារ៉ាប់រងបុគ្គល",
      "ការធានាដ៏សាមញ្ញ និងមានតម្លៃសមរម្យ សម្រាប់រថយន្ត សុខភាព ផ្ទះសម្បែង និងការធ្វើដំណើររបស់អ្នក។ ការការពារសម្រាប់គ្រប់ដំណាក់កាលនៃជីវិតគ្រួសារ។",
    ],
  },
  home: {
    slides: ["រថយន្តនៅលើផ្លូវជនបទ កាត់វាលស្រែ ពេលថ្ងៃលិច", "យន្តហោះហោះពីលើប្រាសាទបែបអង្គរ ពេលព្រលប់", "កប៉ាល់ដឹកកុងតឺន័រ នៅកំពង់ផែដ៏មមាញឹក"],
    promos: ["ផ្ទះមួយដែលត្រូវបានការពារដោយឆ័ត្រ ក្នុងពេលភ្លៀង", "វេជ្ជបណ្ឌិតនៅក្បែរម៉ូនីទ័រចង្វាក់បេះដូង", "រថយន្តកំពុងជួសជុលនៅយានដ្ឋានដៃគូ"],
    corporate: [
      "ធានារ៉ាប់រងសាជីវកម្ម",
      "ការពារទ្រព្យសម្បត្តិ បុគ្គលិក និងប្រតិបត្តិការរបស់អ្នក ជាមួយការធានាដែលរៀបចំឡើងសម្រាប់អាជីវកម្មនៅកម្ពុជា។",
    ],
    personal: ["ធានារ៉ាប់រងបុគ្គល", "ថែរក្សាខ្លួនអ្នក ក្រុមគ្រួសារ និងអ្វីៗដែលអ្នកស្រឡាញ់ ជាមួយគម្រោងសាមញ្ញ និងមានតម្លៃសមរម្យ។"],
    accident: [
      "ជួបគ្រោះថ្នាក់មែនទេ?",
      "ទូរស័ព្ទមកក្រុមការងារសំណងរបស់យើង ទាំងថ្ងៃទាំងយប់។ យើងនឹងប្រាប់អ្នកពីអ្វីដែលត្រូវធ្វើបន្ទាប់។",
      "របៀបទាមទារសំណង",
    ],
    why_title: "ហេតុអ្វីត្រូវជ្រើសរើស ទន្លេ ធានារ៉ាប់រង?",
    why_content:
      "អស់រយៈពេលជាងមួយទសវត្សរ៍មកហើយ ដែលក្រុមគ្រួសារ និងអាជីវកម្មនៅទូទាំងប្រទេសកម្ពុជា ទុកចិត្តលើយើងឱ្យនៅក្បែរពួកគេ នៅពេលដែលសំខាន់បំផុត។",
    why_list: [
      "ការទូទាត់សំណងរហ័ស និងយុត្តិធម៌៖ សំណងយានយន្ត និងវេជ្ជសាស្ត្រភាគច្រើន ត្រូវបានទូទាត់ក្នុងរយៈពេល ៧ ថ្ងៃធ្វើការ",
      "សេវាមិនចាំបាច់បង់ប្រាក់ នៅគ្លីនិកដៃគូជាង ២០ និងយានដ្ឋានដៃគូជាង ២០ ទូទាំងប្រទេស",
      "ខ្សែទូរស័ព្ទបន្ទាន់ ២៤ ម៉ោង ជាភាសាខ្មែរ និងភាសាអង់គ្លេស",
      "មូលដ្ឋានហិរញ្ញវត្ថុរឹងមាំ និងការធានារ៉ាប់រងបន្ត ជាមួយក្រុមហ៊ុនធានារ៉ាប់រងអន្តរជាតិឈានមុខគេ",
      "ទីប្រឹក្សារួសរាយរាក់ទាក់ នៅរាជធានីភ្នំពេញ និងសាខាតាមបណ្តាខេត្ត",
    ],
    testimonials: [
      [
        "ក្រោយគ្រោះថ្នាក់រថយន្តរបស់ខ្ញុំនៅផ្លូវជាតិលេខ ៤ ខ្សែទូរស័ព្ទបន្ទាន់បានរៀបចំការសណ្តោងរថយន្តក្នុងរយៈពេលមួយម៉ោង ហើយយានដ្ឋានដៃគូបានជួសជុលអ្វីៗទាំងអស់ក្នុងរយៈពេលមួយសប្តាហ៍។ ខ្ញុំមិនបានបង់អ្វីក្រៅពីប្រាក់កាត់កងទេ។",
        "សុខ ស្រីមុំ",
        "ឱសថការី រាជធានីភ្នំពេញ",
      ],
      [
        "យើងធានារ៉ាប់រងបុគ្គលិក ១២០ នាក់ ជាមួយការធានារ៉ាប់រងសុខភាពជាក្រុមរបស់ទន្លេ។ កាតមិនបង់ប្រាក់ប្រើបាននៅគ្រប់គ្លីនិកដែលយើងទៅ ហើយសំណងសម្រាប់បុគ្គលិកនៅខេត្ត ក៏ត្រូវបានទូទាត់យ៉ាងរហ័សដែរ។",
        "ជា វុទ្ធី",
        "ប្រធានផ្នែកធនធានមនុស្ស រោងចក្រកាត់ដេរ",
      ],
      [
        "កូនស្រីរបស់ខ្ញុំបានទទួលការព្យាបាលជំងឺគ្រុនឈាម ហើយវិក្កយបត្រមន្ទីរពេទ្យត្រូវបានទូទាត់ដោយផ្ទាល់ដោយទន្លេ។ បុគ្គលិកក៏បានទូរស័ព្ទមកសួរថា តើអ្វីៗប្រព្រឹត្តទៅល្អឬទេ។",
        "កែវ សុភា",
        "គ្រូបង្រៀន ខេត្តសៀមរាប",
      ],
      [
        "ឃ្លាំងរបស់យើងត្រូវទឹកជំនន់កាលពីរដូវវស្សាមុន។ អ្នកវាយតម្លៃការខូចខាតបានមកដល់នៅថ្ងៃបន្ទាប់ ហើយសំណងត្រូវបានទូទាត់ពេញលេញក្នុងរយៈពេលមួយខែ។",
        "លឹម វណ្ណៈ",
        "ម្ចាស់ក្រុមហ៊ុនជួញដូរស្រូវអង្ករ ខេត្តបាត់ដំបង",
      ],
    ],
  },
};

// ---------------------------------------------------------------- rows of one language

function build(t: Texts): ProductsContent {
  const all: Product[] = [...CORPORATE, ...PERSONAL];
  for (const product of all) {
    if (t.products[product].alts.length !== GALLERY[product])
      throw new Error(`products: ${product} needs ${GALLERY[product]} alt texts`);
  }
  const column = (key: FooterColumn): LinkColumn => ({
    title: t.footer[key].title,
    items: FOOTER_SLUGS[key].map((slug, i) => ({ label: t.footer[key].labels[i] ?? slug, slug })),
  });
  const slides = (list: typeof SLIDES, alts: string[]) => list.map((slide, i) => ({ ...slide, alt: alts[i] ?? "" }));

  return {
    site: { ...t.site, logo_light: `${P}/logo-light.svg`, logo_white: `${P}/logo-white.svg` },
    menu_items: TOP.flatMap((top, i) => [
      { slug: top, parent_slug: null, title: t.top[top], icon: null, short_description: null, orders: i + 1 },
      ...CHILDREN[top].map((child, j) => ({
        slug: childSlug(child),
        parent_slug: top,
        title: t.children[child][0],
        icon: childIcon(child),
        short_description: t.children[child][1],
        orders: j + 1,
      })),
    ]),
    footers: {
      ...SOCIAL,
      solutions: column("solutions"),
      supports: column("supports"),
      company: column("company"),
      copyright: t.footer.copyright,
    },
    view_menus: VIEW_MENUS.map(({ slug, image }) => ({
      slug,
      title: t.view_menus[slug][0],
      description: t.view_menus[slug][1],
      image,
    })),
    menus: all.map((product) => {
      const p = t.products[product];
      return {
        slug: productSlug(product),
        title: t.children[product][0],
        title2: p.title2 ?? null,
        description: p.description,
        qaas: p.qaas.map(([question, answer], i) => ({ id: i + 1, question, answer })),
        quotation_url: QUOTATIONS.includes(product) ? `${P}/quotations/${product}.pdf` : null,
      };
    }),
    menu_images: all.flatMap((product) =>
      t.products[product].alts.map((alt, i) => ({
        menu_slug: productSlug(product),
        src: `${P}/gallery/${product}-${i + 1}.svg`,
        alt,
        orders: i + 1,
      })),
    ),
    home: {
      images: slides(SLIDES, t.home.slides),
      accident: {
        title: t.home.accident[0],
        description: t.home.accident[1],
        link_label: t.home.accident[2],
        teams: { motor_vehicle: true, medical: true, property: true, travel_other: true },
      },
      images2: slides(PROMOS, t.home.promos),
      corporate_title: t.home.corporate[0],
      corporate_description: t.home.corporate[1],
      personal_title: t.home.personal[0],
      personal_description: t.home.personal[1],
      why_title: t.home.why_title,
      why_image: `${P}/why-choose-us.svg`,
      why_description: { content: t.home.why_content, list: t.home.why_list },
      testimonails: t.home.testimonials.map(([description, name, position], i) => ({
        img: AVATARS[i] ?? AVATARS[0]!,
        description,
        name,
        position,
      })),
    },
  };
}

export const products: Record<Lang, ProductsContent> = { en: build(en), km: build(km) };
