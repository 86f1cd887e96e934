import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { redirectNames } from "./content/site-links/redirects.ts";

export default [
  index("site/home/home.tsx"),

  // Products, corporate and personal: the same modules serve both sections.
  route("corporate", "site/products/product-list.tsx", { id: "corporate" }),
  route("personal", "site/products/product-list.tsx", { id: "personal" }),
  route("corporate/:slug", "site/products/product-detail.tsx", { id: "corporate-detail" }),
  route("personal/:slug", "site/products/product-detail.tsx", { id: "personal-detail" }),
  route("corporate-new", "site/products/product-classes.tsx", { id: "corporate-new" }),
  route("personal-new", "site/products/product-classes.tsx", { id: "personal-new" }),
  route("corporate-new/:classSlug", "site/products/product-class.tsx", { id: "corporate-new-class" }),
  route("personal-new/:classSlug", "site/products/product-class.tsx", { id: "personal-new-class" }),
  route("corporate-new/:classSlug/:subclassSlug", "site/products/product-subclass.tsx", {
    id: "corporate-new-subclass",
  }),
  route("personal-new/:classSlug/:subclassSlug", "site/products/product-subclass.tsx", { id: "personal-new-subclass" }),

  // Claims and service.
  route("claims", "site/services/claims.tsx"),
  route("clinics", "site/services/panel-page.tsx", { id: "clinics" }),
  route("garages", "site/services/panel-page.tsx", { id: "garages" }),
  route("contact", "site/contact/contact.tsx"),
  route("complaint", "site/complaint/complaint.tsx"),
  route("complaint/status", "site/complaint-status/status.tsx"),
  route("faq", "site/services/faq.tsx"),
  route("privacy-policy", "site/services/privacy-policy.tsx"),

  // The site search (issue 41).
  route("search", "search/search-page.tsx"),
  route("search/go", "search/search-go.ts"),
  route("search/suggest", "search/search-suggest.ts"),

  // Company and media.
  route("vision", "site/company/vision.tsx"),
  route("team", "site/company/team.tsx"),
  route("careers", "site/company/careers.tsx"),
  route("careers/:slug", "site/company/career.tsx"),
  route("csr", "site/company/csr.tsx"),
  route("photo", "site/news/photo.tsx"),
  route("video", "site/news/video.tsx"),
  route("newsletters", "site/news/newsletters.tsx"),
  route("newsletters/:slug", "site/news/newsletter.tsx"),

  // "Redirecting..." pages to configured external addresses.
  ...redirectNames.map((name) => route(name, "site/redirects/redirect.tsx", { id: `redirect-${name}` })),

  // JSON API for other clients (README "JSON API").
  route("api/contact", "site/contact/api-contact.ts"),
  route("api/complaints", "site/complaint/api-complaints.ts"),
  route("api/vitals", "site/vitals/api-vitals.ts"),

  // The back office (issue 22): every route is checked by its layout's middleware against
  // app/admin/staff/permissions.server.ts's table; app/admin/shell/access.test.ts walks them all.
  ...prefix("admin", [
    layout("admin/shell/layout.tsx", [
      index("admin/shell/home.tsx"),
      route("sign-in", "admin/staff/sign-in.tsx"),
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
      route("messages", "admin/register/records/register-list.tsx", { id: "admin-messages" }),
      route("messages/:id", "admin/register/records/register-record.tsx", { id: "admin-message" }),
      route("report", "admin/register/report/report.tsx"),
      route("report.csv", "admin/register/report/report-csv.ts"),
      route("deliveries", "admin/register/deliveries/deliveries.tsx"),
      route("mailbox", "admin/register/mailbox/mailbox.tsx"),
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
