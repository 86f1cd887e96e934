import { fill } from "../../../i18n/fill.ts";
import type { Colleague } from "../../../register/presence.server.ts";
import { useRegisterText } from "../text.ts";

/** Names as a list in the interface's language ("Sokha, Dara"). */
export const namesOf = (colleagues: Colleague[]) => colleagues.map((colleague) => colleague.name).join(", ");

/** Who else is on the record: writing a reply first, then reading; said to screen readers as it changes. */
export function PresenceNotice({ others }: { others: Colleague[] }) {
  const { t } = useRegisterText();
  const writing = others.filter((colleague) => colleague.writing);
  const reading = others.filter((colleague) => !colleague.writing);
  return (
    <div className="admin-presence" role="status">
      {writing.length > 0 && (
        <p className="admin-presence__writing">
          {fill(writing.length === 1 ? t.presenceWriting : t.presenceWritingMany, { names: namesOf(writing) })}
        </p>
      )}
      {reading.length > 0 && (
        <p>{fill(reading.length === 1 ? t.presenceViewing : t.presenceViewingMany, { names: namesOf(reading) })}</p>
      )}
    </div>
  );
}
