// Every entity the back office edits, in the order of its content index. Each area declares
// its own in app/content/<area>/entity.ts; their storage is in app/content/stores.server.ts.
import type { EntityDefinition } from "./editing/entity.ts";
import { faqEntity } from "./faq/entity.ts";
import { clientsEntity, visionEntity } from "./vision/entity.ts";
// Company and news pages (careers, team, CSR, newsletters, photos, videos).
import { careersEntity, positionsEntity } from "./careers/entity.ts";
import { csrEntity } from "./csr/entity.ts";
import { authorsEntity, newslettersEntity, newslettersPageEntity } from "./newsletters/entity.ts";
import { photosEntity } from "./photos/entity.ts";
import { teamEntity } from "./team/entity.ts";
import { videosEntity } from "./videos/entity.ts";

const companyAndNews = [careersEntity, positionsEntity, teamEntity, csrEntity, newslettersPageEntity, newslettersEntity, authorsEntity, photosEntity, videosEntity];

export const entities: readonly EntityDefinition[] = [visionEntity, clientsEntity, faqEntity, ...companyAndNews];

export const entityNamed = (name: string | undefined) => entities.find((entity) => entity.name === name) ?? null;
