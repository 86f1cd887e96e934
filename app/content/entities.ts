// Every entity the back office edits, in the order of its content index. Each area declares
// its own in app/content/<area>/entity.ts; their storage is in app/content/stores.server.ts.
import type { EntityDefinition } from "./editing/entity.ts";
import { faqEntity } from "./faq/entity.ts";
import { privacyPolicyEntity } from "./privacy-policy/entity.ts";
import { productClassPagesEntity, productClassesEntity } from "./product-classes/entity.ts";
import { siteLinksEntity } from "./site-links/entity.ts";
import { clientsEntity, visionEntity } from "./vision/entity.ts";
import { claimsEntity } from "./claims/entity.ts";
import { clinicsEntity, garagesEntity } from "./panels/entity.ts";
import { complaintEntity } from "./complaint/entity.ts";
import { contactsEntity } from "./contacts/entity.ts";

export const entities: readonly EntityDefinition[] = [
  siteLinksEntity,
  privacyPolicyEntity,
  productClassesEntity,
  productClassPagesEntity,
  visionEntity,
  clientsEntity,
  faqEntity,
  // Services (claims, panels, complaint, contacts).
  claimsEntity,
  clinicsEntity,
  garagesEntity,
  complaintEntity,
  contactsEntity,
];

export const entityNamed = (name: string | undefined) => entities.find((entity) => entity.name === name) ?? null;
