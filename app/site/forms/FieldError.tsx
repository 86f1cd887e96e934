/** A field's messages, tied to it by Conform's errorId (aria-describedby / aria-invalid). */
export function FieldError({ field }: { field: { errorId: string; errors?: string[] } }) {
  if (!field.errors?.length) return null;
  return (
    <div id={field.errorId} className="form-field__error">
      {field.errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
