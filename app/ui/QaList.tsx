import { Disclosure } from "./Disclosure.tsx";

/** An answer as the content stores it: a paragraph, a bulleted list or a numbered list. */
export type QaAnswer =
  { type: "text"; data: string } | { type: "list"; data: string[] } | { type: "listi"; data: string[] };

function Answer({ answer }: { answer: QaAnswer }) {
  if (answer.type === "text") return <p>{answer.data}</p>;
  const items = answer.data.map((item) => <li key={item}>{item}</li>);
  return answer.type === "list" ? <ul className="check-list">{items}</ul> : <ol>{items}</ol>;
}

/** An expandable question-and-answer list. */
export function QaList({ items }: { items: { id: number | string; question: string; answer: QaAnswer }[] }) {
  return (
    <div className="qa-list">
      {items.map((item) => (
        <Disclosure key={item.id} summary={item.question}>
          <Answer answer={item.answer} />
        </Disclosure>
      ))}
    </div>
  );
}
