// The judged queries of the site search (issue 41): what visitors type, in English and in Khmer,
// with the pages that should come first (any of them counts as right). Product names, everyday
// words, misspellings, colloquial words and questions typed as sentences. `npm run bench:search`
// measures the search against them.
export interface Judged {
  lang: "en" | "km";
  query: string;
  /** The pages that answer it best (paths as indexed). */
  best: string[];
}

const motor = "/personal/motor-insurance";
const health = ["/personal/health-insurance", "/corporate/group-health"];

export const judged: Judged[] = [
  // English: product names and everyday words
  { lang: "en", query: "motor insurance", best: [motor] },
  { lang: "en", query: "car insurance", best: [motor] },
  { lang: "en", query: "car", best: [motor] },
  { lang: "en", query: "health", best: health },
  { lang: "en", query: "travel insurance", best: ["/personal/travel-insurance"] },
  { lang: "en", query: "home insurance", best: ["/personal/home-insurance"] },
  { lang: "en", query: "house", best: ["/personal/home-insurance"] },
  { lang: "en", query: "fire", best: ["/corporate/fire-insurance"] },
  { lang: "en", query: "marine cargo", best: ["/corporate/marine-cargo"] },
  { lang: "en", query: "public liability", best: ["/corporate/public-liability"] },
  { lang: "en", query: "student", best: ["/personal/student-care"] },
  { lang: "en", query: "personal accident", best: ["/personal/personal-accident"] },
  { lang: "en", query: "contractors", best: ["/corporate/contractors-all-risks"] },
  { lang: "en", query: "claims", best: ["/claims"] },
  { lang: "en", query: "garage", best: ["/garages"] },
  { lang: "en", query: "clinics", best: ["/clinics"] },
  { lang: "en", query: "hospital", best: ["/clinics"] },
  { lang: "en", query: "complaint", best: ["/complaint"] },
  { lang: "en", query: "contact", best: ["/contact"] },
  { lang: "en", query: "jobs", best: ["/careers"] },
  { lang: "en", query: "privacy", best: ["/privacy-policy"] },
  { lang: "en", query: "motor claim form", best: ["/demo/service/forms/motor-claim-form.pdf"] },
  // English: misspellings
  { lang: "en", query: "insurence", best: [motor, "/personal/health-insurance", "/personal/travel-insurance"] },
  { lang: "en", query: "garrage", best: ["/garages"] },
  { lang: "en", query: "helth insurance", best: health },
  { lang: "en", query: "complain", best: ["/complaint"] },
  // English: questions typed as sentences
  { lang: "en", query: "how do I make a claim", best: ["/faq", "/claims"] },
  { lang: "en", query: "what should I do after a road accident", best: ["/faq"] },
  { lang: "en", query: "can I cancel my policy", best: ["/faq"] },
  { lang: "en", query: "which garages can repair my car", best: ["/garages"] },
  // Khmer: product names and everyday words
  { lang: "km", query: "ធានារ៉ាប់រងយានយន្ត", best: [motor] },
  { lang: "km", query: "ឡាន", best: [motor] },
  { lang: "km", query: "រថយន្ត", best: [motor] },
  { lang: "km", query: "សុខភាព", best: health },
  { lang: "km", query: "ធានារ៉ាប់រងការធ្វើដំណើរ", best: ["/personal/travel-insurance"] },
  { lang: "km", query: "ផ្ទះ", best: ["/personal/home-insurance"] },
  { lang: "km", query: "លំនៅដ្ឋាន", best: ["/personal/home-insurance"] },
  { lang: "km", query: "អគ្គិភ័យ", best: ["/corporate/fire-insurance"] },
  { lang: "km", query: "ទំនិញដឹកជញ្ជូន", best: ["/corporate/marine-cargo"] },
  { lang: "km", query: "ទំនួលខុសត្រូវចំពោះសាធារណជន", best: ["/corporate/public-liability"] },
  { lang: "km", query: "សិស្ស", best: ["/personal/student-care"] },
  { lang: "km", query: "គ្រោះថ្នាក់បុគ្គល", best: ["/personal/personal-accident"] },
  { lang: "km", query: "អ្នកម៉ៅការ", best: ["/corporate/contractors-all-risks"] },
  { lang: "km", query: "សំណង", best: ["/claims"] },
  { lang: "km", query: "យានដ្ឋាន", best: ["/garages"] },
  { lang: "km", query: "គ្លីនិក", best: ["/clinics"] },
  { lang: "km", query: "ពេទ្យ", best: ["/clinics"] },
  { lang: "km", query: "មន្ទីរពេទ្យ", best: ["/clinics"] },
  { lang: "km", query: "បណ្តឹងតវ៉ា", best: ["/complaint"] },
  { lang: "km", query: "ទំនាក់ទំនង", best: ["/contact"] },
  { lang: "km", query: "ការងារ", best: ["/careers"] },
  { lang: "km", query: "ឯកជនភាព", best: ["/privacy-policy"] },
  { lang: "km", query: "ពាក្យស្នើសុំសំណងយានយន្ត", best: ["/demo/service/forms/motor-claim-form.pdf"] },
  // Khmer: other spellings (a zero-width space typed in, the subscripts in the other order, subscript DA)
  { lang: "km", query: "ធានា\u200Bរ៉ាប់រង\u200Bយានយន្ត", best: [motor] },
  { lang: "km", query: "បណ្ដឹងតវ៉ា", best: ["/complaint"] },
  { lang: "km", query: "យានយន្ដ", best: [motor] },
  // Khmer: questions typed as sentences
  { lang: "km", query: "តើខ្ញុំត្រូវដាក់ពាក្យទាមទារសំណងដោយរបៀបណា", best: ["/faq", "/claims"] },
  { lang: "km", query: "តើខ្ញុំគួរធ្វើអ្វីខ្លះ បន្ទាប់ពីមានគ្រោះថ្នាក់ចរាចរណ៍", best: ["/faq"] },
  { lang: "km", query: "តើខ្ញុំអាចលុបចោលបណ្ណសន្យារ៉ាប់រងបានទេ", best: ["/faq"] },
  { lang: "km", query: "ជួសជុលឡាននៅឯណា", best: ["/garages"] },
];
