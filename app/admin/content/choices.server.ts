// The items a record's "choice" fields offer (fields.ts `choicesFrom`): for each collection named,
// its items' keys and titles, read when the editor's page loads.
import type { Queryable } from "../../../db/client.ts";
import { editableNamed } from "../../content/areas.server.ts";
import type { Field } from "../../content/model/field.ts";
import type { Choices } from "../../content/model/view.ts";

function collectionsNamed(field: Field, into: Set<string>): Set<string> {
  if (field.meta.choicesFrom) into.add(field.meta.choicesFrom);
  if (field.kind === "object") for (const [, child] of field.fields) collectionsNamed(child, into);
  if (field.kind === "array") collectionsNamed(field.item, into);
  if (field.kind === "union") for (const variant of field.variants) collectionsNamed(variant.item, into);
  return into;
}

export async function choicesOf(db: Queryable, record: Field): Promise<Choices> {
  const choices: Choices = {};
  for (const name of collectionsNamed(record, new Set())) {
    const store = editableNamed(name)?.store;
    if (!store?.list) throw new Error(`choicesFrom names no collection: ${name}`);
    choices[name] = (await store.list(db)).map(({ key, titles }) => ({ key, titles }));
  }
  return choices;
}
