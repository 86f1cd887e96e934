/** A titled block of cards (the careers page's values and benefits). */
export function TitledItems({
  id,
  block,
}: {
  id: string;
  block: { title: string; items: { title: string; description: string }[] };
}) {
  return (
    <section className="titled-items" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {block.title}
      </h2>
      <ul className="titled-items__list">
        {block.items.map((item) => (
          <li key={item.title} className="titled-items__card">
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
