// Every entity the back office edits, in the order of its content index. Each area declares
// its own in app/content/<area>/entity.ts; their storage is in app/content/stores.server.ts.
import type { EntityDefinition } from "./editing/entity.ts";
import { claimsEntity } from "./claims/entity.ts";
import { complaintEntity } from "./complaint/entity.ts";
import { contactsEntity } from "./contacts/entity.ts";
import { faqEntity } from "./faq/entity.ts";
import { footerEntity } from "./footers/entity.ts";
import { homeEntity } from "./home/entity.ts";
import { corporatePageEntity, personalPageEntity } from "./listing/entity.ts";
import { menuEntity } from "./menus/entity.ts";
import { clinicsEntity, garagesEntity } from "./panels/entity.ts";
import { privacyPolicyEntity } from "./privacy-policy/entity.ts";
import { productClassPagesEntity, productClassesEntity } from "./product-classes/entity.ts";
import { productEntity } from "./products/entity.ts";
import { siteLinksEntity } from "./site-links/entity.ts";
import { siteEntity } from "./site/entity.ts";
import { clientsEntity, visionEntity } from "./vision/entity.ts";
import { careersEntity, positionsEntity } from "./careers/entity.ts";
import { csrEntity } from "./csr/entity.ts";
import { authorsEntity, newslettersEntity, newslettersPageEntity } from "./newsletters/entity.ts";
import { photosEntity } from "./photos/entity.ts";
import { teamEntity } from "./team/entity.ts";
import { videosEntity } from "./videos/entity.ts";

export const entities: readonly EntityDefinition[] = [
  // Site
  siteEntity,
  menuEntity,
  footerEntity,
  siteLinksEntity,
  privacyPolicyEntity,
  // Home
  homeEntity,
  // Products
  corporatePageEntity,
  personalPageEntity,
  productEntity,
  productClassesEntity,
  productClassPagesEntity,
  // Company
  visionEntity,
  clientsEntity,
  careersEntity,
  positionsEntity,
  teamEntity,
  csrEntity,
  // Services
  claimsEntity,
  clinicsEntity,
  garagesEntity,
  complaintEntity,
  contactsEntity,
  faqEntity,
  // News and media
  newslettersPageEntity,
  newslettersEntity,
  authorsEntity,
  photosEntity,
  videosEntity,
];

export const entityNamed = (name: string | undefined) => entities.find((entity) => entity.name === name) ?? null;
