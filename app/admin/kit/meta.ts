/** The head of a back-office page: its title, and no indexing (X-Robots-Tag says it too). */
export function adminMeta(title: string) {
  return [{ title: `${title} · Tonle` }, { name: "robots", content: "noindex, nofollow" }];
}
