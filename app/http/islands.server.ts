// Where each island's script is served (decision 0030). `npm run build` bundles every
// `app/**/<name>.island.ts` into /assets/islands/ under a hashed name and lists them in
// build/islands.json (scripts/build-islands.ts); without a build (`npm run dev`), Vite serves the
// source itself.
import { readFileSync } from "node:fs";

export const islandSources = {
  page: "app/site/layout/page.island.ts",
  redirect: "app/site/redirects/redirect.island.ts",
  video: "app/site/news/video.island.ts",
  marquee: "app/site/company/marquee.island.ts",
  photos: "app/site/news/photo-viewer.island.ts",
  slider: "app/site/home/slider.island.ts",
  gallery: "app/site/products/gallery.island.ts",
  map: "app/site/services/panel-finder.island.ts",
  contactForm: "app/site/contact/contact-form.island.ts",
  complaintForm: "app/site/complaint/complaint-form.island.ts",
} as const;

export type IslandName = keyof typeof islandSources;
export type IslandUrls = Record<IslandName, string>;

function readBuilt(): Partial<IslandUrls> {
  try {
    // The server build is build/server/index.js: the list is beside its folder.
    return JSON.parse(readFileSync(new URL("../islands.json", import.meta.url), "utf8")) as Partial<IslandUrls>;
  } catch {
    return {};
  }
}

let urls: IslandUrls | undefined;

export function islandUrls(): IslandUrls {
  if (!urls) {
    const built = readBuilt();
    urls = Object.fromEntries(
      Object.entries(islandSources).map(([name, source]) => [name, built[name as IslandName] ?? `/${source}`]),
    ) as IslandUrls;
  }
  return urls;
}
