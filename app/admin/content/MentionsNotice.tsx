// Before a save that renames a record: the other records that hold its old title or address, each
// a link to its editor (in a new tab: this form keeps what was typed), and the two ways on. Both
// buttons send the editor's form again with the answer (mentions.server.ts).
import { useEffect, useRef } from "react";
import type { Lang } from "../../i18n/lang.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { withLang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import type { MentionShown } from "./mentions.server.ts";

export function MentionsNotice({ mentions, ui }: { mentions: MentionShown[]; ui: Lang }) {
  const t = adminContentStrings[ui];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [mentions]);
  return (
    <section className="admin-notice admin-notice--info ed-mentions" aria-labelledby="mentions-title">
      <h2 id="mentions-title" ref={heading} tabIndex={-1}>
        {t.mentionsTitle}
      </h2>
      <p>{fillCount(t, "mentionsLead", mentions.length)}</p>
      <ul>
        {mentions.map((mention) => (
          <li key={`${mention.href} ${mention.place}`}>
            <a href={withLang(mention.href, ui)} target="_blank" rel="noopener">
              {mention.record}
              <span className="visually-hidden"> {t.mentionsOpens}</span>
            </a>
            {": "}
            {mention.place} · {fill(t.mentionsChange, { from: mention.from, to: mention.to })}
          </li>
        ))}
      </ul>
      <p className="ed-toolbar">
        <button
          type="submit"
          form="content-form"
          name="mentions"
          value="change"
          className="admin-button admin-button--primary"
        >
          {t.mentionsSaveAll}
        </button>
        <button type="submit" form="content-form" name="mentions" value="keep" className="admin-button">
          {t.mentionsSaveOne}
        </button>
      </p>
    </section>
  );
}
