// Which records exist in one language and not the other, across every entity of the site.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { editables } from "../../content/areas.server.ts";
import { singleKey, type Bilingual, type EntityGroup } from "../../content/model/entity.ts";

export interface MissingTranslation {
  entity: string;
  entityLabel: Bilingual;
  key: string;
  title: string;
  missing: Lang[];
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
): Promise<{ entities: EntityOverview[]; missing: MissingTranslation[] }> {
  const overview: EntityOverview[] = [];
  const missing: MissingTranslation[] = [];
  for (const { definition, store } of editables) {
    const before = missing.length;
    if (definition.kind === "single") {
      const pair = await store.load(db, singleKey);
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
  return { entities: overview, missing };
}
