// Which records exist in one language and not the other, across every entity of the site; and,
// in records that have both, the fields written in one language only, or the same in both (most
// likely not translated yet).
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { editables } from "../../content/areas.server.ts";
import { singleKey, viewOf, type Bilingual, type EntityGroup } from "../../content/model/entity.ts";
import type { Field } from "../../content/model/field.ts";
import type { Pair, Path } from "../../content/model/values.ts";

export interface MissingTranslation {
  entity: string;
  entityLabel: Bilingual;
  key: string;
  title: string;
  missing: Lang[];
}

/** A field that is empty in one language ("en": English is the empty one), or the same in both. */
export interface FieldGap {
  path: Path;
  gap: Lang | "same";
}

export interface UntranslatedFields {
  entity: string;
  entityLabel: Bilingual;
  key: string;
  title: string;
  fields: FieldGap[];
}

const written = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The text fields of a record that one language lacks or that read the same in both. */
export function fieldGaps(field: Field, en: unknown, km: unknown, path: Path = []): FieldGap[] {
  if (field.meta.shared) return [];
  switch (field.kind) {
    case "text": {
      // Addresses, files, e-mails, slugs and the like are the same in both languages by nature.
      if (field.widget !== "text" && field.widget !== "long") return [];
      const [a, b] = [written(en), written(km)];
      if (a === "" && b === "") return [];
      if (a === "" || b === "") return [{ path, gap: a === "" ? "en" : "km" }];
      // Words (not a number, a code or a name of a few letters) written alike in both.
      return a === b && /\p{L}{3,}/u.test(a) ? [{ path, gap: "same" }] : [];
    }
    case "object": {
      if (!en || !km || typeof en !== "object" || typeof km !== "object") return [];
      const [a, b] = [en as Record<string, unknown>, km as Record<string, unknown>];
      return field.fields.flatMap(([key, child]) => fieldGaps(child, a[key], b[key], [...path, key]));
    }
    case "array": {
      if (!Array.isArray(en) || !Array.isArray(km)) return [];
      const length = Math.min(en.length, km.length);
      return Array.from({ length }, (_, index) => fieldGaps(field.item, en[index], km[index], [...path, index])).flat();
    }
    case "union": {
      const kind = (value: unknown) => (value as Record<string, unknown> | null)?.[field.discriminator];
      const variant = field.variants.find((option) => option.value === kind(en));
      return variant && kind(en) === kind(km) ? fieldGaps(variant.item, en, km, path) : [];
    }
    default:
      return [];
  }
}

export interface EntityOverview {
  entity: string;
  label: Bilingual;
  group: EntityGroup;
  items: number | null;
  missing: number;
}

export async function contentOverview(
  db: Queryable,
  { fields = false } = {},
): Promise<{ entities: EntityOverview[]; missing: MissingTranslation[]; untranslated: UntranslatedFields[] }> {
  const overview: EntityOverview[] = [];
  const missing: MissingTranslation[] = [];
  const untranslated: UntranslatedFields[] = [];
  const checkFields = (
    definition: (typeof editables)[number]["definition"],
    key: string,
    title: string,
    pair: Pair | null,
  ) => {
    if (!fields || !pair?.en || !pair.km) return;
    const gaps = fieldGaps(viewOf(definition).record, pair.en, pair.km);
    if (gaps.length)
      untranslated.push({ entity: definition.name, entityLabel: definition.label, key, title, fields: gaps });
  };
  for (const { definition, store } of editables) {
    const before = missing.length;
    if (definition.kind === "single") {
      const pair = await store.load(db, singleKey);
      checkFields(definition, singleKey, definition.label.en, pair);
      const absent = definition.langs.filter((lang) => !pair?.[lang]);
      if (absent.length)
        missing.push({
          entity: definition.name,
          entityLabel: definition.label,
          key: singleKey,
          title: definition.label.en,
          missing: absent,
        });
      overview.push({
        entity: definition.name,
        label: definition.label,
        group: definition.group,
        items: null,
        missing: missing.length - before,
      });
      continue;
    }
    const items = await store.list!(db);
    for (const item of items) {
      if (fields && definition.langs.length > 1)
        checkFields(definition, item.key, Object.values(item.titles)[0] ?? item.key, await store.load(db, item.key));
      const absent = definition.langs.filter((lang) => item.titles[lang] === undefined);
      if (absent.length)
        missing.push({
          entity: definition.name,
          entityLabel: definition.label,
          key: item.key,
          title: Object.values(item.titles)[0] ?? item.key,
          missing: absent,
        });
    }
    overview.push({
      entity: definition.name,
      label: definition.label,
      group: definition.group,
      items: items.length,
      missing: missing.length - before,
    });
  }
  return { entities: overview, missing, untranslated };
}
