import { defineEntity } from "../model/entity.ts";
import { complaintSchema } from "./schema.ts";

export const complaintEntity = defineEntity({
  name: "complaint",
  group: "services",
  label: { en: "Complaints page", km: "ទំព័របណ្តឹងតវ៉ា" },
  schema: complaintSchema,
  kind: "single",
  page: "/complaint",
});
