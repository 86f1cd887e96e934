// Where each entity of app/content/entities.ts is kept.
import type { Editable } from "./editing/save.server.ts";
import type { EntityStore } from "./editing/store.server.ts";
import { entityNamed } from "./entities.ts";
import { claimsStore } from "./claims/store.server.ts";
import { complaintStore } from "./complaint/store.server.ts";
import { contactsStore } from "./contacts/store.server.ts";
import { faqStore } from "./faq/store.server.ts";
import { footerStore } from "./footers/store.server.ts";
import { homeStore } from "./home/store.server.ts";
import { corporatePageStore, personalPageStore } from "./listing/store.server.ts";
import { menuStore } from "./menus/store.server.ts";
import { clinicsStore, garagesStore } from "./panels/store.server.ts";
import { privacyPolicyStore } from "./privacy-policy/store.server.ts";
import { productClassPagesStore, productClassesStore } from "./product-classes/store.server.ts";
import { productStore } from "./products/store.server.ts";
import { siteLinksStore } from "./site-links/store.server.ts";
import { siteStore } from "./site/store.server.ts";
import { clientsStore, visionStore } from "./vision/store.server.ts";
import { careersStore, positionsStore } from "./careers/store.server.ts";
import { csrStore } from "./csr/store.server.ts";
import { authorsStore, newslettersPageStore, newslettersStore } from "./newsletters/store.server.ts";
import { photosStore } from "./photos/store.server.ts";
import { teamStore } from "./team/store.server.ts";
import { videosStore } from "./videos/store.server.ts";

const stores: Record<string, EntityStore> = {
  vision: visionStore,
  clients: clientsStore,
  faq: faqStore,
  "site-links": siteLinksStore,
  "privacy-policy": privacyPolicyStore,
  "product-classes": productClassesStore,
  "product-class-pages": productClassPagesStore,
  site: siteStore,
  menu: menuStore,
  footer: footerStore,
  home: homeStore,
  "corporate-page": corporatePageStore,
  "personal-page": personalPageStore,
  products: productStore,
  claims: claimsStore,
  clinics: clinicsStore,
  garages: garagesStore,
  complaint: complaintStore,
  contacts: contactsStore,
    careers: careersStore,
  positions: positionsStore,
  team: teamStore,
  csr: csrStore,
  "newsletter-page": newslettersPageStore,
  newsletters: newslettersStore,
  authors: authorsStore,
  photos: photosStore,
  videos: videosStore,
};

/** The entity of an address's name with its store, or null (an unknown name is a 404). */
export function editableNamed(name: string | undefined): Editable | null {
  const definition = entityNamed(name);
  const store = definition && stores[definition.name];
  return definition && store ? { definition, store } : null;
}
