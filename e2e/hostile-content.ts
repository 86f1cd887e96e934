// The demo content as a careless or compromised editor could leave it: script appended to every
// text a page shows (titles, descriptions, menu labels, panel names and addresses, newsletter
// and career text, the site's name in titles and JSON-LD) and a script address in every link.
// Each payload that runs sets window.__pwned to its number and opens an alert.
import { demoContent, demoSharedContent } from "../db/seed/content/index.ts";
import type { Lang, LangContent, SharedContent } from "../db/seed/types.ts";

/** Values that name things rather than show them: paths, files, dates, keys, list kinds. */
const structural = new Set([
  "slug",
  "parent_slug",
  "menu_slug",
  "lang",
  "src",
  "image",
  "image1",
  "image2",
  "img",
  "icon",
  "why_image",
  "logo_light",
  "logo_white",
  "avatar_url",
  "close_date",
  "created_at",
  "youtube_id",
  "handle",
  "author_handle",
  "section",
  "banner",
]);
/** Addresses that end up in an href. */
const links = new Set(["href", "url", "map_link", "facebook", "linkedin", "youtube", "quotation_url"]);
const isLink = (key: string) => links.has(key) || /^(kh_)?form\d_url$/.test(key);

const textPayloads = [
  (n: number) => `<script>window.__pwned=${n};alert(${n})</script>`,
  (n: number) => `<img src=x onerror=window.__pwned=${n};alert(${n})>`,
  (n: number) => `"><svg onload=window.__pwned=${n};alert(${n})>`,
  (n: number) => `</script><script>window.__pwned=${n}</script>`,
  (n: number) => `'><iframe src=javascript:parent.__pwned=${n}></iframe>`,
];
const linkPayloads = [
  (n: number) => `javascript:window.__pwned=${n};alert(${n})`,
  (n: number) => ` JaVaScRiPt:window.__pwned=${n}`,
  (n: number) => `java\tscript:window.__pwned=${n}`,
  (n: number) => `data:text/html,<script>parent.__pwned=${n}</script>`,
  (n: number) => `vbscript:msgbox(${n})`,
];

/** What every shown text ends with, whatever its payload: find it on the page as text. */
export const payloadMark = /__pwned=\d+/;

function poison<T>(value: T, counter: { n: number }, key = ""): T {
  if (Array.isArray(value)) return value.map((item) => poison(item, counter, key)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, counter, name)])) as T;
  }
  if (isLink(key)) {
    const n = ++counter.n;
    return linkPayloads[n % linkPayloads.length]!(n) as T;
  }
  // The kind of a Q&A answer, newsletter or privacy block ("text", "list", "paragraph"…) decides its shape.
  if (
    typeof value !== "string" ||
    structural.has(key) ||
    (key === "type" && /^(text|list|listi|paragraph|checklist)$/.test(value))
  )
    return value;
  const n = ++counter.n;
  return `${value} ${textPayloads[n % textPayloads.length]!(n)}` as T;
}

function hostileLang(content: LangContent, counter: { n: number }): LangContent {
  const hostile = poison(content, counter);
  // Internal links too: a footer entry and a product card whose slug is a script address.
  hostile.footers.company.items[0]!.slug = `javascript:window.__pwned=${++counter.n}`;
  const product = hostile.menu_items.find((item) => item.parent_slug === "/corporate")!;
  hostile.menu_items.push({ ...product, slug: `javascript:window.__pwned=${++counter.n}`, orders: 999 });
  return hostile;
}

export function hostileContent(): { content: Record<Lang, LangContent>; shared: SharedContent } {
  const counter = { n: 0 };
  return {
    content: { en: hostileLang(demoContent.en, counter), km: hostileLang(demoContent.km, counter) },
    shared: poison(demoSharedContent, counter),
  };
}
