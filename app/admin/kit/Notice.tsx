// A message about a whole form or page. A module of its own: pages without a form show notices
// too, and the form library's code must not come with them (docs/decisions/0021-public-chunks.md).

/** A message about the whole form or page, announced: a refusal at once, a confirmation politely. */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={`admin-notice admin-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
