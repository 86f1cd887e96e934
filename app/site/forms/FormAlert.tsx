/** The outcome of a form, announced to screen readers: success politely, failure at once. */
export function FormAlert({ tone, title, text }: { tone: "success" | "error"; title: string; text: string }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <p className="form-alert__title">{title}</p>
      <p>{text}</p>
    </div>
  );
}
