import { defineEntity } from "../model/entity.ts";
import { privacyPolicySchema } from "./schema.ts";

export const privacyPolicyEntity = defineEntity({
  name: "privacy-policy",
  group: "site",
  label: { en: "Privacy policy", km: "គោលការណ៍ឯកជនភាព" },
  schema: privacyPolicySchema,
  kind: "single",
  page: "/privacy-policy",
});
