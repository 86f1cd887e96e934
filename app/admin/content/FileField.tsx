// An image or a document of a record: an item of the media library, chosen with the picker.
import { useEditor } from "./context.ts";
import { MediaPicker, type PickedMedia } from "./MediaPicker.tsx";

export function FileField({
  id,
  kind,
  label,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  kind: "image" | "document";
  label: string;
  value: string | null;
  onChange(value: string | null, picked?: PickedMedia): void;
  describedBy: string | undefined;
}) {
  const { ui } = useEditor();
  return (
    <MediaPicker
      id={id}
      kind={kind}
      label={label}
      value={value}
      onChange={onChange}
      lang={ui}
      describedBy={describedBy}
      labelHidden
    />
  );
}
