// Every entity the back office edits, on the seeded demo content: what it reads passes its own
// schema; a record read, changed in both languages, saved and read again is the record saved;
// each kind of field refuses what it must, with its message; a stale version is refused; a
// revision restores. Driven by the content areas (app/content/areas.server.ts), so a new entity is tested as it is added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { singleKey, validatePair, type EntityDefinition } from "./model/entity.ts";
import { getRevision, listRevisions } from "../admin/content/history.server.ts";
import { saveRecord, versionOf } from "../admin/content/save.server.ts";
import type { Editable } from "./model/area.ts";
import type { Field } from "./model/field.ts";
import { describeField } from "./model/shape.ts";
import { getAt, setAt, type Pair, type Path } from "./model/values.ts";
import { entities } from "./areas.server.ts";
import { editableNamed } from "./areas.server.ts";

const staffId = "00000000-0000-4000-8000-00000000e001";
const actor = { id: staffId, email: "editor@example.com" };

/** The first leaf of the record whose shape matches, as a path. */
function firstLeaf(shape: Field, value: unknown, match: (shape: Field) => boolean, path: Path = []): Path | null {
  if (match(shape) && value !== undefined) return path;
  if (shape.kind === "object" && value && typeof value === "object") {
    for (const [key, field] of shape.fields) {
      const found = firstLeaf(field, (value as Record<string, unknown>)[key], match, [...path, key]);
      if (found) return found;
    }
  }
  if (shape.kind === "array" && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstLeaf(shape.item, item, match, [...path, index]);
      if (found) return found;
    }
  }
  return null;
}

/** A text field of the widget; with two languages, one that each language has its own of. */
const isText =
  (widget: string, langs = 2) =>
  (shape: Field) =>
    shape.kind === "text" && shape.widget === widget && (langs === 1 || !shape.meta.shared);

async function keysOf(db: Db, { definition, store }: Editable): Promise<string[]> {
  return definition.kind === "single" ? [singleKey] : (await store.list!(db)).map((item) => item.key);
}

describe.each(testDatabases)("content entities on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Test Editor', '{editor}')",
      [staffId, actor.email],
    );
  });
  afterAll(() => db.close());

  const editableOf = (definition: EntityDefinition) => editableNamed(definition.name)!;

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    "%s: every seeded record passes its schema, in every language it has",
    async (_name, definition) => {
      const editable = editableOf(definition);
      const keys = await keysOf(db, editable);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const pair = (await editable.store.load(db, key))!;
        expect(pair, key).not.toBeNull();
        const checked = validatePair(definition, pair);
        expect(checked.ok ? [] : checked.issues, `${definition.name}/${key}`).toEqual([]);
        for (const lang of definition.langs) expect(pair[lang], `${definition.name}/${key} in ${lang}`).not.toBeNull();
      }
    },
  );

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    "%s: a change in both languages is saved in one go and read back as saved; restoring the first revision brings the record back",
    async (_name, definition) => {
      const editable = editableOf(definition);
      const [key] = await keysOf(db, editable);
      const original = (await editable.store.load(db, key!))!;
      let edited: Pair = original;
      for (const lang of definition.langs) {
        const fields = describeField(definition.schema);
        const find = (widget: string) => firstLeaf(fields, original[lang], isText(widget, definition.langs.length));
        const path = find("text") ?? find("long");
        const link = path ? null : find("url");
        expect(path ?? link, `a text field of ${definition.name}`).not.toBeNull();
        edited = path
          ? setAt(edited, [lang, ...path], `${getAt(original[lang], path)} (${lang} edited)`)
          : setAt(edited, [lang, ...link!], `https://edited.example/${lang}`);
      }
      const saved = await saveRecord(db, editable, {
        key: key!,
        value: edited,
        base: versionOf(original),
        actor,
        clientIp: "192.0.2.1",
      });
      expect(saved).toMatchObject({ status: "saved", key, changes: definition.langs.length });
      const reread = await editable.store.load(db, key!);
      expect(reread).toEqual(edited);
      expect(versionOf(reread)).toBe(saved.status === "saved" && saved.version);

      // The same form sent again is stale: it was made from the version before the save.
      const again = await saveRecord(db, editable, {
        key: key!,
        value: edited,
        base: versionOf(original),
        actor,
        clientIp: "192.0.2.1",
      });
      expect(again).toMatchObject({ status: "stale", current: edited, lastSave: { name: "Test Editor" } });

      const revisions = await listRevisions(db, definition.name, key!);
      expect(revisions.map((revision) => revision.savedBy)).toEqual(["Test Editor", null]);
      const first = (await getRevision(db, definition.name, key!, revisions[1]!.id))!;
      expect(first.value).toEqual(original);
      const restored = await saveRecord(db, editable, {
        key: key!,
        value: first.value,
        base: versionOf(reread),
        actor,
        clientIp: "192.0.2.1",
        restoredFrom: first.id,
      });
      expect(restored.status).toBe("saved");
      expect(await editable.store.load(db, key!)).toEqual(original);
      const [audit] = await db.query<{ action: string; target_id: string }>(
        "select action, target_id from staff_audit_log order by id desc limit 1",
      );
      expect(audit).toEqual({ action: "content.restore", target_id: `${definition.name}/${key}` });
    },
  );

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    "%s: each kind of field refuses what the public page could not show, beside the field",
    async (_name, definition) => {
      const editable = editableOf(definition);
      const [key] = await keysOf(db, editable);
      const pair = (await editable.store.load(db, key!))!;
      const lang = definition.langs.at(-1)!;
      const cases: [widget: string, bad: unknown, message: string][] = [
        ["text", "", "required"],
        ["text", "x".repeat(501), "tooLong"],
        ["long", "   ", "required"],
        ["url", "javascript:alert(1)", "url"],
        ["image", "https://elsewhere.example/x.png", "path"],
        ["document", "//elsewhere.example/x.pdf", "path"],
        ["date", "2026-02-30", "date"],
      ];
      let tried = 0;
      for (const [widget, bad, message] of cases) {
        const path = firstLeaf(describeField(definition.schema), pair[lang], isText(widget, definition.langs.length));
        if (!path) continue;
        tried += 1;
        const checked = validatePair(definition, setAt(pair, [lang, ...path], bad));
        expect(checked.ok ? [] : checked.issues, `${widget} at ${path.join(".")}`).toContainEqual({
          path: [lang, ...path].join("."),
          message,
        });
        const outcome = await saveRecord(db, editable, {
          key: key!,
          value: setAt(pair, [lang, ...path], bad),
          base: versionOf(pair),
          actor,
          clientIp: "192.0.2.1",
        });
        expect(outcome.status).toBe("invalid");
      }
      expect(tried).toBeGreaterThan(0);
      expect(await editable.store.load(db, key!)).toEqual(pair);
    },
  );
});
