// Every entity the back office edits, in the order of its content index. Each area declares
// its own in app/content/<area>/entity.ts; their storage is in app/content/stores.server.ts.
import type { EntityDefinition } from "./editing/entity.ts";
import { faqEntity } from "./faq/entity.ts";
import { privacyPolicyEntity } from "./privacy-policy/entity.ts";
import { productClassPagesEntity, productClassesEntity } from "./product-classes/entity.ts";
import { siteLinksEntity } from "./site-links/entity.ts";
import { productEntity } from "./products/entity.ts";
import { clientsEntity, visionEntity } from "./vision/entity.ts";
// Site, home and listing pages (issue 23).
import { siteEntity } from "./site/entity.ts";
import { menuEntity } from "./menus/entity.ts";
import { footerEntity } from "./footers/entity.ts";
import { homeEntity } from "./home/entity.ts";
import { corporatePageEntity, personalPageEntity } from "./listing/entity.ts";

// Company and news pages (careers, team, CSR, newsletters, photos, videos).
import { careersEntity, positionsEntity } from "./careers/entity.ts";
import { csrEntity } from "./csr/entity.ts";
import { authorsEntity, newslettersEntity, newslettersPageEntity } from "./newsletters/entity.ts";
import { photosEntity } from "./photos/entity.ts";
import { teamEntity } from "./team/entity.ts";
import { videosEntity } from "./videos/entity.ts";

const companyAndNews = [careersEntity, positionsEntity, teamEntity, csrEntity, newslettersPageEntity, newslettersEntity, authorsEntity, photosEntity, videosEntity];

export const entities: readonly EntityDefinition[] = [
  siteEntity,
  menuEntity,
  footerEntity,
  siteLinksEntity,
  privacyPolicyEntity,
  homeEntity,
  corporatePageEntity,
  personalPageEntity,
  productEntity,
  productClassesEntity,
  productClassPagesEntity,
  visionEntity,
  clientsEntity,
  faqEntity,
  ...companyAndNews,
];

export const entityNamed = (name: string | undefined) => entities.find((entity) => entity.name === name) ?? null;
