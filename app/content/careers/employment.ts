// The kinds of employment a position can be, as schema.org names them (employmentType), with
// the word each language's page shows. Client-safe and small: the careers editor offers these,
// the careers read turns a stored word back into its kind.
import type { Lang } from "../../i18n/lang.ts";

export const employmentWords = {
  FULL_TIME: { en: "Full-time", km: "ពេញម៉ោង" },
  PART_TIME: { en: "Part-time", km: "ក្រៅម៉ោង" },
  INTERN: { en: "Internship", km: "កម្មសិក្សា" },
  CONTRACTOR: { en: "Contract", km: "កិច្ចសន្យា" },
  TEMPORARY: { en: "Temporary", km: "បណ្តោះអាសន្ន" },
} as const satisfies Record<string, Record<Lang, string>>;

export type EmploymentKind = keyof typeof employmentWords;
export const employmentKinds = Object.keys(employmentWords) as [EmploymentKind, ...EmploymentKind[]];

const normal = (word: string) => word.toLowerCase().replace(/[\s_-]/g, "");

// Other spellings found in older rows.
const aliases: Record<string, EmploymentKind> = {
  intern: "INTERN",
  contractor: "CONTRACTOR",
  fulltime: "FULL_TIME",
  parttime: "PART_TIME",
};

const kindOfWord = new Map<string, EmploymentKind>([
  ...Object.entries(aliases),
  ...employmentKinds.flatMap((kind) =>
    Object.values(employmentWords[kind]).map((word) => [normal(word), kind] as const),
  ),
]);

/** The kind a stored word names ("Full-time", "ពេញម៉ោង" → FULL_TIME), or null when it names none. */
export const employmentKindOf = (word: string): EmploymentKind | null => kindOfWord.get(normal(word)) ?? null;
