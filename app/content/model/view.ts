// What the editor's pages receive about an entity (from the loader; no schema code in the
// browser): its name, labels, kind, languages and field tree, and the shape of a refusal.
import type { Lang } from "../../i18n/lang.ts";
import type { FieldOf } from "./field.ts";
import type { Bilingual, IssueKey } from "./fields.ts";

/** The groups of the content index, in its order. */
export const entityGroups = ["site", "home", "products", "company", "services", "news"] as const;
export type EntityGroup = (typeof entityGroups)[number];

/** The key of a single record (a page). */
export const singleKey = "main";

export interface EntityView {
  name: string;
  group: EntityGroup;
  label: Bilingual;
  kind: "single" | "collection";
  langs: readonly Lang[];
  titleField: string | null;
  /** One record for both languages. */
  neutral: boolean;
  publishable: boolean;
  /** One language's record. */
  record: FieldOf<"object">;
}

export type EditIssueKey =
  | IssueKey
  | "invalid"
  | "tooFew"
  | "missingLanguage"
  | "everyLanguage"
  | "keyTaken"
  | "key"
  | "noSuchPage"
  // Not refusals: a field whose other language changed while published (app/admin/content/checks.server.ts),
  // and accessibility warnings (accessibility.ts).
  | "needsChecking"
  | "khmerDescriptionMissing"
  | "englishDescriptionMissing"
  | "descriptionIsFileName"
  | "vagueLink";

export interface EditIssue {
  path: string;
  message: EditIssueKey;
}

export type Issues = Record<string, EditIssueKey>;

/** What the record's "choice" fields offer, by collection name (choices.server.ts). */
export type Choices = Record<string, { key: string; titles: Partial<Record<Lang, string>> }[]>;
export const issueMap = (issues: EditIssue[]): Issues =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
