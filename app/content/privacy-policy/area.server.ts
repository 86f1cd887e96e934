import { defineArea, pageHref } from "../model/area.ts";
import { privacyPolicyEntity } from "./entity.ts";
import { privacyPolicyStore } from "./store.server.ts";

export const privacyPolicyArea = defineArea({
  name: "privacy-policy",
  entities: [{ definition: privacyPolicyEntity, store: privacyPolicyStore }],
  tables: [
    {
      table: "privacy_policies",
      page: { en: "Privacy policy", km: "គោលការណ៍ឯកជនភាព" },
      href: pageHref(privacyPolicyEntity),
    },
  ],
});
