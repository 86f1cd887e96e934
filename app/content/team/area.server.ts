import { defineArea, pageHref } from "../model/area.ts";
import { teamEntity } from "./entity.ts";
import { teamStore } from "./store.server.ts";

export const teamArea = defineArea({
  name: "team",
  entities: [{ definition: teamEntity, store: teamStore }],
  tables: [
    { table: "teams", page: { en: "Team", km: "ក្រុមការងារ" }, href: pageHref(teamEntity) },
    { table: "members", page: { en: "Team", km: "ក្រុមការងារ" }, href: pageHref(teamEntity) },
  ],
});
