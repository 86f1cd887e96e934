// Page changes without a client router are full loads (decision 0030): the Speculation Rules API
// makes them immediate in Chromium browsers (Chrome on Android is most visitors'). A link to one
// of the site's pages is fetched ahead when the pointer rests on it (or a finger goes down on
// it), and made ready in the background when it is pressed; other browsers load it as usual.
// Never the back office, the JSON API, files (media library, images, downloads), the redirect
// pages to other sites, or links that open elsewhere.
import { redirectNames } from "../../content/site-links/redirects.ts";

const neverAhead = ["/admin", "/admin/*", "/api/*", "/media/*", "/_img/*", ...redirectNames.map((name) => `/${name}`)];

const sitePages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: neverAhead } },
    { not: { selector_matches: "[download], [target], [rel~='nofollow']" } },
  ],
};

/** The rules, as the page's `<script type="speculationrules">` holds them (root.tsx). */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: sitePages, eagerness: "moderate" }],
  prerender: [{ where: sitePages, eagerness: "conservative" }],
});
