import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { privacyPolicySchema, type PrivacyPolicy } from "./schema.ts";

/** The privacy policy in the language; null when the language has none (the page is then a 404). */
export function getPrivacyPolicy(db: Queryable, lang: Lang): Promise<PrivacyPolicy | null> {
  return selectOne(db, privacyPolicySchema, "select title, sections from privacy_policies where lang = $1", [lang]);
}

/** The page's description for search engines: its first paragraph. */
export function privacyDescription(policy: PrivacyPolicy): string {
  for (const section of policy.sections) {
    for (const block of section.blocks) if (block.type === "paragraph") return block.text;
  }
  return policy.title;
}
