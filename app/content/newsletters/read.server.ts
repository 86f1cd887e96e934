// Reads of the newsletters page (its cards, newest first) and of one newsletter with its author.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { formatLongDate, formatTimeAgo, phnomPenhTimeZone } from "../../i18n/dates.ts";
import { linkUrl, selectOne, selectRows, shown } from "../query.server.ts";
import {
  authorSchema,
  blockSchema,
  newsletterSchema as newsletterRecordSchema,
  newslettersPageSchema,
} from "./schema.ts";

/**
 * A newsletter's date as the page shows it. Formatted on the server, in the loader, so the
 * HTML and the hydrated page agree whatever the visitor's clock and time zone: `date` is the
 * calendar day in Cambodia, `ago` is relative to the time of the request. Null parts (an
 * invalid date) are simply not shown.
 */
export interface NewsDate {
  /** The instant, ISO 8601, for <time dateTime>. */
  iso: string;
  /** Weekday, month, day, year. */
  date: string | null;
  /** "3 days ago". */
  ago: string | null;
}

// Dates are selected as the instant (UTC, ISO) and as the company's calendar day in Cambodia.
const dateColumns = (table: string) =>
  `to_char(${table}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
   to_char(${table}.created_at at time zone '${phnomPenhTimeZone}', 'YYYY-MM-DD') as local_date`;

// Read as text: a date that cannot be read is shown without it rather than taking the page down.
const datedSchema = z.object({ created_at: z.string(), local_date: z.string() });

function newsDate(row: z.infer<typeof datedSchema>, lang: Lang, now: Date): NewsDate {
  return {
    iso: row.created_at,
    date: formatLongDate(row.local_date, lang),
    ago: formatTimeAgo(row.created_at, lang, now),
  };
}

const newsletterCardSchema = datedSchema.extend({
  ...newsletterRecordSchema.pick({ title: true, category: true, excerpt: true, image1: true }).shape,
  id: z.number(),
  // As stored: the page's path.
  slug: z.string(),
});
type NewsletterCard = Omit<z.infer<typeof newsletterCardSchema>, "created_at" | "local_date"> & { published: NewsDate };

const newslettersSchema = newslettersPageSchema;
export type Newsletters = z.infer<typeof newslettersSchema> & { newsletters: NewsletterCard[]; drafts: string[] };

/** The newsletters page with its cards, newest first; `preview`: unpublished ones too, named in `drafts`. */
export async function getNewsletters(
  db: Queryable,
  lang: Lang,
  now = new Date(),
  preview = false,
): Promise<Newsletters | null> {
  const [page, cards] = await Promise.all([
    selectOne(db, newslettersSchema, "select title, description, image1 from newsletters where lang = $1", [lang]),
    selectRows(
      db,
      newsletterCardSchema.extend({ draft: z.boolean() }),
      `select n.id, n.title, n.slug, n.category, n.excerpt, n.image1, ${dateColumns("n")}, not n.published as draft
       from newsletter_details n where n.lang = $1 and ${shown("n", "$2")} order by n.created_at desc, n.id desc`,
      [lang, preview],
    ),
  ]);
  if (!page) return null;
  return {
    ...page,
    newsletters: cards.map(({ created_at, local_date, draft: _draft, ...card }) => ({
      ...card,
      published: newsDate({ created_at, local_date }, lang, now),
    })),
    drafts: cards.filter((card) => card.draft).map((card) => card.title),
  };
}

export type NewsletterBlock = z.infer<typeof blockSchema>;

const profileSchema = authorSchema.pick({ display_name: true, avatar_url: true }).extend({ id: z.number() });

const newsletterSchema = newsletterCardSchema.extend({
  /** The newsletters page's title, for the breadcrumb. */
  section_title: z.string(),
  description: z.array(blockSchema),
  // An attachment without a usable address is no attachment (read leniently: docs/decisions/0012-hostile-content.md).
  attachfile: z
    .object({ title: z.string(), url: linkUrl })
    .nullable()
    .transform((file) => (file?.url ? { title: file.title, url: file.url } : null)),
  profiles: z.array(profileSchema),
  /** Not published: only a staff preview reads it. */
  draft: z.boolean(),
});
export type Newsletter = Omit<z.infer<typeof newsletterSchema>, "created_at" | "local_date"> & { published: NewsDate };

/** Slugs are lowercase words joined by hyphens; anything else cannot exist and is not looked up. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One newsletter by the last part of its path ("/newsletters/<slug>") and language, with its author; an unpublished one only for a preview. */
export async function getNewsletter(
  db: Queryable,
  lang: Lang,
  slug: string,
  now = new Date(),
  preview = false,
): Promise<Newsletter | null> {
  if (slug.length > 200 || !slugPattern.test(slug)) return null;
  const row = await selectOne(
    db,
    newsletterSchema,
    `select n.id, n.title, n.slug, n.category, n.excerpt, n.image1, ${dateColumns("n")},
       n.description, n.attachfile, (select s.title from newsletters s where s.lang = n.lang) as section_title,
       coalesce((select json_agg(json_build_object('id', p.id, 'display_name', p.display_name, 'avatar_url', p.avatar_url))
                 from profiles p where p.handle = n.author_handle), '[]') as profiles,
       not n.published as draft
     from newsletter_details n where n.lang = $1 and n.slug = $2 and ${shown("n", "$3")}`,
    [lang, `/newsletters/${slug}`, preview],
  );
  if (!row) return null;
  const { created_at, local_date, ...newsletter } = row;
  return { ...newsletter, published: newsDate({ created_at, local_date }, lang, now) };
}
