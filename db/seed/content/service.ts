// Demo content of the "service" area: careers, claims, panel clinics and garages, complaint, contacts.
import type { Lang, LangContent } from "../types.ts";
import { nearestProvince } from "../../../app/content/panels/provinces.ts";

export type ServiceContent = Pick<
  LangContent,
  | "careers"
  | "career_details"
  | "claims"
  | "clinics"
  | "clinic_panel"
  | "garages"
  | "garage_panel"
  | "complaint"
  | "contacts"
>;

type PanelRow = ServiceContent["clinic_panel"][number];
type ClaimGroup = ServiceContent["claims"]["medical"];

/** Western digits to Khmer digits, for Khmer addresses and phone numbers. */
const kd = (s: string): string => s.replace(/\d/g, (d) => "០១២៣៤៥៦៧៨៩".charAt(Number(d)));

// A panel: position, whether it has a map link, phone, then title and address in English and Khmer (address null = no description).
type Pin = [
  lat: number,
  lng: number,
  link: boolean,
  tel: string,
  en: string,
  enAddr: string | null,
  km: string,
  kmAddr: string | null,
];

// Opening hours as visitors read them: hospitals never close; the rest keep the hours of their kind.
const roundTheClock = { en: "Open 24 hours", km: "បើក ២៤ ម៉ោង" };
const clinicHours = { en: "Mon–Sun 7:00–21:00", km: "ច័ន្ទ–អាទិត្យ ៧:០០–២១:០០" };
const garageHours = { en: "Mon–Sat 7:30–17:30", km: "ច័ន្ទ–សៅរ៍ ៧:៣០–១៧:៣០" };

// A panel without an address is the demo's bare one: no phone and no hours either ("NA" alone).
const panel = (pins: Pin[], lang: Lang, hours: { en: string; km: string }): PanelRow[] =>
  pins.map(([lat, lng, link, tel, en, enAddr, km, kmAddr], i) => {
    const addr = lang === "en" ? enAddr : kmAddr;
    return {
      title: lang === "en" ? en : km,
      province: nearestProvince(lat, lng),
      lat,
      lng,
      description: addr === null ? null : lang === "en" ? addr : kd(addr),
      phone: addr === null ? null : tel,
      hours: addr === null ? null : (/Hospital/.test(en) ? roundTheClock : hours)[lang],
      map_link: link ? `https://www.google.com/maps/search/?api=1&query=${lat},${lng}` : null,
      orders: i + 1,
    };
  });

const PP = "Phnom Penh",
  RPP = "រាជធានីភ្នំពេញ";

const CLINICS: Pin[] = [
  [
    11.5512,
    104.9268,
    true,
    "023 218 410",
    "Mekong Family Clinic",
    `No. 45, Street 294, Sangkat Tonle Bassac, Khan Chamkarmon, ${PP}`,
    "គ្លីនិកគ្រួសារមេគង្គ",
    `ផ្ទះលេខ 45 ផ្លូវលេខ 294 សង្កាត់ទន្លេបាសាក់ ខណ្ឌចំការមន ${RPP}`,
  ],
  [
    11.5702,
    104.9197,
    true,
    "023 986 250",
    "Lotus International Hospital",
    `No. 112, Preah Monivong Blvd, Sangkat Boeung Raing, Khan Daun Penh, ${PP}`,
    "មន្ទីរពេទ្យអន្តរជាតិផ្កាឈូក",
    `ផ្ទះលេខ 112 មហាវិថីព្រះមុនីវង្ស សង្កាត់បឹងរាំង ខណ្ឌដូនពេញ ${RPP}`,
  ],
  [
    11.5648,
    104.9121,
    true,
    "023 880 715",
    "Angkor Care Medical Centre",
    `No. 78, Street 217, Sangkat Orussey 4, Khan 7 Makara, ${PP}`,
    "មជ្ឈមណ្ឌលវេជ្ជសាស្ត្រ អង្គរឃែរ",
    `ផ្ទះលេខ 78 ផ្លូវលេខ 217 សង្កាត់អូរឫស្សី 4 ខណ្ឌ7មករា ${RPP}`,
  ],
  [
    11.6047,
    104.8893,
    true,
    "012 774 305",
    "Sen Sok Polyclinic",
    `No. 23, Street 1986, Sangkat Phnom Penh Thmei, Khan Sen Sok, ${PP}`,
    "ពហុគ្លីនិកសែនសុខ",
    `ផ្ទះលេខ 23 ផ្លូវលេខ 1986 សង្កាត់ភ្នំពេញថ្មី ខណ្ឌសែនសុខ ${RPP}`,
  ],
  [
    11.5786,
    104.9035,
    true,
    "023 885 602",
    "Toul Kork Medical Clinic",
    `No. 9, Street 315, Sangkat Boeung Kak 1, Khan Toul Kork, ${PP}`,
    "គ្លីនិកវេជ្ជសាស្ត្រទួលគោក",
    `ផ្ទះលេខ 9 ផ្លូវលេខ 315 សង្កាត់បឹងកក់ 1 ខណ្ឌទួលគោក ${RPP}`,
  ],
  [
    11.5392,
    104.9488,
    true,
    "017 552 918",
    "Chbar Ampov Health Centre",
    `National Road 1, Sangkat Nirouth, Khan Chbar Ampov, ${PP}`,
    "មជ្ឈមណ្ឌលសុខភាពច្បារអំពៅ",
    `ផ្លូវជាតិលេខ 1 សង្កាត់និរោធ ខណ្ឌច្បារអំពៅ ${RPP}`,
  ],
  [
    11.5295,
    104.9127,
    true,
    "023 425 330",
    "Mean Chey Community Hospital",
    `No. 310, Street 271, Sangkat Stung Meanchey 1, Khan Mean Chey, ${PP}`,
    "មន្ទីរពេទ្យសហគមន៍មានជ័យ",
    `ផ្ទះលេខ 310 ផ្លូវលេខ 271 សង្កាត់ស្ទឹងមានជ័យ 1 ខណ្ឌមានជ័យ ${RPP}`,
  ],
  [
    11.5668,
    104.9295,
    true,
    "023 216 844",
    "Riverside Dental & Eye Clinic",
    `No. 16, Preah Sisowath Quay, Sangkat Chey Chumneah, Khan Daun Penh, ${PP}`,
    "គ្លីនិកធ្មេញ និងភ្នែក មាត់ទន្លេ",
    `ផ្ទះលេខ 16 វិថីព្រះស៊ីសុវត្ថិ សង្កាត់ជ័យជំនះ ខណ្ឌដូនពេញ ${RPP}`,
  ],
  [
    11.5552,
    104.9142,
    true,
    "023 224 671",
    "Golden Palm Children's Clinic",
    `No. 57, Street 163, Sangkat Olympic, Khan Boeng Keng Kang, ${PP}`,
    "គ្លីនិកកុមារ ត្នោតមាស",
    `ផ្ទះលេខ 57 ផ្លូវលេខ 163 សង្កាត់អូឡាំពិក ខណ្ឌបឹងកេងកង ${RPP}`,
  ],
  [
    11.5468,
    104.9302,
    true,
    "023 211 509",
    "Kbal Thnal Diagnostic Centre",
    `No. 201, Preah Norodom Blvd, Sangkat Tonle Bassac, Khan Chamkarmon, ${PP}`,
    "មជ្ឈមណ្ឌលរោគវិនិច្ឆ័យក្បាលថ្នល់",
    `ផ្ទះលេខ 201 មហាវិថីព្រះនរោត្តម សង្កាត់ទន្លេបាសាក់ ខណ្ឌចំការមន ${RPP}`,
  ],
  [
    11.6125,
    104.9118,
    true,
    "016 330 472",
    "Russey Keo Medical Centre",
    `National Road 5, Sangkat Russey Keo, Khan Russey Keo, ${PP}`,
    "មជ្ឈមណ្ឌលវេជ្ជសាស្ត្រឫស្សីកែវ",
    `ផ្លូវជាតិលេខ 5 សង្កាត់ឫស្សីកែវ ខណ្ឌឫស្សីកែវ ${RPP}`,
  ],
  [
    11.5931,
    104.9402,
    true,
    "092 615 208",
    "Chroy Changvar Clinic",
    `National Road 6A, Sangkat Chroy Changvar, Khan Chroy Changvar, ${PP}`,
    "គ្លីនិកជ្រោយចង្វារ",
    `ផ្លូវជាតិលេខ 6A សង្កាត់ជ្រោយចង្វារ ខណ្ឌជ្រោយចង្វារ ${RPP}`,
  ],
  [
    11.5268,
    104.8617,
    true,
    "010 448 127",
    "Por Senchey Workers' Clinic",
    `Veng Sreng Blvd, Sangkat Choam Chao 1, Khan Por Senchey, ${PP}`,
    "គ្លីនិកកម្មករពោធិ៍សែនជ័យ",
    `មហាវិថីវេងស្រេង សង្កាត់ចោមចៅ 1 ខណ្ឌពោធិ៍សែនជ័យ ${RPP}`,
  ],
  [
    11.5448,
    104.9171,
    true,
    "023 998 563",
    "Toul Tumpung Women & Maternity Clinic",
    `No. 88, Street 155, Sangkat Toul Tumpung 2, Khan Chamkarmon, ${PP}`,
    "គ្លីនិកស្ត្រី និងសម្ភព ទួលទំពូង",
    `ផ្ទះលេខ 88 ផ្លូវលេខ 155 សង្កាត់ទួលទំពូង 2 ខណ្ឌចំការមន ${RPP}`,
  ],
  [11.5698, 104.8953, true, "", "Sovann Medical Laboratory & Clinic", null, "គ្លីនិក និងមន្ទីរពិសោធន៍វេជ្ជសាស្ត្រ សុវណ្ណ", null],
  [
    11.5712,
    104.9228,
    true,
    "023 427 905",
    "Phsar Thmei Health Clinic",
    `No. 35, Street 130, Sangkat Phsar Thmei 3, Khan Daun Penh, ${PP}`,
    "គ្លីនិកសុខភាពផ្សារថ្មី",
    `ផ្ទះលេខ 35 ផ្លូវលេខ 130 សង្កាត់ផ្សារថ្មី 3 ខណ្ឌដូនពេញ ${RPP}`,
  ],
  [11.601, 104.903, false, "", "Toul Sangke Clinic", null, "គ្លីនិកទួលសង្កែ", null],
  [
    13.3583,
    103.8562,
    true,
    "063 965 220",
    "Apsara Riverside Hospital",
    "Sivatha Blvd, Sangkat Svay Dangkum, Siem Reap City, Siem Reap",
    "មន្ទីរពេទ្យអប្សរា មាត់ស្ទឹង",
    "មហាវិថីសិវុធ សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប ខេត្តសៀមរាប",
  ],
  [
    13.3671,
    103.8689,
    false,
    "063 761 408",
    "Bayon Family Clinic",
    "National Road 6, Sangkat Sla Kram, Siem Reap City, Siem Reap",
    "គ្លីនិកគ្រួសារបាយ័ន",
    "ផ្លូវជាតិលេខ 6 សង្កាត់ស្លក្រាម ក្រុងសៀមរាប ខេត្តសៀមរាប",
  ],
  [
    13.0987,
    103.2003,
    true,
    "053 952 317",
    "Sangker River Clinic",
    "Street 3, Sangkat Svay Por, Battambang City, Battambang",
    "គ្លីនិកស្ទឹងសង្កែ",
    "ផ្លូវលេខ 3 សង្កាត់ស្វាយប៉ោ ក្រុងបាត់ដំបង ខេត្តបាត់ដំបង",
  ],
  [13.1065, 103.2081, true, "", "Northwest Medical Centre", null, "មជ្ឈមណ្ឌលវេជ្ជសាស្ត្រភាគពាយ័ព្យ", null],
  [
    10.6293,
    103.5228,
    true,
    "034 933 612",
    "Ocean View Medical Centre",
    "Ekareach Street, Sangkat 2, Preah Sihanouk City, Preah Sihanouk",
    "មជ្ឈមណ្ឌលវេជ្ជសាស្ត្រ អូសិនវីវ",
    "ផ្លូវឯករាជ្យ សង្កាត់លេខ 2 ក្រុងព្រះសីហនុ ខេត្តព្រះសីហនុ",
  ],
  [
    11.9983,
    105.4632,
    true,
    "042 941 205",
    "Mekong Bridge Clinic",
    "Preah Monivong Street, Sangkat Veal Vong, Kampong Cham City, Kampong Cham",
    "គ្លីនិកស្ពានមេគង្គ",
    "ផ្លូវព្រះមុនីវង្ស សង្កាត់វាលវង់ ក្រុងកំពង់ចាម ខេត្តកំពង់ចាម",
  ],
  [
    10.6101,
    104.1805,
    true,
    "033 932 741",
    "Bokor Hill Clinic",
    "Riverside Road, Sangkat Kampong Kandal, Kampot City, Kampot",
    "គ្លីនិកភ្នំបូកគោ",
    "ផ្លូវមាត់ទន្លេ សង្កាត់កំពង់កណ្តាល ក្រុងកំពត ខេត្តកំពត",
  ],
];

const GARAGES: Pin[] = [
  [
    11.5682,
    104.8884,
    true,
    "012 880 431",
    "Phnom Penh Auto Body & Paint",
    `No. 122, Russian Federation Blvd, Sangkat Toek Laak 3, Khan Toul Kork, ${PP}`,
    "យានដ្ឋានជួសជុលតួ និងលាបថ្នាំរថយន្ត ភ្នំពេញ",
    `ផ្ទះលេខ 122 មហាវិថីសហព័ន្ធរុស្ស៊ី សង្កាត់ទឹកល្អក់ 3 ខណ្ឌទួលគោក ${RPP}`,
  ],
  [
    11.5842,
    104.8991,
    true,
    "011 552 709",
    "Sokha Motor Repair",
    `No. 58, Street 598, Sangkat Boeung Kak 2, Khan Toul Kork, ${PP}`,
    "យានដ្ឋានជួសជុលរថយន្តសុខា",
    `ផ្ទះលេខ 58 ផ្លូវលេខ 598 សង្កាត់បឹងកក់ 2 ខណ្ឌទួលគោក ${RPP}`,
  ],
  [
    11.5431,
    104.9412,
    true,
    "023 720 318",
    "Mekong Car Care",
    `National Road 1, Sangkat Chbar Ampov 2, Khan Chbar Ampov, ${PP}`,
    "សេវាថែទាំរថយន្តមេគង្គ",
    `ផ្លូវជាតិលេខ 1 សង្កាត់ច្បារអំពៅ 2 ខណ្ឌច្បារអំពៅ ${RPP}`,
  ],
  [
    11.5283,
    104.8702,
    true,
    "016 773 260",
    "Veng Sreng Auto Workshop",
    `Veng Sreng Blvd, Sangkat Chom Chao 2, Khan Por Senchey, ${PP}`,
    "រោងជួសជុលរថយន្តវេងស្រេង",
    `មហាវិថីវេងស្រេង សង្កាត់ចោមចៅ 2 ខណ្ឌពោធិ៍សែនជ័យ ${RPP}`,
  ],
  [
    11.5935,
    104.8768,
    true,
    "089 412 556",
    "Sen Sok Collision Centre",
    `Street 2004, Sangkat Ou Baek Kam, Khan Sen Sok, ${PP}`,
    "មជ្ឈមណ្ឌលជួសជុលរថយន្តបុកប៉ះ សែនសុខ",
    `ផ្លូវលេខ 2004 សង្កាត់អូរបែកក្អម ខណ្ឌសែនសុខ ${RPP}`,
  ],
  [
    11.5635,
    104.9183,
    true,
    "023 880 942",
    "City Light Auto Glass",
    `No. 211, Preah Monivong Blvd, Sangkat Monorom, Khan 7 Makara, ${PP}`,
    "ហាងកញ្ចក់រថយន្ត ស៊ីធីឡាយ",
    `ផ្ទះលេខ 211 មហាវិថីព្រះមុនីវង្ស សង្កាត់មនោរម្យ ខណ្ឌ7មករា ${RPP}`,
  ],
  [
    11.5423,
    104.9098,
    true,
    "012 645 318",
    "Chamkarmon Auto Service",
    `No. 67, Street 271, Sangkat Toul Tumpung 1, Khan Chamkarmon, ${PP}`,
    "សេវាកម្មរថយន្តចំការមន",
    `ផ្ទះលេខ 67 ផ្លូវលេខ 271 សង្កាត់ទួលទំពូង 1 ខណ្ឌចំការមន ${RPP}`,
  ],
  [
    11.5232,
    104.9301,
    true,
    "097 318 225",
    "Mean Chey Truck & Car Repair",
    `Street 371, Sangkat Chak Angrae Leu, Khan Mean Chey, ${PP}`,
    "យានដ្ឋានជួសជុលឡានដឹកទំនិញ និងរថយន្ត មានជ័យ",
    `ផ្លូវលេខ 371 សង្កាត់ចាក់អង្រែលើ ខណ្ឌមានជ័យ ${RPP}`,
  ],
  [
    11.5968,
    104.9335,
    true,
    "015 226 874",
    "Riverside Motor Works",
    `National Road 6A, Sangkat Chroy Changvar, Khan Chroy Changvar, ${PP}`,
    "យានដ្ឋានរថយន្តមាត់ទន្លេ",
    `ផ្លូវជាតិលេខ 6A សង្កាត់ជ្រោយចង្វារ ខណ្ឌជ្រោយចង្វារ ${RPP}`,
  ],
  [
    11.6148,
    104.9087,
    true,
    "012 914 063",
    "Russey Keo Auto Centre",
    `National Road 5, Sangkat Toul Sangke, Khan Russey Keo, ${PP}`,
    "មជ្ឈមណ្ឌលរថយន្តឫស្សីកែវ",
    `ផ្លូវជាតិលេខ 5 សង្កាត់ទួលសង្កែ ខណ្ឌឫស្សីកែវ ${RPP}`,
  ],
  [
    11.5758,
    104.9216,
    true,
    "023 992 471",
    "Daun Penh Express Service",
    `No. 102, Street 106, Sangkat Wat Phnom, Khan Daun Penh, ${PP}`,
    "សេវាជួសជុលរហ័សដូនពេញ",
    `ផ្ទះលេខ 102 ផ្លូវលេខ 106 សង្កាត់វត្តភ្នំ ខណ្ឌដូនពេញ ${RPP}`,
  ],
  [11.5687, 104.9049, true, "", "Kampuchea Krom Auto Electric", null, "យានដ្ឋានអគ្គិសនីរថយន្តកម្ពុជាក្រោម", null],
  [
    11.5318,
    104.9044,
    true,
    "010 667 902",
    "Stung Meanchey Tyre & Alignment",
    `No. 44, Street 217, Sangkat Stung Meanchey 2, Khan Mean Chey, ${PP}`,
    "ហាងកង់ និងតម្រឹមកង់ស្ទឹងមានជ័យ",
    `ផ្ទះលេខ 44 ផ្លូវលេខ 217 សង្កាត់ស្ទឹងមានជ័យ 2 ខណ្ឌមានជ័យ ${RPP}`,
  ],
  [11.5337, 104.9527, false, "", "Boeung Snor Body Shop", null, "យានដ្ឋានជួសជុលតួរថយន្តបឹងស្នោ", null],
  [
    11.5608,
    104.9065,
    true,
    "012 508 117",
    "Olympic Auto Paint",
    `No. 25, Street 199, Sangkat Veal Vong, Khan 7 Makara, ${PP}`,
    "យានដ្ឋានលាបថ្នាំរថយន្តអូឡាំពិក",
    `ផ្ទះលេខ 25 ផ្លូវលេខ 199 សង្កាត់វាលវង់ ខណ្ឌ7មករា ${RPP}`,
  ],
  [
    11.5801,
    104.9068,
    true,
    "023 881 350",
    "Toul Kork Premium Auto",
    `No. 15, Street 516, Sangkat Boeung Kak 1, Khan Toul Kork, ${PP}`,
    "យានដ្ឋានរថយន្តលំដាប់ខ្ពស់ទួលគោក",
    `ផ្ទះលេខ 15 ផ្លូវលេខ 516 សង្កាត់បឹងកក់ 1 ខណ្ឌទួលគោក ${RPP}`,
  ],
  [
    11.5567,
    104.8563,
    true,
    "017 440 685",
    "Airport Road Auto Service",
    `Russian Federation Blvd, Sangkat Kakab, Khan Por Senchey, ${PP}`,
    "សេវាកម្មរថយន្តផ្លូវព្រលានយន្តហោះ",
    `មហាវិថីសហព័ន្ធរុស្ស៊ី សង្កាត់កាកាប ខណ្ឌពោធិ៍សែនជ័យ ${RPP}`,
  ],
  [
    13.3625,
    103.8731,
    true,
    "063 963 418",
    "Angkor Auto Garage",
    "National Road 6, Sangkat Svay Dangkum, Siem Reap City, Siem Reap",
    "យានដ្ឋានរថយន្តអង្គរ",
    "ផ្លូវជាតិលេខ 6 សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប ខេត្តសៀមរាប",
  ],
  [13.3512, 103.8618, false, "", "Sala Kamreuk Motor Repair", null, "យានដ្ឋានជួសជុលរថយន្តសាលាកំរើក", null],
  [
    13.1031,
    103.2108,
    true,
    "053 730 266",
    "Battambang Auto Body",
    "National Road 5, Sangkat Prek Preah Sdach, Battambang City, Battambang",
    "យានដ្ឋានជួសជុលតួរថយន្តបាត់ដំបង",
    "ផ្លូវជាតិលេខ 5 សង្កាត់ព្រែកព្រះស្តេច ក្រុងបាត់ដំបង ខេត្តបាត់ដំបង",
  ],
  [
    13.0942,
    103.1968,
    true,
    "092 455 610",
    "Sangkae Car Care",
    "Street 155, Sangkat Rattanak, Battambang City, Battambang",
    "សេវាថែទាំរថយន្តសង្កែ",
    "ផ្លូវលេខ 155 សង្កាត់រតនៈ ក្រុងបាត់ដំបង ខេត្តបាត់ដំបង",
  ],
  [
    10.6381,
    103.5146,
    true,
    "034 934 520",
    "Port City Auto Service",
    "National Road 4, Sangkat 4, Preah Sihanouk City, Preah Sihanouk",
    "សេវាកម្មរថយន្តក្រុងកំពង់ផែ",
    "ផ្លូវជាតិលេខ 4 សង្កាត់លេខ 4 ក្រុងព្រះសីហនុ ខេត្តព្រះសីហនុ",
  ],
  [
    12.0042,
    105.4551,
    true,
    "042 942 318",
    "Kampong Cham Motor Centre",
    "National Road 7, Sangkat Boeung Kok, Kampong Cham City, Kampong Cham",
    "មជ្ឈមណ្ឌលរថយន្តកំពង់ចាម",
    "ផ្លូវជាតិលេខ 7 សង្កាត់បឹងកុក ក្រុងកំពង់ចាម ខេត្តកំពង់ចាម",
  ],
  [
    10.6148,
    104.1762,
    true,
    "033 930 557",
    "Kampot Riverside Garage",
    "National Road 33, Sangkat Kampong Bay, Kampot City, Kampot",
    "យានដ្ឋានមាត់ទន្លេកំពត",
    "ផ្លូវជាតិលេខ 33 សង្កាត់កំពង់បាយ ក្រុងកំពត ខេត្តកំពត",
  ],
];

// Claims contact lines per group: e-mail, 24/7 helpline, office telephone; and the claim forms.
const CLAIM_LINES = {
  medical: ["medical.claims@tonle-insurance.example", "081 888 101", "+855 23 218 801"],
  property: ["property.claims@tonle-insurance.example", "081 888 102", "+855 23 218 802"],
  motor_vehicle: ["motor.claims@tonle-insurance.example", "081 888 103", "+855 23 218 803"],
  travel_other: ["claims@tonle-insurance.example", "081 888 104", "+855 23 218 804"],
} as const;
const CLAIM_LABELS = {
  en: { email: "Email", helpline: "Helpline", tel: "Tel", download: "Download", h24: "(24/7)" },
  km: { email: "អ៊ីមែល", helpline: "ខ្សែទូរស័ព្ទជំនួយ", tel: "ទូរស័ព្ទ", download: "ទាញយក", h24: "(២៤/៧)" },
} as const;
const FORMS = "/demo/service/forms/";

function claimGroup(
  lang: Lang,
  key: keyof typeof CLAIM_LINES,
  title: string,
  cf1: [title: string, file: string],
  cf2?: [title: string, file: string],
): ClaimGroup {
  const [email, helpline, tel] = CLAIM_LINES[key],
    L = CLAIM_LABELS[lang];
  const form = ([t, file]: [string, string]) => ({ title: t, label: L.download, url: FORMS + file });
  return {
    title,
    email: { label: L.email, value: email },
    helpline: { label: L.helpline, value: `${helpline} ${L.h24}` },
    tel: { label: L.tel, value: tel },
    cf1: form(cf1),
    ...(cf2 ? { cf2: form(cf2) } : {}),
  };
}

// Shared fields of the job offers (same in both languages).
const HR = "hr@tonle-insurance.example";
const JOBS = [
  { slug: "/careers/claims-officer", close_date: "2027-01-15", orders: 1, email: HR },
  { slug: "/careers/property-underwriter", close_date: "2026-12-31", orders: 2, email: HR },
  { slug: "/careers/sales-executive-siem-reap", close_date: "2027-02-15", orders: 3, email: HR },
  { slug: "/careers/it-support-officer", close_date: "2026-12-15", orders: 4, email: HR },
  { slug: "/careers/actuarial-analyst", close_date: "2027-02-28", orders: 5, email: HR },
  { slug: "/careers/customer-service-officer-battambang", close_date: "2026-09-30", orders: 6, email: HR },
  { slug: "/careers/motor-claims-intern", close_date: "2026-10-31", orders: 7, email: HR },
] as const;

// Complaint and appeal forms (English, Khmer); there is no corporate appeal form.
const COMPLAINT_FORMS = {
  form1_url: `${FORMS}complaint-individual.pdf`,
  form2_url: `${FORMS}appeal-individual.pdf`,
  form3_url: `${FORMS}complaint-corporate.pdf`,
  form4_url: null,
  kh_form1_url: `${FORMS}kh-complaint-individual.pdf`,
  kh_form2_url: `${FORMS}kh-appeal-individual.pdf`,
  kh_form3_url: `${FORMS}kh-complaint-corporate.pdf`,
  kh_form4_url: null,
};
const COMPLAINT_CONTACT = {
  email: "complaints@tonle-insurance.example",
  phone: "+855 23 218 800",
  phone2: "+855 81 888 100",
};

const NOTE_EN =
  "Interested candidates should send a CV and cover letter to the e-mail below, with the position title in the subject line. Only shortlisted candidates will be contacted.";
const RESP_EN = "Responsibilities",
  REQ_EN = "Requirements";
const reportEn = (value: string) => ({ reportTo: { label: "Report to", value } });

const en: ServiceContent = {
  careers: {
    image1: "/demo/service/hero-careers.svg",
    values: {
      title: "Our Values",
      items: [
        {
          title: "Integrity",
          description: "We act honestly and transparently, and we keep our promises to customers and colleagues.",
        },
        {
          title: "Customer First",
          description:
            "We listen, respond quickly and pay valid claims fairly, because peace of mind is what we offer.",
        },
        {
          title: "Teamwork",
          description: "We share knowledge across departments and branches, and we succeed together.",
        },
        { title: "Growth", description: "We keep learning, welcome new ideas and help every colleague grow." },
      ],
    },
    benefits: {
      title: "Why Work With Us",
      items: [
        {
          title: "Competitive Salary",
          description: "Attractive pay, a performance bonus and seniority payments in line with Cambodian labour law.",
        },
        {
          title: "Health & Accident Cover",
          description: "Medical insurance for you and your family, personal accident cover and NSSF contributions.",
        },
        {
          title: "Training & Development",
          description:
            "In-house training, professional insurance courses and sponsorship for recognised certifications.",
        },
        {
          title: "Work-Life Balance",
          description: "A five-day working week and 18 days of annual leave, plus public holidays.",
        },
        {
          title: "Career Growth",
          description: "Clear career paths and opportunities to move between departments and branches.",
        },
      ],
    },
    subtitle: "Open Positions",
  },
  career_details: [
    {
      ...JOBS[0],
      position: "Claims Officer",
      department: "Claims",
      type: "Full-time",
      location: "Phnom Penh",
      description: [
        "Tonle Insurance is looking for a Claims Officer to handle motor and property claims from first notification to settlement, making sure every customer is treated quickly and fairly.",
        "You will work closely with surveyors, panel garages and our underwriting team, and be a calm, helpful voice for customers at a difficult moment.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Register new claims and check policy cover and documents",
          "Arrange surveys with loss adjusters and panel garages",
          "Review repair quotations and calculate settlement amounts",
          "Keep customers informed of claim progress by phone and e-mail",
          "Maintain accurate records in the claims system",
          "Prepare monthly claims reports for management",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "Bachelor's degree in business, finance, law or a related field",
          "At least 2 years' experience in insurance claims or banking",
          "Good spoken and written Khmer and English",
          "Strong negotiation and customer service skills",
          "Good command of Microsoft Excel and Word",
        ],
      },
      note: NOTE_EN,
      metadata: reportEn("Head of Claims"),
    },
    {
      ...JOBS[1],
      position: "Property Underwriter",
      department: "Underwriting",
      type: "Full-time",
      location: "Phnom Penh",
      description: [
        "We are seeking an Underwriter to assess and price property, engineering and construction risks for corporate clients across Cambodia.",
        "The role suits an analytical professional who enjoys site visits, technical discussions with brokers and building long-term client relationships.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Review proposals and assess property and engineering risks",
          "Carry out risk surveys at client premises and construction sites",
          "Prepare quotations, policy wordings and endorsements",
          "Work with reinsurers on facultative placements",
          "Monitor portfolio performance and renewals",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "Bachelor's degree in engineering, finance or insurance",
          "At least 3 years' underwriting experience in general insurance",
          "Knowledge of fire, industrial all risks and contractors' all risks products",
          "Excellent analytical and report-writing skills",
          "Fluent in Khmer and English",
        ],
      },
      note: NOTE_EN,
      metadata: reportEn("Head of Underwriting"),
    },
    {
      ...JOBS[2],
      position: "Sales Executive",
      department: "Sales & Distribution",
      type: "Full-time",
      location: "Siem Reap",
      description: [
        "Our Siem Reap branch is growing and we need a motivated Sales Executive to bring our motor, health and property insurance to individuals and businesses in the province.",
        "You will build relationships with hotels, small businesses, car dealers and banks, and help customers choose the cover that fits their needs.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Find and visit prospective individual and corporate clients",
          "Explain our products and prepare quotations",
          "Achieve monthly and quarterly sales targets",
          "Support customers with renewals and policy changes",
          "Report market feedback and competitor activity",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "Associate or bachelor's degree in business or marketing",
          "1–2 years' sales experience, preferably in insurance or banking",
          "Confident communicator in Khmer; good English is an advantage",
          "Own motorbike and a valid driving licence",
          "Based in, or willing to move to, Siem Reap",
        ],
      },
      note: NOTE_EN,
      metadata: reportEn("Branch Manager, Siem Reap"),
    },
    {
      ...JOBS[3],
      position: "IT Support Officer",
      department: "Information Technology",
      type: "Full-time",
      location: "Phnom Penh",
      description: [
        "Our IT team keeps the head office and branches connected. We are looking for an IT Support Officer to help staff every day and keep our systems secure and running smoothly.",
        "This is a hands-on role with exposure to networking, cloud applications and our core insurance system.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Provide first-line support for hardware, software and network issues",
          "Set up laptops, printers and user accounts for new staff",
          "Keep the helpdesk log up to date and resolve tickets on time",
          "Apply security updates and check backups",
          "Support branch offices remotely and through occasional visits",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "Bachelor's degree in computer science or IT",
          "At least 1 year of IT support experience",
          "Knowledge of Windows, Microsoft 365 and basic networking",
          "A problem-solving attitude and patience with users",
          "Able to communicate in Khmer and English",
        ],
      },
      note: NOTE_EN,
      metadata: {},
    },
    {
      ...JOBS[4],
      position: "Actuarial Analyst",
      department: "Finance & Actuarial",
      type: "Full-time",
      location: "Phnom Penh",
      description: [
        "Join our finance team as an Actuarial Analyst and help set the prices and reserves that keep Tonle Insurance strong and fair.",
        "You will work with claims and underwriting data, build models and present your findings to management, with support to progress in professional actuarial exams.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Prepare claims data for reserving and pricing analysis",
          "Calculate technical reserves each quarter",
          "Analyse loss ratios by product and sales channel",
          "Support regulatory and IFRS 17 reporting",
          "Build dashboards and reports for management",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "Bachelor's degree in actuarial science, mathematics or statistics",
          "Progress in actuarial exams is an advantage",
          "Strong Excel skills; knowledge of R, Python or SQL",
          "Attention to detail and clear written English",
          "0–2 years' relevant experience",
        ],
      },
      note: NOTE_EN,
      metadata: reportEn("Chief Financial Officer"),
    },
    {
      ...JOBS[5],
      position: "Customer Service Officer",
      department: "Customer Service",
      type: "Part-time",
      location: "Battambang",
      description: [
        "Our Battambang branch is looking for a friendly part-time Customer Service Officer to welcome walk-in customers and answer phone enquiries.",
        "Working hours are Monday to Saturday mornings, ideal for final-year students or anyone looking for flexible work.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Greet customers and answer questions about products and claims",
          "Receive documents and register policy requests",
          "Collect premiums and issue official receipts",
          "Follow up on renewals by phone",
          "Keep the front desk tidy and organised",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "High school diploma; university students welcome",
          "Friendly, patient and well presented",
          "Good spoken Khmer and basic English",
          "Basic computer skills",
          "Living in Battambang",
        ],
      },
      note: NOTE_EN,
      metadata: reportEn("Branch Manager, Battambang"),
    },
    {
      ...JOBS[6],
      position: "Motor Claims Intern",
      department: "Claims",
      type: "Internship",
      location: "Phnom Penh",
      description: [
        "A three-month paid internship for final-year students who want to learn how an insurance company handles motor claims.",
        "You will shadow experienced claims officers, join garage and accident-site visits, and complete a small project to present at the end of the internship.",
      ],
      responsibilities: {
        title: RESP_EN,
        data: [
          "Help register claims and file documents",
          "Join surveyors on vehicle inspections",
          "Update claim status records",
          "Help prepare weekly claims statistics",
          "Present a final project to the claims team",
        ],
      },
      requirements: {
        title: REQ_EN,
        data: [
          "Final-year student in business, finance or engineering",
          "Interest in insurance and customer service",
          "Good Khmer and basic English",
          "Available full-time for three months",
          "Basic Excel skills",
        ],
      },
      note: 'Send your CV, latest academic transcript and a short motivation letter to the e-mail below, with "Motor Claims Intern" in the subject line.',
      metadata: reportEn("Motor Claims Manager"),
    },
  ],
  claims: {
    image1: "/demo/service/claims.svg",
    title: "Claims",
    description:
      "When something goes wrong, we are here to help. Contact the right claims team below, download the claim form and send it to us with your supporting documents. Our helplines are open 24 hours a day, 7 days a week.",
    medical: claimGroup(
      "en",
      "medical",
      "Medical Claims",
      ["Medical Claim Form", "medical-claim-form.pdf"],
      ["Medical Reimbursement Form", "medical-reimbursement-form.pdf"],
    ),
    property: claimGroup("en", "property", "Property Claims", ["Property Claim Form", "property-claim-form.pdf"]),
    motor_vehicle: claimGroup(
      "en",
      "motor_vehicle",
      "Motor Vehicle Claims",
      ["Motor Claim Form", "motor-claim-form.pdf"],
      ["Motor Third Party Claim Form", "motor-third-party-form.pdf"],
    ),
    travel_other: claimGroup("en", "travel_other", "Travel & Other Claims", [
      "Travel & Other Claims Form",
      "travel-claim-form.pdf",
    ]),
  },
  clinics: {
    image1: "/demo/service/clinics-banner.svg",
    title: "Panel Clinics",
    subtitle: "Cashless treatment at our network of trusted clinics and hospitals across Cambodia",
    subtitle1: "Find a panel clinic near you",
    qaa: [
      {
        label: "What is a panel clinic?",
        description: {
          content:
            "A panel clinic is a hospital or clinic that has an agreement with Tonle Insurance. Insured members receive covered treatment there without paying upfront, and the clinic bills us directly.",
        },
      },
      {
        label: "What should I bring to the clinic?",
        description: {
          content: "Please bring the following when you visit a panel clinic:",
          list: [
            "Your Tonle Insurance medical card",
            "Your national ID card or passport",
            "Any referral letter or previous medical records",
          ],
        },
      },
      {
        label: "What if I visit a non-panel clinic?",
        description: {
          content:
            "You can still be treated at any licensed clinic. Pay the bill yourself, then send us the Medical Reimbursement Form with the original receipts and medical report within 30 days, and we will reimburse you according to your policy.",
        },
      },
      {
        label: "How does a planned hospital admission work?",
        description: {
          content: "For a planned admission at a panel hospital:",
          list: [
            "Show your medical card at the hospital registration desk",
            "The hospital sends the admission request to our medical claims team",
            "We confirm a guarantee of payment, usually within 2 working hours",
            "At discharge you only pay for items your policy does not cover",
          ],
        },
      },
    ],
  },
  clinic_panel: panel(CLINICS, "en", clinicHours),
  garages: {
    image1: "/demo/service/garages-banner.svg",
    title: "Panel Garages",
    subtitle: "Quality repairs at approved workshops in Phnom Penh and the provinces",
    subtitle1: "Find a panel garage near you",
    qaa: [
      {
        label: "What is a panel garage?",
        description: {
          content:
            "A panel garage is a workshop approved by Tonle Insurance for its repair quality, fair prices and genuine parts. Repairs at a panel garage are settled directly between the garage and us; you only pay the policy excess.",
        },
      },
      {
        label: "What should I do after an accident?",
        description: {
          content: "Stay calm and follow these steps:",
          list: [
            "Make sure everyone is safe; call 117 for the police or 119 for an ambulance if needed",
            "Take photos of the scene, the vehicles and the other party's number plate",
            "Call our 24/7 motor helpline on 081 888 103",
            "Do not admit liability or agree to any settlement at the scene",
          ],
        },
      },
      {
        label: "Can I choose my own garage?",
        description: {
          content:
            "Yes. We recommend panel garages because repairs are approved faster and guaranteed for 6 months, but you may use another garage once our surveyor has inspected the vehicle and agreed the repair quotation.",
        },
      },
      {
        label: "How long do repairs take?",
        description: {
          content:
            "Most repairs are finished within 5 to 10 working days after approval. The garage keeps you informed, and our claims team can give you an update at any time.",
        },
      },
    ],
  },
  garage_panel: panel(GARAGES, "en", garageHours),
  complaint: {
    image1: "/demo/service/complaint-banner.svg",
    image2: "/demo/service/complaint-process.svg",
    title: "Complaints",
    description:
      "We value your feedback. If our service has not met your expectations, tell us and we will make it right.",
    title1: "How to file a complaint",
    description1:
      "Download and complete the complaint form, or fill in the form below. Send it with copies of any supporting documents by e-mail, by post or in person at any of our offices. We will acknowledge your complaint within 2 working days and aim to give you a full answer within 15 working days.",
    title2: "Our commitment",
    description2:
      "Every complaint is handled fairly, confidentially and free of charge by a team independent of the original decision. If you are not satisfied with our final answer, you may file an appeal using the appeal form, or contact the Insurance Regulator of Cambodia.",
    ...COMPLAINT_CONTACT,
    download_form_text: "Download complaint form",
    category1: "Individual",
    category2: "Corporate",
    form_type1: "Complaint Form",
    form_type2: "Appeal Form",
    english: "English",
    khmer: "Khmer",
    ...COMPLAINT_FORMS,
    send_us_a_message: "Send us a message",
    name_label: "Full Name",
    email_label: "Email",
    phone_number_label: "Phone Number",
    company_name_label: "Company Name",
    upload_label: "Upload files",
    your_message_label: "Your Message",
    button_label: "Submit",
  },
  contacts: {
    title: "Contact Us",
    description:
      "Have a question about your policy, a claim or a quotation? Visit one of our offices, give us a call or send us a message using the form below. Our team will reply within one working day.",
    image1: "/demo/service/contact-banner.svg",
    address: [
      {
        label: "Head Office",
        address: "No. 168, Preah Norodom Blvd, Sangkat Boeung Keng Kang 1, Khan Chamkarmon, Phnom Penh",
        phone: "+855 23 218 800",
        email: "info@tonle-insurance.example",
      },
      {
        label: "Siem Reap Branch",
        address: "No. 25, Sivatha Blvd, Sangkat Svay Dangkum, Siem Reap City, Siem Reap",
        phone: "+855 63 965 800",
        email: "siemreap@tonle-insurance.example",
      },
      {
        label: "Battambang Branch",
        address: "No. 12, Street 3, Sangkat Svay Por, Battambang City, Battambang",
        phone: "+855 53 952 800",
        email: "battambang@tonle-insurance.example",
      },
      {
        label: "Sihanoukville Service Point",
        address: "Ekareach Street, Sangkat 3, Preah Sihanouk City, Preah Sihanouk",
        phone: "+855 34 933 800",
      },
    ],
  },
};

const NOTE_KM =
  "បេក្ខជនដែលមានចំណាប់អារម្មណ៍ សូមផ្ញើប្រវត្តិរូបសង្ខេប (CV) និងលិខិតដាក់ពាក្យ មកកាន់អ៊ីមែលខាងក្រោម ដោយបញ្ជាក់ឈ្មោះមុខតំណែងនៅក្នុងប្រធានបទអ៊ីមែល។ មានតែបេក្ខជនដែលជាប់ក្នុងបញ្ជីសម្រាំងប៉ុណ្ណោះ ដែលនឹងត្រូវបានទាក់ទងមកវិញ។";
const RESP_KM = "ភារកិច្ច និងការទទួលខុសត្រូវ",
  REQ_KM = "លក្ខខណ្ឌតម្រូវ";
const reportKm = (value: string) => ({ reportTo: { label: "រាយការណ៍ជូន", value } });

const km: ServiceContent = {
  careers: {
    image1: "/demo/service/hero-careers.svg",
    values: {
      title: "គុណតម្លៃរបស់យើង",
      items: [
        { title: "ភាពស្មោះត្រង់", description: "យើងប្រព្រឹត្តដោយសុចរិត និងតម្លាភាព ហើយគោរពការសន្យាចំពោះអតិថិជន និងសហការី។" },
        {
          title: "អតិថិជនជាចម្បង",
          description: "យើងស្តាប់ ឆ្លើយតបយ៉ាងរហ័ស និងទូទាត់សំណងត្រឹមត្រូវដោយយុត្តិធម៌ ព្រោះភាពស្ងប់ចិត្តគឺជាអ្វីដែលយើងផ្តល់ជូន។",
        },
        { title: "ការងារជាក្រុម", description: "យើងចែករំលែកចំណេះដឹងរវាងនាយកដ្ឋាន និងសាខានានា ហើយទទួលបានជោគជ័យជាមួយគ្នា។" },
        { title: "ការរីកចម្រើន", description: "យើងបន្តរៀនសូត្រ ស្វាគមន៍គំនិតថ្មីៗ និងជួយសហការីគ្រប់រូបឱ្យរីកចម្រើន។" },
      ],
    },
    benefits: {
      title: "ហេតុអ្វីត្រូវធ្វើការជាមួយយើង",
      items: [
        {
          title: "ប្រាក់បៀវត្សប្រកួតប្រជែង",
          description: "ប្រាក់បៀវត្សសមរម្យ ប្រាក់រង្វាន់តាមលទ្ធផលការងារ និងប្រាក់បំណាច់អតីតភាពការងារ ស្របតាមច្បាប់ការងារកម្ពុជា។",
        },
        {
          title: "ធានារ៉ាប់រងសុខភាព និងគ្រោះថ្នាក់",
          description: "ធានារ៉ាប់រងសុខភាពសម្រាប់អ្នក និងក្រុមគ្រួសារ ធានារ៉ាប់រងគ្រោះថ្នាក់បុគ្គល និងការបង់ភាគទានជូន ប.ស.ស.។",
        },
        {
          title: "ការបណ្តុះបណ្តាល និងអភិវឌ្ឍន៍",
          description: "វគ្គបណ្តុះបណ្តាលផ្ទៃក្នុង វគ្គសិក្សាវិជ្ជាជីវៈធានារ៉ាប់រង និងការឧបត្ថម្ភសម្រាប់វិញ្ញាបនបត្រដែលទទួលស្គាល់។",
        },
        {
          title: "តុល្យភាពការងារ និងជីវិត",
          description: "ធ្វើការ ៥ ថ្ងៃក្នុងមួយសប្តាហ៍ និងមានច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ ១៨ ថ្ងៃ បូករួមទាំងថ្ងៃបុណ្យសាធារណៈ។",
        },
        { title: "ឱកាសរីកចម្រើនក្នុងអាជីព", description: "ផ្លូវអាជីពច្បាស់លាស់ និងឱកាសផ្លាស់ប្តូរការងាររវាងនាយកដ្ឋាន និងសាខានានា។" },
      ],
    },
    subtitle: "មុខតំណែងកំពុងជ្រើសរើស",
  },
  career_details: [
    {
      ...JOBS[0],
      position: "មន្ត្រីសំណង",
      department: "នាយកដ្ឋានសំណង",
      type: "ពេញម៉ោង",
      location: "ភ្នំពេញ",
      description: [
        "ទន្លេ ធានារ៉ាប់រង កំពុងស្វែងរកមន្ត្រីសំណងម្នាក់ ដើម្បីទទួលបន្ទុកសំណងយានយន្ត និងទ្រព្យសម្បត្តិ ចាប់ពីការជូនដំណឹងដំបូងរហូតដល់ការទូទាត់ ដោយធានាថាអតិថិជនគ្រប់រូបទទួលបានការដោះស្រាយយ៉ាងរហ័ស និងយុត្តិធម៌។",
        "អ្នកនឹងធ្វើការយ៉ាងជិតស្និទ្ធជាមួយអ្នកវាយតម្លៃការខូចខាត យានដ្ឋានដៃគូ និងក្រុមវាយតម្លៃហានិភ័យរបស់យើង ហើយក្លាយជាទីពឹងដ៏ស្ងប់ស្ងាត់ និងយកចិត្តទុកដាក់សម្រាប់អតិថិជន នៅពេលដែលពួកគេជួបការលំបាក។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "ចុះបញ្ជីសំណងថ្មី និងពិនិត្យវិសាលភាពធានារ៉ាប់រង និងឯកសារពាក់ព័ន្ធ",
          "រៀបចំការវាយតម្លៃការខូចខាតជាមួយអ្នកវាយតម្លៃ និងយានដ្ឋានដៃគូ",
          "ពិនិត្យតារាងតម្លៃជួសជុល និងគណនាចំនួនទឹកប្រាក់សំណង",
          "ជូនដំណឹងដល់អតិថិជនអំពីវឌ្ឍនភាពនៃសំណងតាមទូរស័ព្ទ និងអ៊ីមែល",
          "រក្សាកំណត់ត្រាឱ្យបានត្រឹមត្រូវនៅក្នុងប្រព័ន្ធគ្រប់គ្រងសំណង",
          "រៀបចំរបាយការណ៍សំណងប្រចាំខែជូនថ្នាក់គ្រប់គ្រង",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "បរិញ្ញាបត្រផ្នែកពាណិជ្ជកម្ម ហិរញ្ញវត្ថុ នីតិសាស្ត្រ ឬជំនាញពាក់ព័ន្ធ",
          "មានបទពិសោធន៍យ៉ាងតិច ២ ឆ្នាំ ផ្នែកសំណងធានារ៉ាប់រង ឬធនាគារ",
          "ចេះភាសាខ្មែរ និងអង់គ្លេសបានល្អ ទាំងនិយាយ និងសរសេរ",
          "មានជំនាញចរចា និងសេវាអតិថិជនល្អ",
          "ចេះប្រើប្រាស់ Microsoft Excel និង Word បានល្អ",
        ],
      },
      note: NOTE_KM,
      metadata: reportKm("ប្រធាននាយកដ្ឋានសំណង"),
    },
    {
      ...JOBS[1],
      position: "មន្ត្រីវាយតម្លៃហានិភ័យទ្រព្យសម្បត្តិ",
      department: "នាយកដ្ឋានវាយតម្លៃហានិភ័យ",
      type: "ពេញម៉ោង",
      location: "ភ្នំពេញ",
      description: [
        "យើងកំពុងស្វែងរកមន្ត្រីវាយតម្លៃហានិភ័យម្នាក់ ដើម្បីវាយតម្លៃ និងកំណត់តម្លៃបុព្វលាភសម្រាប់ហានិភ័យទ្រព្យសម្បត្តិ វិស្វកម្ម និងសំណង់ របស់អតិថិជនជាក្រុមហ៊ុននៅទូទាំងប្រទេសកម្ពុជា។",
        "តួនាទីនេះស័ក្តិសមសម្រាប់អ្នកជំនាញដែលមានសមត្ថភាពវិភាគ ចូលចិត្តចុះពិនិត្យទីតាំងផ្ទាល់ ពិភាក្សាបច្ចេកទេសជាមួយឈ្មួញកណ្តាល និងកសាងទំនាក់ទំនងរយៈពេលវែងជាមួយអតិថិជន។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "ពិនិត្យសំណើធានារ៉ាប់រង និងវាយតម្លៃហានិភ័យទ្រព្យសម្បត្តិ និងវិស្វកម្ម",
          "ចុះពិនិត្យហានិភ័យនៅទីតាំងអតិថិជន និងការដ្ឋានសំណង់",
          "រៀបចំសម្រង់តម្លៃ លក្ខខណ្ឌបណ្ណសន្យារ៉ាប់រង និងវិសោធនកម្ម",
          "សហការជាមួយក្រុមហ៊ុនធានារ៉ាប់រងបន្ត លើការធានារ៉ាប់រងបន្តតាមករណី",
          "តាមដានលទ្ធផលនៃផលប័ត្រ និងការបន្តបណ្ណសន្យារ៉ាប់រង",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "បរិញ្ញាបត្រផ្នែកវិស្វកម្ម ហិរញ្ញវត្ថុ ឬធានារ៉ាប់រង",
          "មានបទពិសោធន៍យ៉ាងតិច ៣ ឆ្នាំ ផ្នែកវាយតម្លៃហានិភ័យក្នុងវិស័យធានារ៉ាប់រងទូទៅ",
          "មានចំណេះដឹងអំពីផលិតផលធានារ៉ាប់រងអគ្គិភ័យ ហានិភ័យឧស្សាហកម្មគ្រប់ប្រភេទ និងហានិភ័យអ្នកម៉ៅការគ្រប់ប្រភេទ",
          "មានជំនាញវិភាគ និងសរសេររបាយការណ៍បានល្អ",
          "ស្ទាត់ជំនាញភាសាខ្មែរ និងអង់គ្លេស",
        ],
      },
      note: NOTE_KM,
      metadata: reportKm("ប្រធាននាយកដ្ឋានវាយតម្លៃហានិភ័យ"),
    },
    {
      ...JOBS[2],
      position: "មន្ត្រីផ្នែកលក់",
      department: "នាយកដ្ឋានលក់ និងចែកចាយ",
      type: "ពេញម៉ោង",
      location: "សៀមរាប",
      description: [
        "សាខាសៀមរាបរបស់យើងកំពុងរីកចម្រើន ហើយយើងត្រូវការមន្ត្រីផ្នែកលក់ដែលមានឆន្ទៈខ្ពស់ម្នាក់ ដើម្បីនាំយកផលិតផលធានារ៉ាប់រងយានយន្ត សុខភាព និងទ្រព្យសម្បត្តិ ទៅកាន់បុគ្គល និងអាជីវកម្មនានាក្នុងខេត្ត។",
        "អ្នកនឹងកសាងទំនាក់ទំនងជាមួយសណ្ឋាគារ អាជីវកម្មខ្នាតតូច អ្នកលក់រថយន្ត និងធនាគារ ហើយជួយអតិថិជនជ្រើសរើសការធានារ៉ាប់រងដែលស័ក្តិសមនឹងតម្រូវការរបស់ពួកគេ។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "ស្វែងរក និងចុះជួបអតិថិជនជាបុគ្គល និងក្រុមហ៊ុនដែលមានសក្តានុពល",
          "ពន្យល់អំពីផលិតផល និងរៀបចំសម្រង់តម្លៃ",
          "សម្រេចគោលដៅលក់ប្រចាំខែ និងប្រចាំត្រីមាស",
          "ជួយអតិថិជនក្នុងការបន្ត និងកែប្រែបណ្ណសន្យារ៉ាប់រង",
          "រាយការណ៍អំពីមតិយោបល់ទីផ្សារ និងសកម្មភាពរបស់គូប្រកួតប្រជែង",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "បរិញ្ញាបត្ររង ឬបរិញ្ញាបត្រផ្នែកពាណិជ្ជកម្ម ឬទីផ្សារ",
          "មានបទពិសោធន៍ផ្នែកលក់ ១ ទៅ ២ ឆ្នាំ ជាពិសេសក្នុងវិស័យធានារ៉ាប់រង ឬធនាគារ",
          "មានទំនុកចិត្តក្នុងការប្រាស្រ័យទាក់ទងជាភាសាខ្មែរ ហើយចេះភាសាអង់គ្លេសល្អជាអាទិភាព",
          "មានម៉ូតូផ្ទាល់ខ្លួន និងប័ណ្ណបើកបរត្រឹមត្រូវ",
          "រស់នៅខេត្តសៀមរាប ឬសុខចិត្តផ្លាស់មករស់នៅខេត្តសៀមរាប",
        ],
      },
      note: NOTE_KM,
      metadata: reportKm("ប្រធានសាខាសៀមរាប"),
    },
    {
      ...JOBS[3],
      position: "មន្ត្រីគាំទ្រផ្នែកព័ត៌មានវិទ្យា",
      department: "នាយកដ្ឋានព័ត៌មានវិទ្យា",
      type: "ពេញម៉ោង",
      location: "ភ្នំពេញ",
      description: [
        "ក្រុមព័ត៌មានវិទ្យារបស់យើងធានាឱ្យការិយាល័យកណ្តាល និងសាខានានាមានការតភ្ជាប់ជានិច្ច។ យើងកំពុងស្វែងរកមន្ត្រីគាំទ្រផ្នែកព័ត៌មានវិទ្យាម្នាក់ ដើម្បីជួយបុគ្គលិកជារៀងរាល់ថ្ងៃ និងរក្សាប្រព័ន្ធរបស់យើងឱ្យមានសុវត្ថិភាព និងដំណើរការរលូន។",
        "នេះជាតួនាទីអនុវត្តផ្ទាល់ ដែលអ្នកនឹងទទួលបានបទពិសោធន៍លើបណ្តាញ កម្មវិធីលើពពក (cloud) និងប្រព័ន្ធធានារ៉ាប់រងស្នូលរបស់យើង។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "ផ្តល់ជំនួយជួរមុខលើបញ្ហាផ្នែករឹង ផ្នែកទន់ និងបណ្តាញ",
          "រៀបចំកុំព្យូទ័រយួរដៃ ម៉ាស៊ីនបោះពុម្ព និងគណនីអ្នកប្រើប្រាស់សម្រាប់បុគ្គលិកថ្មី",
          "ធ្វើបច្ចុប្បន្នភាពបញ្ជីសំណើជំនួយ និងដោះស្រាយសំណើឱ្យទាន់ពេលវេលា",
          "ដំឡើងបច្ចុប្បន្នភាពសុវត្ថិភាព និងត្រួតពិនិត្យការបម្រុងទុកទិន្នន័យ",
          "គាំទ្រការិយាល័យសាខាពីចម្ងាយ និងចុះទៅផ្ទាល់តាមតម្រូវការ",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "បរិញ្ញាបត្រផ្នែកវិទ្យាសាស្ត្រកុំព្យូទ័រ ឬព័ត៌មានវិទ្យា",
          "មានបទពិសោធន៍យ៉ាងតិច ១ ឆ្នាំ ផ្នែកគាំទ្រព័ត៌មានវិទ្យា",
          "មានចំណេះដឹងអំពី Windows, Microsoft 365 និងបណ្តាញកម្រិតមូលដ្ឋាន",
          "មានស្មារតីដោះស្រាយបញ្ហា និងអត់ធ្មត់ជាមួយអ្នកប្រើប្រាស់",
          "អាចប្រាស្រ័យទាក់ទងជាភាសាខ្មែរ និងអង់គ្លេស",
        ],
      },
      note: NOTE_KM,
      metadata: {},
    },
    {
      ...JOBS[4],
      position: "អ្នកវិភាគគណិតសាស្ត្រធានារ៉ាប់រង",
      department: "នាយកដ្ឋានហិរញ្ញវត្ថុ និងគណិតសាស្ត្រធានារ៉ាប់រង",
      type: "ពេញម៉ោង",
      location: "ភ្នំពេញ",
      description: [
        "ចូលរួមជាមួយក្រុមហិរញ្ញវត្ថុរបស់យើងក្នុងនាមជាអ្នកវិភាគគណិតសាស្ត្រធានារ៉ាប់រង ហើយជួយកំណត់តម្លៃ និងទុនបម្រុង ដែលធ្វើឱ្យទន្លេ ធានារ៉ាប់រង រឹងមាំ និងយុត្តិធម៌។",
        "អ្នកនឹងធ្វើការជាមួយទិន្នន័យសំណង និងទិន្នន័យវាយតម្លៃហានិភ័យ បង្កើតគំរូគណនា និងបង្ហាញលទ្ធផលជូនថ្នាក់គ្រប់គ្រង ព្រមទាំងទទួលបានការគាំទ្រក្នុងការប្រឡងវិជ្ជាជីវៈគណិតសាស្ត្រធានារ៉ាប់រង។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "រៀបចំទិន្នន័យសំណងសម្រាប់ការវិភាគទុនបម្រុង និងការកំណត់តម្លៃ",
          "គណនាទុនបម្រុងបច្ចេកទេសជារៀងរាល់ត្រីមាស",
          "វិភាគអនុបាតសំណងតាមផលិតផល និងបណ្តាញលក់",
          "គាំទ្រការរាយការណ៍ជូននិយ័តករ និងតាមស្តង់ដារ IFRS 17",
          "បង្កើតផ្ទាំងព័ត៌មាន (dashboard) និងរបាយការណ៍ជូនថ្នាក់គ្រប់គ្រង",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "បរិញ្ញាបត្រផ្នែកគណិតសាស្ត្រធានារ៉ាប់រង គណិតវិទ្យា ឬស្ថិតិ",
          "ការប្រឡងជាប់វិញ្ញាសាគណិតសាស្ត្រធានារ៉ាប់រង គឺជាអាទិភាព",
          "ចេះប្រើ Excel បានល្អ និងមានចំណេះដឹងអំពី R, Python ឬ SQL",
          "យកចិត្តទុកដាក់លើព័ត៌មានលម្អិត និងសរសេរភាសាអង់គ្លេសបានច្បាស់លាស់",
          "មានបទពិសោធន៍ពាក់ព័ន្ធពី ០ ទៅ ២ ឆ្នាំ",
        ],
      },
      note: NOTE_KM,
      metadata: reportKm("ប្រធានមន្ត្រីហិរញ្ញវត្ថុ"),
    },
    {
      ...JOBS[5],
      position: "មន្ត្រីសេវាអតិថិជន",
      department: "នាយកដ្ឋានសេវាអតិថិជន",
      type: "ក្រៅម៉ោង",
      location: "បាត់ដំបង",
      description: [
        "សាខាបាត់ដំបងរបស់យើងកំពុងស្វែងរកមន្ត្រីសេវាអតិថិជនក្រៅម៉ោងដែលរួសរាយរាក់ទាក់ម្នាក់ ដើម្បីស្វាគមន៍អតិថិជនដែលមកដល់សាខា និងឆ្លើយសំណួរតាមទូរស័ព្ទ។",
        "ម៉ោងធ្វើការគឺពេលព្រឹក ពីថ្ងៃច័ន្ទដល់ថ្ងៃសៅរ៍ ស័ក្តិសមសម្រាប់និស្សិតឆ្នាំចុងក្រោយ ឬអ្នកដែលកំពុងស្វែងរកការងារដែលមានពេលវេលាបត់បែន។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "ស្វាគមន៍អតិថិជន និងឆ្លើយសំណួរអំពីផលិតផល និងសំណង",
          "ទទួលឯកសារ និងចុះបញ្ជីសំណើទាក់ទងនឹងបណ្ណសន្យារ៉ាប់រង",
          "ប្រមូលបុព្វលាភ និងចេញបង្កាន់ដៃផ្លូវការ",
          "តាមដានការបន្តបណ្ណសន្យារ៉ាប់រងតាមទូរស័ព្ទ",
          "រក្សាតុទទួលភ្ញៀវឱ្យស្អាត និងមានរបៀបរៀបរយ",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "សញ្ញាបត្រមធ្យមសិក្សាទុតិយភូមិ និងស្វាគមន៍និស្សិតសាកលវិទ្យាល័យ",
          "រួសរាយរាក់ទាក់ អត់ធ្មត់ និងមានសណ្តាប់ធ្នាប់ល្អ",
          "និយាយភាសាខ្មែរបានល្អ និងចេះភាសាអង់គ្លេសកម្រិតមូលដ្ឋាន",
          "ចេះប្រើកុំព្យូទ័រកម្រិតមូលដ្ឋាន",
          "រស់នៅក្នុងខេត្តបាត់ដំបង",
        ],
      },
      note: NOTE_KM,
      metadata: reportKm("ប្រធានសាខាបាត់ដំបង"),
    },
    {
      ...JOBS[6],
      position: "កម្មសិក្សាការីផ្នែកសំណងយានយន្ត",
      department: "នាយកដ្ឋានសំណង",
      type: "កម្មសិក្សា",
      location: "ភ្នំពេញ",
      description: [
        "កម្មសិក្សារយៈពេលបីខែ ដែលមានប្រាក់ឧបត្ថម្ភ សម្រាប់និស្សិតឆ្នាំចុងក្រោយដែលចង់ស្វែងយល់ពីរបៀបដែលក្រុមហ៊ុនធានារ៉ាប់រងដោះស្រាយសំណងយានយន្ត។",
        "អ្នកនឹងធ្វើការអមជាមួយមន្ត្រីសំណងដែលមានបទពិសោធន៍ ចូលរួមចុះពិនិត្យនៅយានដ្ឋាន និងកន្លែងកើតហេតុ ហើយបញ្ចប់គម្រោងតូចមួយដើម្បីបង្ហាញនៅចុងបញ្ចប់នៃកម្មសិក្សា។",
      ],
      responsibilities: {
        title: RESP_KM,
        data: [
          "ជួយចុះបញ្ជីសំណង និងរៀបចំឯកសារ",
          "ចូលរួមជាមួយអ្នកវាយតម្លៃក្នុងការត្រួតពិនិត្យយានយន្ត",
          "ធ្វើបច្ចុប្បន្នភាពកំណត់ត្រាស្ថានភាពសំណង",
          "ជួយរៀបចំស្ថិតិសំណងប្រចាំសប្តាហ៍",
          "បង្ហាញគម្រោងចុងក្រោយជូនក្រុមការងារសំណង",
        ],
      },
      requirements: {
        title: REQ_KM,
        data: [
          "និស្សិតឆ្នាំចុងក្រោយផ្នែកពាណិជ្ជកម្ម ហិរញ្ញវត្ថុ ឬវិស្វកម្ម",
          "ចាប់អារម្មណ៍លើវិស័យធានារ៉ាប់រង និងសេវាអតិថិជន",
          "ចេះភាសាខ្មែរល្អ និងភាសាអង់គ្លេសកម្រិតមូលដ្ឋាន",
          "អាចធ្វើការពេញម៉ោងរយៈពេលបីខែ",
          "ចេះប្រើ Excel កម្រិតមូលដ្ឋាន",
        ],
      },
      note: "សូមផ្ញើប្រវត្តិរូបសង្ខេប (CV) ព្រឹត្តិបត្រពិន្ទុចុងក្រោយ និងលិខិតបញ្ជាក់បំណងខ្លីមួយ មកកាន់អ៊ីមែលខាងក្រោម ដោយសរសេរ «កម្មសិក្សាការីផ្នែកសំណងយានយន្ត» នៅក្នុងប្រធានបទអ៊ីមែល។",
      metadata: reportKm("ប្រធានផ្នែកសំណងយានយន្ត"),
    },
  ],
  claims: {
    image1: "/demo/service/claims.svg",
    title: "សំណង",
    description:
      "នៅពេលមានហេតុការណ៍កើតឡើង យើងនៅទីនេះដើម្បីជួយអ្នក។ សូមទាក់ទងក្រុមការងារសំណងដែលពាក់ព័ន្ធខាងក្រោម ទាញយកពាក្យស្នើសុំសំណង ហើយផ្ញើមកយើងវិញជាមួយឯកសារគាំទ្រ។ ខ្សែទូរស័ព្ទជំនួយរបស់យើងបើកដំណើរការ ២៤ ម៉ោងក្នុងមួយថ្ងៃ និង ៧ ថ្ងៃក្នុងមួយសប្តាហ៍។",
    medical: claimGroup(
      "km",
      "medical",
      "សំណងសុខភាព",
      ["ពាក្យស្នើសុំសំណងសុខភាព", "medical-claim-form.pdf"],
      ["ពាក្យស្នើសុំសងប្រាក់ថ្លៃព្យាបាលវិញ", "medical-reimbursement-form.pdf"],
    ),
    property: claimGroup("km", "property", "សំណងទ្រព្យសម្បត្តិ", ["ពាក្យស្នើសុំសំណងទ្រព្យសម្បត្តិ", "property-claim-form.pdf"]),
    motor_vehicle: claimGroup(
      "km",
      "motor_vehicle",
      "សំណងយានយន្ត",
      ["ពាក្យស្នើសុំសំណងយានយន្ត", "motor-claim-form.pdf"],
      ["ពាក្យស្នើសុំសំណងភាគីទីបី (យានយន្ត)", "motor-third-party-form.pdf"],
    ),
    travel_other: claimGroup("km", "travel_other", "សំណងធ្វើដំណើរ និងផ្សេងៗ", [
      "ពាក្យស្នើសុំសំណងធ្វើដំណើរ និងផ្សេងៗ",
      "travel-claim-form.pdf",
    ]),
  },
  clinics: {
    image1: "/demo/service/clinics-banner.svg",
    title: "គ្លីនិកដៃគូ",
    subtitle: "ទទួលការព្យាបាលដោយមិនចាំបាច់បង់ប្រាក់មុន នៅបណ្តាញគ្លីនិក និងមន្ទីរពេទ្យដែលគួរឱ្យទុកចិត្តរបស់យើង នៅទូទាំងប្រទេសកម្ពុជា",
    subtitle1: "ស្វែងរកគ្លីនិកដៃគូនៅជិតអ្នក",
    qaa: [
      {
        label: "តើគ្លីនិកដៃគូជាអ្វី?",
        description: {
          content:
            "គ្លីនិកដៃគូ គឺជាមន្ទីរពេទ្យ ឬគ្លីនិកដែលមានកិច្ចព្រមព្រៀងជាមួយទន្លេ ធានារ៉ាប់រង។ សមាជិកដែលបានធានារ៉ាប់រងអាចទទួលការព្យាបាលដែលស្ថិតក្នុងការធានា ដោយមិនចាំបាច់បង់ប្រាក់ជាមុន ហើយគ្លីនិកនឹងទាមទារការទូទាត់ពីយើងដោយផ្ទាល់។",
        },
      },
      {
        label: "តើខ្ញុំត្រូវយកអ្វីខ្លះទៅគ្លីនិក?",
        description: {
          content: "សូមយកឯកសារខាងក្រោមមកជាមួយ នៅពេលអ្នកទៅគ្លីនិកដៃគូ៖",
          list: [
            "បណ្ណវេជ្ជសាស្ត្រទន្លេ ធានារ៉ាប់រង របស់អ្នក",
            "អត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ ឬលិខិតឆ្លងដែន",
            "លិខិតបញ្ជូនអ្នកជំងឺ ឬឯកសារវេជ្ជសាស្ត្រពីមុន (ប្រសិនបើមាន)",
          ],
        },
      },
      {
        label: "ចុះបើខ្ញុំទៅព្យាបាលនៅគ្លីនិកដែលមិនមែនជាដៃគូ?",
        description: {
          content:
            "អ្នកនៅតែអាចទទួលការព្យាបាលនៅគ្លីនិកណាមួយដែលមានអាជ្ញាប័ណ្ណ។ សូមបង់ថ្លៃព្យាបាលដោយខ្លួនឯង បន្ទាប់មកផ្ញើពាក្យស្នើសុំសងប្រាក់ថ្លៃព្យាបាលវិញ មកយើងជាមួយបង្កាន់ដៃដើម និងរបាយការណ៍វេជ្ជសាស្ត្រ ក្នុងរយៈពេល ៣០ ថ្ងៃ ហើយយើងនឹងសងប្រាក់ជូនអ្នកវិញស្របតាមបណ្ណសន្យារ៉ាប់រងរបស់អ្នក។",
        },
      },
      {
        label: "តើការចូលសម្រាកព្យាបាលនៅមន្ទីរពេទ្យដែលបានគ្រោងទុក ដំណើរការយ៉ាងដូចម្តេច?",
        description: {
          content: "សម្រាប់ការចូលសម្រាកព្យាបាលដែលបានគ្រោងទុកនៅមន្ទីរពេទ្យដៃគូ៖",
          list: [
            "បង្ហាញបណ្ណវេជ្ជសាស្ត្ររបស់អ្នកនៅតុចុះឈ្មោះរបស់មន្ទីរពេទ្យ",
            "មន្ទីរពេទ្យផ្ញើសំណើសុំចូលសម្រាកព្យាបាលមកក្រុមសំណងសុខភាពរបស់យើង",
            "យើងបញ្ជាក់លិខិតធានាការទូទាត់ ជាធម្មតាក្នុងរយៈពេល ២ ម៉ោងធ្វើការ",
            "នៅពេលចេញពីមន្ទីរពេទ្យ អ្នកបង់តែថ្លៃសេវាដែលបណ្ណសន្យារ៉ាប់រងរបស់អ្នកមិនធានាប៉ុណ្ណោះ",
          ],
        },
      },
    ],
  },
  clinic_panel: panel(CLINICS, "km", clinicHours),
  garages: {
    image1: "/demo/service/garages-banner.svg",
    title: "យានដ្ឋានដៃគូ",
    subtitle: "ការជួសជុលប្រកបដោយគុណភាព នៅយានដ្ឋានដែលបានទទួលស្គាល់ ក្នុងរាជធានីភ្នំពេញ និងតាមបណ្តាខេត្ត",
    subtitle1: "ស្វែងរកយានដ្ឋានដៃគូនៅជិតអ្នក",
    qaa: [
      {
        label: "តើយានដ្ឋានដៃគូជាអ្វី?",
        description: {
          content:
            "យានដ្ឋានដៃគូ គឺជាយានដ្ឋានដែលទន្លេ ធានារ៉ាប់រង បានទទួលស្គាល់ ដោយសារគុណភាពជួសជុល តម្លៃសមរម្យ និងគ្រឿងបន្លាស់ពិតប្រាកដ។ ការជួសជុលនៅយានដ្ឋានដៃគូត្រូវបានទូទាត់ដោយផ្ទាល់រវាងយានដ្ឋាន និងយើង ហើយអ្នកបង់តែប្រាក់កាត់កងតាមបណ្ណសន្យារ៉ាប់រងប៉ុណ្ណោះ។",
        },
      },
      {
        label: "តើខ្ញុំគួរធ្វើអ្វីខ្លះក្រោយពេលមានគ្រោះថ្នាក់?",
        description: {
          content: "សូមរក្សាភាពស្ងប់ស្ងាត់ ហើយអនុវត្តតាមជំហានខាងក្រោម៖",
          list: [
            "ត្រូវប្រាកដថាគ្រប់គ្នាមានសុវត្ថិភាព ហើយហៅលេខ ១១៧ ទៅប៉ូលីស ឬលេខ ១១៩ សម្រាប់រថយន្តសង្គ្រោះបន្ទាន់ បើចាំបាច់",
            "ថតរូបកន្លែងកើតហេតុ យានយន្ត និងស្លាកលេខរបស់ភាគីម្ខាងទៀត",
            "ទូរស័ព្ទមកខ្សែទូរស័ព្ទជំនួយយានយន្ត ២៤/៧ របស់យើង តាមលេខ ០៨១ ៨៨៨ ១០៣",
            "កុំទទួលស្គាល់កំហុស ឬយល់ព្រមដោះស្រាយសំណងណាមួយនៅកន្លែងកើតហេតុ",
          ],
        },
      },
      {
        label: "តើខ្ញុំអាចជ្រើសរើសយានដ្ឋានដោយខ្លួនឯងបានទេ?",
        description: {
          content:
            "បាន។ យើងណែនាំឱ្យប្រើយានដ្ឋានដៃគូ ព្រោះការជួសជុលត្រូវបានអនុម័តលឿនជាង និងមានការធានារយៈពេល ៦ ខែ ប៉ុន្តែអ្នកអាចប្រើយានដ្ឋានផ្សេង បន្ទាប់ពីអ្នកវាយតម្លៃរបស់យើងបានត្រួតពិនិត្យយានយន្ត និងយល់ព្រមលើតារាងតម្លៃជួសជុលរួចហើយ។",
        },
      },
      {
        label: "តើការជួសជុលចំណាយពេលប៉ុន្មាន?",
        description: {
          content:
            "ការជួសជុលភាគច្រើនត្រូវបានបញ្ចប់ក្នុងរយៈពេល ៥ ទៅ ១០ ថ្ងៃធ្វើការ បន្ទាប់ពីការអនុម័ត។ យានដ្ឋាននឹងជូនដំណឹងដល់អ្នកជាប្រចាំ ហើយក្រុមសំណងរបស់យើងអាចផ្តល់ព័ត៌មានថ្មីៗជូនអ្នកគ្រប់ពេល។",
        },
      },
    ],
  },
  garage_panel: panel(GARAGES, "km", garageHours),
  complaint: {
    image1: "/demo/service/complaint-banner.svg",
    image2: "/demo/service/complaint-process.svg",
    title: "បណ្តឹងតវ៉ា",
    description:
      "យើងឱ្យតម្លៃលើមតិយោបល់របស់អ្នក។ ប្រសិនបើសេវាកម្មរបស់យើងមិនបានបំពេញតាមការរំពឹងទុករបស់អ្នក សូមប្រាប់យើង ហើយយើងនឹងដោះស្រាយជូនឱ្យបានត្រឹមត្រូវ។",
    title1: "របៀបដាក់បណ្តឹងតវ៉ា",
    description1:
      "សូមទាញយក និងបំពេញទម្រង់បណ្តឹងតវ៉ា ឬបំពេញទម្រង់ខាងក្រោម។ ផ្ញើវាមកជាមួយច្បាប់ចម្លងឯកសារគាំទ្រនានា តាមអ៊ីមែល តាមប្រៃសណីយ៍ ឬដោយផ្ទាល់នៅការិយាល័យណាមួយរបស់យើង។ យើងនឹងបញ្ជាក់ការទទួលបណ្តឹងរបស់អ្នកក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ ហើយខិតខំផ្តល់ចម្លើយពេញលេញក្នុងរយៈពេល ១៥ ថ្ងៃធ្វើការ។",
    title2: "ការប្តេជ្ញាចិត្តរបស់យើង",
    description2:
      "រាល់បណ្តឹងតវ៉ាទាំងអស់ត្រូវបានដោះស្រាយដោយយុត្តិធម៌ រក្សាការសម្ងាត់ និងដោយឥតគិតថ្លៃ ដោយក្រុមការងារដែលឯករាជ្យពីអ្នកធ្វើការសម្រេចចិត្តដំបូង។ ប្រសិនបើអ្នកមិនពេញចិត្តនឹងចម្លើយចុងក្រោយរបស់យើង អ្នកអាចដាក់ពាក្យប្តឹងឧទ្ធរណ៍ដោយប្រើទម្រង់ប្តឹងឧទ្ធរណ៍ ឬទាក់ទងនិយ័តករធានារ៉ាប់រងកម្ពុជា។",
    ...COMPLAINT_CONTACT,
    download_form_text: "ទាញយកទម្រង់បណ្តឹងតវ៉ា",
    category1: "បុគ្គល",
    category2: "ក្រុមហ៊ុន",
    form_type1: "ទម្រង់បណ្តឹងតវ៉ា",
    form_type2: "ទម្រង់ប្តឹងឧទ្ធរណ៍",
    english: "អង់គ្លេស",
    khmer: "ខ្មែរ",
    ...COMPLAINT_FORMS,
    send_us_a_message: "ផ្ញើសារមកយើង",
    name_label: "ឈ្មោះពេញ",
    email_label: "អ៊ីមែល",
    phone_number_label: "លេខទូរស័ព្ទ",
    company_name_label: "ឈ្មោះក្រុមហ៊ុន",
    upload_label: "ផ្ទុកឯកសារឡើង",
    your_message_label: "សាររបស់អ្នក",
    button_label: "ដាក់ស្នើ",
  },
  contacts: {
    title: "ទំនាក់ទំនងយើង",
    description:
      "មានសំណួរអំពីបណ្ណសន្យារ៉ាប់រង សំណង ឬសម្រង់តម្លៃមែនទេ? សូមអញ្ជើញមកការិយាល័យណាមួយរបស់យើង ទូរស័ព្ទមកយើង ឬផ្ញើសារតាមទម្រង់ខាងក្រោម។ ក្រុមការងាររបស់យើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។",
    image1: "/demo/service/contact-banner.svg",
    address: [
      {
        label: "ការិយាល័យកណ្តាល",
        address: kd(`ផ្ទះលេខ 168 មហាវិថីព្រះនរោត្តម សង្កាត់បឹងកេងកង 1 ខណ្ឌចំការមន ${RPP}`),
        phone: "+855 23 218 800",
        email: "info@tonle-insurance.example",
      },
      {
        label: "សាខាសៀមរាប",
        address: kd("ផ្ទះលេខ 25 មហាវិថីសិវុធ សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប ខេត្តសៀមរាប"),
        phone: "+855 63 965 800",
        email: "siemreap@tonle-insurance.example",
      },
      {
        label: "សាខាបាត់ដំបង",
        address: kd("ផ្ទះលេខ 12 ផ្លូវលេខ 3 សង្កាត់ស្វាយប៉ោ ក្រុងបាត់ដំបង ខេត្តបាត់ដំបង"),
        phone: "+855 53 952 800",
        email: "battambang@tonle-insurance.example",
      },
      { label: "ចំណុចផ្តល់សេវាព្រះសីហនុ", address: kd("ផ្លូវឯករាជ្យ សង្កាត់លេខ 3 ក្រុងព្រះសីហនុ ខេត្តព្រះសីហនុ"), phone: "+855 34 933 800" },
    ],
  },
};

export const service: Record<Lang, ServiceContent> = { en, km };
