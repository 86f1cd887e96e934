// The site's identity (spec: table site): the names in every page's title and header, the meta
// description, the two logos. The root route reads it for every page, so a record this schema
// refuses would take the whole site down: every field is required, logos are files of this site.
import { z } from "../../validation/zod.ts";
import { image, text } from "../model/fields.ts";

export const siteSchema = z.object({
  company_name: text({
    label: { en: "Company name", km: "ឈ្មោះក្រុមហ៊ុន" },
    hint: {
      en: "Ends every page's title in the browser and in search results.",
      km: "បង្ហាញនៅចុងចំណងជើងនៃទំព័រនីមួយៗ ក្នុងកម្មវិធីរុករក និងលទ្ធផលស្វែងរក។",
    },
  }),
  short_name: text({ label: { en: "Short name", km: "ឈ្មោះខ្លី" } }),
  meta_description: text({
    label: { en: "Description for search engines", km: "ការពិពណ៌នាសម្រាប់ម៉ាស៊ីនស្វែងរក" },
    hint: { en: "One or two sentences, about 150 characters.", km: "មួយ ឬពីរប្រយោគ ប្រហែល ១៥០ តួអក្សរ។" },
  }),
  logo_light: image({ label: { en: "Logo (light theme)", km: "ស្លាកសញ្ញា (ផ្ទៃភ្លឺ)" } }),
  logo_white: image({ label: { en: "Logo, white (dark theme)", km: "ស្លាកសញ្ញាពណ៌ស (ផ្ទៃងងឹត)" } }),
});
export type Site = z.infer<typeof siteSchema>;
