import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { redirectNames } from "./redirects.ts";

export default [
  index("routes/home.tsx"),

  // Products (SPEC §2): the same modules serve both sections.
  route("corporate", "routes/product-list.tsx", { id: "corporate" }),
  route("personal", "routes/product-list.tsx", { id: "personal" }),
  route("corporate/:slug", "routes/product-detail.tsx", { id: "corporate-detail" }),
  route("personal/:slug", "routes/product-detail.tsx", { id: "personal-detail" }),
  route("corporate-new", "routes/product-classes.tsx", { id: "corporate-new" }),
  route("personal-new", "routes/product-classes.tsx", { id: "personal-new" }),
  route("corporate-new/:classSlug", "routes/product-class.tsx", { id: "corporate-new-class" }),
  route("personal-new/:classSlug", "routes/product-class.tsx", { id: "personal-new-class" }),
  route("corporate-new/:classSlug/:subclassSlug", "routes/product-subclass.tsx", { id: "corporate-new-subclass" }),
  route("personal-new/:classSlug/:subclassSlug", "routes/product-subclass.tsx", { id: "personal-new-subclass" }),

  // Claims and service.
  route("claims", "routes/claims.tsx"),
  route("clinics", "routes/panel-page.tsx", { id: "clinics" }),
  route("garages", "routes/panel-page.tsx", { id: "garages" }),
  route("contact", "routes/contact.tsx"),
  route("complaint", "routes/complaint.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),

  // Company and media.
  route("vision", "routes/vision.tsx"),
  route("team", "routes/team.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/career.tsx"),
  route("csr", "routes/csr.tsx"),
  route("photo", "routes/photo.tsx"),
  route("video", "routes/video.tsx"),
  route("newsletters", "routes/newsletters.tsx"),
  route("newsletters/:slug", "routes/newsletter.tsx"),

  // "Redirecting..." pages to configured external addresses.
  ...redirectNames.map((name) => route(name, "routes/redirect.tsx", { id: `redirect-${name}` })),

  // JSON API for other clients (README "JSON API").
  route("api/contact", "routes/api/contact.ts"),
  route("api/complaints", "routes/api/complaints.ts"),
  route("api/vitals", "routes/api/vitals.ts"),

  // The back office (issue 22): every route is checked by its layout's middleware against
  // app/staff/permissions.server.ts's table; app/routes/admin/access.test.ts walks them all.
  ...prefix("admin", [
    layout("routes/admin/_layout.tsx", [
      index("routes/admin/home.tsx"),
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("setup", "routes/admin/setup.tsx"),
      route("sign-out", "routes/admin/sign-out.ts"),
      route("password", "routes/admin/password.tsx"),
      route("accounts", "routes/admin/accounts.tsx"),
      route("accounts/new", "routes/admin/invite.tsx"),
      route("accounts/:id", "routes/admin/account.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("complaints/:id/files/:fileId", "routes/admin/complaint-file.ts"),
      // The register: one list module and one record module serve complaints and contact messages.
      route("complaints", "routes/admin/register-list.tsx", { id: "admin-complaints" }),
      route("complaints/:id", "routes/admin/register-record.tsx", { id: "admin-complaint" }),
      route("messages", "routes/admin/register-list.tsx", { id: "admin-messages" }),
      route("messages/:id", "routes/admin/register-record.tsx", { id: "admin-message" }),
      route("report", "routes/admin/report.tsx"),
      route("report.csv", "routes/admin/report-csv.ts"),
      route("deliveries", "routes/admin/deliveries.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      // The website's content (issue 23), one editor for every entity of app/content/entities.ts.
      route("content", "routes/admin/content.tsx"),
      route("content/translations", "routes/admin/content.tsx", { id: "routes/admin/content-translations" }),
      route("content/:entity", "routes/admin/content-items.tsx"),
      route("content/:entity/new", "routes/admin/content-edit.tsx", { id: "routes/admin/content-new" }),
      route("content/:entity/:key", "routes/admin/content-edit.tsx"),
      route("content/:entity/:key/history", "routes/admin/content-history.tsx"),
      route("content/:entity/:key/history/:revision", "routes/admin/content-history.tsx", { id: "routes/admin/content-revision" }),
      // One confirmation page for both kinds of record.
      route("complaints/:id/erase", "routes/admin/erase.tsx", { id: "routes/admin/erase-complaint" }),
      route("messages/:id/erase", "routes/admin/erase.tsx", { id: "routes/admin/erase-message" }),
      // The media library (docs/decisions/0026-media-library.md); media.json feeds the editor's picker.
      route("media", "routes/admin/media.tsx"),
      route("media.json", "routes/admin/media-json.ts"),
      route("media/:id", "routes/admin/media-item.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("menus.json", "routes/menus.ts"),
  route("offline", "routes/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
