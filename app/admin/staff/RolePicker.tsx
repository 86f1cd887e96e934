import type { FieldMetadata } from "@conform-to/react";
import { FieldError } from "../../site/forms/FieldError.tsx";
import { staffRoles, type StaffRole } from "../../staff-session/roles.ts";
import { useRoleName } from "./account-parts.tsx";

/** The roles as a group of checkboxes, its hint and error tied to the group. */
export function RolePicker({
  field,
  legend,
  hint,
  initial,
}: {
  field: FieldMetadata<StaffRole[]>;
  legend: string;
  hint: string;
  initial: readonly string[];
}) {
  const name = useRoleName();
  const describedBy = [field.descriptionId, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      className="admin-field admin-roles-picker"
      aria-describedby={describedBy}
      aria-invalid={field.errors?.length ? true : undefined}
    >
      <legend>{legend}</legend>
      <p id={field.descriptionId} className="admin-field__hint">
        {hint}
      </p>
      {staffRoles.map((role) => (
        <label key={role} className="admin-check">
          <input type="checkbox" name={field.name} value={role} defaultChecked={initial.includes(role)} />
          {name(role)}
        </label>
      ))}
      <FieldError field={field} />
    </fieldset>
  );
}
