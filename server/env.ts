// Configuration from environment variables, validated once at start-up. A bad value
// stops the process with a message naming the variable. Every variable is listed in
// README.md and .env.example.
import { z } from "zod";
import { join, resolve, sep } from "node:path";
import type { FormsConfig, SiteConfig } from "../app/http/context.server.ts";
import { logLevels } from "../app/http/log.server.ts";
import type { DeliveryOptions, Mailer } from "../app/outbox/jobs.ts";
import { localStorage, s3Storage, type FileStorage } from "../app/uploads/storage.server.ts";
import type { DbConfig } from "../db/client.ts";

const url = z.url({ protocol: /^https?$/ });
const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // JSON lines on stdout at this level and above.
  LOG_LEVEL: z.enum(logLevels).default("info"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default(".data"),
  // Resized copies of content images made by /_img/ (server/images/variants.ts); safe to delete.
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  SEED_DEMO_CONTENT: flag.default(true),
  SITE_URL: url.optional(),
  // The site's external addresses (spec). Defaults only: an address an editor sets in the
  // database (table site_links) wins; an empty one falls back to these (app/content/site-links/).
  QUOTE_PORTAL_URL: url.default("https://portal.tonle-insurance.example/quote"),
  CLAIM_PORTAL_URL: url.default("https://portal.tonle-insurance.example/claim"),
  TRAVEL_BOOKING_URL: url.default("https://travel.tonle-insurance.example/"),
  // Targets of the redirect routes (spec: /hcip, /hcip_uat, /quickquote, /quickquote_uat, /agency, /app).
  REDIRECT_HCIP_URL: url.default("https://hcip.tonle-insurance.example/"),
  REDIRECT_HCIP_UAT_URL: url.default("https://hcip-uat.tonle-insurance.example/"),
  REDIRECT_QUICKQUOTE_URL: url.default("https://quote.tonle-insurance.example/"),
  REDIRECT_QUICKQUOTE_UAT_URL: url.default("https://quote-uat.tonle-insurance.example/"),
  REDIRECT_AGENCY_URL: url.default("https://agency.tonle-insurance.example/"),
  REDIRECT_APP_URL: url.default("https://app.tonle-insurance.example/download"),
  // Delivery of form submissions (outbox worker). Without SMTP_URL, e-mails are written as
  // .eml files to MAIL_DIR (default $DATA_DIR/mail) and logged.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // PEM file of the CA certificate(s) that signed the relay's certificate (a company relay with a
  // private CA), trusted besides Node's own.
  SMTP_CA_FILE: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Tonle Insurance website <no-reply@tonle-insurance.example>"),
  CONTACT_MAIL_TO: z.email().default("info@tonle-insurance.example"),
  MAIL_DIR: z.string().min(1).optional(),
  COMPLAINT_MAIL_TO: z.email().optional(),
  // Complainants answer to COMPLAINT_MAIL_TO with the reference added (complaints+CMP-2026-000123@…),
  // for mail servers that deliver such addresses to the same mailbox.
  COMPLAINT_REPLY_PLUS_ADDRESS: flag.default(false),
  // The complaints mailbox, read for the complainants' answers and complaints sent by e-mail
  // (server/inbox/): imaps://user:password@host:993/INBOX; none is read without it.
  IMAP_URL: z.url({ protocol: /^imaps?$/ }).optional(),
  IMAP_POLL_S: z.coerce.number().int().min(5).max(3600).default(30),
  // Metrics for Prometheus (server/metrics.ts), never on the public site: /metrics on a port of
  // its own, bound to METRICS_HOST (the private network's address; default this machine only),
  // and/or on the site's port for a bearer of METRICS_TOKEN. Neither set: no metrics.
  // Daily backups inside the server (db/backup.ts), taken by one instance: into BACKUP_DIR (unset:
  // none), at BACKUP_AT in Phnom Penh time, keeping the newest BACKUP_KEEP archives.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day, HH:MM (24-hour)")
    .default("02:00"),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  METRICS_TOKEN: z.string().min(32, "at least 32 characters (openssl rand -hex 32)").optional(),
  // When the complaints team's daily digest goes, "HH:MM" in Phnom Penh time.
  REGISTER_DIGEST_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day, HH:MM (24-hour)")
    .default("08:00"),
  // When the daily check of the content's links to other sites starts, "HH:MM" in Phnom Penh
  // time, or "off" (app/links/links.server.ts).
  LINK_CHECK_AT: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, "a time of day, HH:MM (24-hour), or off")
    .default("03:00"),
  // Cambodia's public holidays from the Khmer calendar, loaded on their own: this year and the next
  // on the first start, each December the next (app/admin/register/holidays/auto-load.server.ts).
  HOLIDAYS_FROM_CALENDAR: flag.default(true),
  // The complaint's e-mail to the team carries its files up to this size, as encoded in the
  // message (base64: a third more); above it, it lists them with a link to the back office.
  COMPLAINT_MAIL_ATTACHMENTS_MB: z.coerce.number().min(0).max(100).default(9),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  // Deliveries each instance makes at once.
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // The wait before a failed delivery's next attempt: the base, doubled at each failure, at most the max.
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  // How long a delivery under way stays reserved; a crashed instance's jobs return after it.
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // Forwarding to the company's application API (UserQueryEntry/ContactUs, UserQueryEntry/Complaint).
  APP_API_URL: url.optional(),
  APP_API_KEY: z.string().min(1).optional(),
  APP_API_KEY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default("X-API-Key"),
  // Complaint files: a local folder outside the web root, or an S3-compatible bucket when S3_BUCKET is set.
  UPLOAD_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: url.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  // The JSON API (/api/contact, /api/complaints): comma-separated keys of at least 16 characters.
  API_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(16, "each API key needs at least 16 characters")))
    .default([]),
  // Proxies trusted to set X-Forwarded-For: "false", "true", a hop count, or addresses/subnets.
  TRUST_PROXY: z
    .string()
    .transform((value): string | number | boolean =>
      value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
    )
    .default(false),
  // Map tiles of /clinics and /garages (Leaflet): OpenStreetMap's by default; any {z}/{x}/{y} raster tile server.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, "a tile URL template with {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // Rendered pages kept in memory per instance (0 turns the cache off), and how often the
  // content version is checked: an edit in the database shows within this interval.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  CONTENT_POLL_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  // Visitors' browsers report LCP, INP, CLS, FCP and TTFB to /api/vitals, which logs them.
  WEB_VITALS: flag.default(false),
  RATE_LIMIT_SUBMISSIONS: z.coerce.number().int().min(1).max(10_000).default(10),
  // A person needs longer than this to fill in a form (the browser suite's machine does not).
  FORM_MIN_FILL_S: z.coerce.number().min(0).max(60).default(3),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // A staff session ends after this many seconds without a request: 30 minutes at most (NIST SP
  // 800-63B's limit for this level); shorter only where a test needs it.
  STAFF_IDLE_S: z.coerce.number().int().min(20).max(1800).default(1800),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads. */
export const envVariables = Object.keys(envSchema.shape);

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, as they do in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

export function siteConfig(env: Env): SiteConfig {
  return {
    siteUrl: env.SITE_URL ?? null,
    mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    webVitals: env.WEB_VITALS,
    staffIdleSeconds: env.STAFF_IDLE_S,
    links: {
      quote_portal: env.QUOTE_PORTAL_URL,
      claim_portal: env.CLAIM_PORTAL_URL,
      travel_booking: env.TRAVEL_BOOKING_URL,
      hcip: env.REDIRECT_HCIP_URL,
      hcip_uat: env.REDIRECT_HCIP_UAT_URL,
      quickquote: env.REDIRECT_QUICKQUOTE_URL,
      quickquote_uat: env.REDIRECT_QUICKQUOTE_UAT_URL,
      agency: env.REDIRECT_AGENCY_URL,
      app: env.REDIRECT_APP_URL,
    },
    mailbox: env.IMAP_URL ? { pollSeconds: env.IMAP_POLL_S } : null,
  };
}

/** The site's origin for links made outside a request (e-mails, the command line): SITE_URL, else this machine's. */
export const publicOrigin = (env: Env) => env.SITE_URL ?? `http://localhost:${env.PORT}`;

export function dbConfig(env: Env): DbConfig {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, max: env.DATABASE_POOL_MAX }
    : { kind: "pglite", dataDir: `${env.DATA_DIR}/pglite` };
}

/** Where the image endpoint keeps its variants: IMAGE_CACHE_DIR, else $DATA_DIR/image-cache. */
export function imageCacheDir(env: Env): string {
  return env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, "image-cache");
}

export function formsConfig(env: Env): FormsConfig {
  return {
    uploadTmpDir: join(env.DATA_DIR, "upload-tmp"),
    forward: env.APP_API_URL !== undefined,
    apiKeys: env.API_KEYS,
    rateLimit: { max: env.RATE_LIMIT_SUBMISSIONS, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    minFillMs: env.FORM_MIN_FILL_S * 1000,
  };
}

/** The folder of complaint files when they are not kept in a bucket. */
const uploadDir = (env: Env) => env.UPLOAD_DIR ?? join(env.DATA_DIR, "uploads");

/** The uploads folder, or null when the files are in an S3 bucket (backups: db/backup.ts). */
export const localUploadDir = (env: Env): string | null => (env.S3_BUCKET ? null : uploadDir(env));

/**
 * Complaint files have no public address: an upload folder inside a folder the server hands out
 * as static files (the build's client folder, public/) stops the server at start-up.
 */
export function assertUploadsPrivate(env: Env, servedDirs: string[]): void {
  if (env.S3_BUCKET) return;
  const uploads = resolve(uploadDir(env));
  for (const served of servedDirs.map((folder) => resolve(folder))) {
    if (uploads === served || uploads.startsWith(served + sep)) {
      throw new Error(
        `UPLOAD_DIR: ${uploads} is inside ${served}, which the server serves to anyone; complaint files would have public addresses`,
      );
    }
  }
}

export function fileStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return localStorage(uploadDir(env));
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** What the configuration asks the outbox's handlers to do. */
export function deliveryOptions(env: Env, mailer: Mailer, storage: FileStorage): DeliveryOptions {
  return {
    mailer,
    from: env.MAIL_FROM,
    contactTo: env.CONTACT_MAIL_TO,
    complaintTo: env.COMPLAINT_MAIL_TO ?? env.CONTACT_MAIL_TO,
    storage,
    forward: env.APP_API_URL
      ? { url: env.APP_API_URL, apiKey: env.APP_API_KEY, keyHeader: env.APP_API_KEY_HEADER }
      : null,
    siteUrl: publicOrigin(env),
    attachmentLimitBytes: Math.round(env.COMPLAINT_MAIL_ATTACHMENTS_MB * 1024 * 1024),
    plusAddressing: env.COMPLAINT_REPLY_PLUS_ADDRESS,
  };
}
