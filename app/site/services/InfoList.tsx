import type { ReactNode } from "react";

/** Label and value pairs (e-mail, phone, address…) as a description list. */
export function InfoList({
  items,
  className = "",
}: {
  items: { label: string; value: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={`info-list ${className}`}>
      {items.map((item, index) => (
        <div key={index} className="info-list__row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
