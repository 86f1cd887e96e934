import { tableStore } from "../model/store.server.ts";
import { privacyPolicyEntity } from "./entity.ts";

export const privacyPolicyStore = tableStore(privacyPolicyEntity, { table: "privacy_policies" });
