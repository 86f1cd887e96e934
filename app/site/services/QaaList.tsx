import type { Qaa } from "../../content/panels/schema.ts";
import { Disclosure } from "../../ui/Disclosure.tsx";

/** The expandable questions of the panel pages: an answer paragraph and an optional bullet list. */
export function QaaList({ items }: { items: Qaa[] }) {
  return (
    <div className="qa-list">
      {items.map((item) => (
        <Disclosure key={item.label} summary={item.label}>
          <p>{item.description.content}</p>
          {item.description.list && item.description.list.length > 0 && (
            <ul className="check-list">
              {item.description.list.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          )}
        </Disclosure>
      ))}
    </div>
  );
}
