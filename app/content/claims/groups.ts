// The four contact cards of /claims, in the order the page shows them. A module of its own:
// the public page and the claims schema both need it, and the page must not load the schema.
export const claimGroups = ["medical", "property", "motor_vehicle", "travel_other"] as const;
export type ClaimGroupKey = (typeof claimGroups)[number];

/** The teams' names in the editor. */
export const claimGroupLabels: Record<ClaimGroupKey, { en: string; km: string }> = {
  medical: { en: "Medical claims", km: "សំណងសុខភាព" },
  property: { en: "Property claims", km: "សំណងទ្រព្យសម្បត្តិ" },
  motor_vehicle: { en: "Motor vehicle claims", km: "សំណងយានយន្ត" },
  travel_other: { en: "Travel and other claims", km: "សំណងធ្វើដំណើរ និងផ្សេងៗ" },
};

/** The teams whose helplines the home page's claims help may offer, in the order it shows them: an accident first. */
export const accidentTeams = [
  "motor_vehicle",
  "medical",
  "property",
  "travel_other",
] as const satisfies readonly ClaimGroupKey[];
