// An image or a document of a record: a file of the site's media library.
export function FileField({ id, kind, value, onChange, ...aria }: {
  id: string;
  kind: "image" | "document";
  value: string | null;
  onChange(value: string | null): void;
  "aria-labelledby": string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean | undefined;
}) {
  return (
    <div className="ed-file">
      {kind === "image" && value && <img src={value} alt="" className="ed-file__preview" width={96} height={64} loading="lazy" />}
      <input type="text" id={id} {...aria} value={value ?? ""} spellCheck={false} onChange={(event) => onChange(event.target.value || null)} />
    </div>
  );
}
