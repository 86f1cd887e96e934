import type { NewsDate } from "../../content/newsletters/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { mediaStrings } from "./strings.ts";

/** A newsletter's date: weekday, month, day, year, then how long ago. Parts that could not be formatted are left out. */
export function PublishedDate({ published, className = "" }: { published: NewsDate; className?: string }) {
  const t = useStrings(mediaStrings);
  if (!published.date && !published.ago) return null;
  return (
    <p className={`news-date ${className}`}>
      <span className="visually-hidden">{t.published}: </span>
      <time dateTime={published.iso}>{published.date ?? published.ago}</time>
      {published.date && published.ago && <span className="news-date__ago">{published.ago}</span>}
    </p>
  );
}
