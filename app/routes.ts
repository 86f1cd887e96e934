import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
// A page of the content is stated once, on its entity (app/content/<area>/entity.ts `page`): its
// path here is read from there, as are "View on the website", the sitemap and the link check.
import { careersEntity, positionsEntity } from "./content/careers/entity.ts";
import { claimsEntity } from "./content/claims/entity.ts";
import { complaintEntity } from "./content/complaint/entity.ts";
import { contactsEntity } from "./content/contacts/entity.ts";
import { csrEntity } from "./content/csr/entity.ts";
import { faqEntity } from "./content/faq/entity.ts";
import { corporatePageEntity, personalPageEntity } from "./content/listing/entity.ts";
import type { EntityDefinition } from "./content/model/entity.ts";
import { routePath } from "./content/model/page.ts";
import { newslettersEntity, newslettersPageEntity } from "./content/newsletters/entity.ts";
import { clinicsEntity, garagesEntity } from "./content/panels/entity.ts";
import { photosEntity } from "./content/photos/entity.ts";
import { privacyPolicyEntity } from "./content/privacy-policy/entity.ts";
import { productClassesEntity, productClassPagesEntity } from "./content/product-classes/entity.ts";
import { classPages } from "./content/product-classes/links.ts";
import { sectionNames, type SectionName } from "./content/product-classes/schema.ts";
import { productEntity } from "./content/products/entity.ts";
import { redirectNames } from "./content/site-links/redirects.ts";
import { teamEntity } from "./content/team/entity.ts";
import { videosEntity } from "./content/videos/entity.ts";
import { visionEntity } from "./content/vision/entity.ts";

type Page = EntityDefinition | string;

const listPages: Record<SectionName, Page> = { corporate: corporatePageEntity, personal: personalPageEntity };

/** One module serving a page of both sections, with the ids "<section><suffix>". */
const inBothSections = (page: (section: SectionName) => Page, file: string, suffix: string) =>
  sectionNames.map((section) => route(routePath(page(section), { section }), file, { id: `${section}${suffix}` }));

export default [
  index("site/home/home.tsx"),

  // Products, corporate and personal: the same modules serve both sections.
  ...inBothSections((section) => listPages[section], "site/products/product-list.tsx", ""),
  ...inBothSections(() => productEntity, "site/products/product-detail.tsx", "-detail"),
  ...inBothSections(() => productClassPagesEntity, "site/products/product-classes.tsx", "-new"),
  ...inBothSections(() => productClassesEntity, "site/products/product-class.tsx", "-new-class"),
  ...inBothSections(() => classPages.subclass, "site/products/product-subclass.tsx", "-new-subclass"),

  // Claims and service.
  route(routePath(claimsEntity), "site/services/claims.tsx"),
  route(routePath(clinicsEntity), "site/services/panel-page.tsx", { id: "clinics" }),
  route(routePath(garagesEntity), "site/services/panel-page.tsx", { id: "garages" }),
  route(routePath(contactsEntity), "site/contact/contact.tsx"),
  route(routePath(complaintEntity), "site/complaint/complaint.tsx"),
  route("complaint/status", "site/complaint-status/status.tsx"),
  route("complaint/rate", "site/complaint-rating/rate.tsx"),
  route(routePath(faqEntity), "site/services/faq.tsx"),
  route(routePath(privacyPolicyEntity), "site/services/privacy-policy.tsx"),

  // The site search (issue 41).
  route("search", "search/search-page.tsx"),
  route("search/go", "search/search-go.ts"),
  route("search/suggest", "search/search-suggest.ts"),

  // Company and media.
  route(routePath(visionEntity), "site/company/vision.tsx"),
  route(routePath(teamEntity), "site/company/team.tsx"),
  route(routePath(careersEntity), "site/company/careers.tsx"),
  route(routePath(positionsEntity), "site/company/career.tsx"),
  route(routePath(csrEntity), "site/company/csr.tsx"),
  route(routePath(photosEntity), "site/news/photo.tsx"),
  route(routePath(videosEntity), "site/news/video.tsx"),
  route(routePath(newslettersPageEntity), "site/news/newsletters.tsx"),
  route(routePath(newslettersEntity), "site/news/newsletter.tsx"),

  // "Redirecting..." pages to configured external addresses.
  ...redirectNames.map((name) => route(name, "site/redirects/redirect.tsx", { id: `redirect-${name}` })),

  // JSON API for other clients (README "JSON API").
  route("api/contact", "site/contact/api-contact.ts"),
  route("api/complaints", "site/complaint/api-complaints.ts"),
  route("api/vitals", "site/vitals/api-vitals.ts"),
  // The public forms' proof-of-work challenge (app/site/forms/bot-checks.server.ts).
  route("forms/challenge", "site/forms/challenge.ts"),

  // The back office (issue 22): every route is checked by its layout's middleware against
  // app/admin/staff/permissions.server.ts's table; app/admin/shell/access.test.ts walks them all.
  ...prefix("admin", [
    layout("admin/shell/layout.tsx", [
      index("admin/shell/home.tsx"),
      route("sign-in", "admin/staff/sign-in.tsx"),
      route("sign-in/passkey", "admin/staff/passkeys/passkey-sign-in.ts"),
      route("passkeys", "admin/staff/passkeys/passkey-add.ts"),
      route("setup", "admin/staff/setup.tsx"),
      route("sign-out", "admin/staff/sign-out.ts"),
      route("session", "admin/shell/session.ts"),
      route("password", "admin/staff/password.tsx"),
      route("accounts", "admin/staff/accounts.tsx"),
      route("accounts/new", "admin/staff/invite.tsx"),
      route("accounts/:id", "admin/staff/account.tsx"),
      route("audit", "admin/staff/audit.tsx"),
      route("complaints/:id/files/:fileId", "admin/register/records/complaint-file.ts"),
      route("complaints/:id/mail/:mailId", "admin/register/records/complaint-file.ts", {
        id: "admin/register/complaint-mail",
      }),
      // The register: one list module and one record module serve complaints and contact messages.
      route("complaints", "admin/register/records/register-list.tsx", { id: "admin-complaints" }),
      route("complaints/:id", "admin/register/records/register-record.tsx", { id: "admin-complaint" }),
      route("complaints/:id/presence", "admin/register/records/presence.ts", { id: "admin-complaint-presence" }),
      route("messages", "admin/register/records/register-list.tsx", { id: "admin-messages" }),
      route("messages/:id", "admin/register/records/register-record.tsx", { id: "admin-message" }),
      route("messages/:id/presence", "admin/register/records/presence.ts", { id: "admin-message-presence" }),
      route("report", "admin/register/report/report.tsx"),
      route("report.csv", "admin/register/report/report-csv.ts"),
      route("report/chart.csv", "admin/register/report/report-chart-csv.ts"),
      route("deliveries", "admin/register/deliveries/deliveries.tsx"),
      route("mailbox", "admin/register/mailbox/mailbox.tsx"),
      route("spam", "admin/register/spam/spam.tsx"),
      route("mailbox/:mailId", "admin/register/records/complaint-file.ts", { id: "admin/register/mailbox-message" }),
      route("saved-replies", "admin/register/saved-replies/saved-replies.tsx"),
      route("settings", "admin/register/settings/settings.tsx"),
      // The website's content (issue 23), one editor for every entity of the content areas (app/content/areas.server.ts).
      route("search", "admin/search/search-admin.tsx", { id: "admin-search" }),
      route("content", "admin/content/content.tsx"),
      route("content/translations", "admin/content/content.tsx", { id: "admin/content/translations" }),
      route("content/:entity", "admin/content/content-items.tsx"),
      route("content/:entity/new", "admin/content/content-edit.tsx", { id: "admin/content/content-new" }),
      route("content/:entity/:key", "admin/content/content-edit.tsx"),
      route("content/:entity/:key/history", "admin/content/content-history.tsx"),
      route("content/:entity/:key/history/:revision", "admin/content/content-history.tsx", {
        id: "admin/content/content-revision",
      }),
      // One confirmation page for both kinds of record.
      route("erasure", "admin/register/erasure/erasure-search.tsx"),
      route("complaints/:id/erase", "admin/register/erasure/erase.tsx", { id: "admin/register/erase-complaint" }),
      route("messages/:id/erase", "admin/register/erasure/erase.tsx", { id: "admin/register/erase-message" }),
      // The media library (docs/decisions/0026-media-library.md); media.json feeds the editor's picker.
      route("redirects", "admin/redirects/redirects.tsx"),
      route("find", "admin/find/find.tsx"),
      route("links", "admin/links/links.tsx"),
      route("accessibility", "admin/accessibility/accessibility.tsx"),
      route("media", "admin/media/media-list.tsx"),
      route("media.json", "admin/media/media-json.ts"),
      route("media/:id", "admin/media/media-item.tsx"),
      route("*", "admin/shell/not-found.tsx"),
    ]),
  ]),

  route("sitemap.xml", "site/seo/sitemap.ts"),
  route("robots.txt", "site/seo/robots.ts"),
  route("manifest.webmanifest", "site/seo/manifest.ts"),
  route("offline", "site/offline/offline.tsx"),
  route("*", "site/layout/not-found.tsx"),
] satisfies RouteConfig;
