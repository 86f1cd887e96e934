// Read of the claims page: its banner and the four groups' contact cards and forms.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { claimsSchema, type Claims } from "./schema.ts";

export function getClaims(db: Queryable, lang: Lang): Promise<Claims | null> {
  return selectOne(
    db,
    claimsSchema,
    "select image1, title, description, medical, property, motor_vehicle, travel_other from claims where lang = $1",
    [lang],
  );
}
