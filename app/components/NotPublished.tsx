// The mark of a staff member's preview (app/staff/preview.server.ts): a page that is not
// published, or a list showing items that are not. Visitors never get such a page, so it is
// rendered for staff only; its few rules are inline, adding no style sheet to the public pages.
import { defineStrings, useStrings } from "../i18n/define.ts";

const strings = defineStrings({
  en: {
    page: "Not published: only signed-in staff see this page.",
    items: "Not published (only signed-in staff see them):",
  },
  km: {
    page: "មិនទាន់បោះពុម្ពផ្សាយ៖ មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញទំព័រនេះ។",
    items: "មិនទាន់បោះពុម្ពផ្សាយ (មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញ)៖",
  },
});

const style = { margin: "1rem auto", padding: "0.75rem 1rem", borderLeft: "4px solid var(--link)", background: "var(--bg-soft)", fontWeight: 600 };

/** `page`: the page itself is not published; `items`: the titles of the unpublished items it shows. */
export function NotPublished({ page = false, items = [] }: { page?: boolean; items?: readonly string[] }) {
  const s = useStrings(strings);
  if (!page && items.length === 0) return null;
  return (
    <p className="container not-published" role="note" style={style}>
      {page ? s.page : `${s.items} ${items.join(", ")}`}
    </p>
  );
}
