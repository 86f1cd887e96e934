// The privacy policy against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set). Expected values come from db/seed/content/privacy-policy.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { demoContent } from "../../../db/seed/content/index.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getPrivacyPolicy, privacyDescription } from "./read.server.ts";
import { privacyPolicySchema } from "./schema.ts";

const khmer = /[\u1780-\u17FF]/;

describe("the privacy policy's schema", () => {
  const policy = demoContent.en.privacy_policies;

  it("takes the seeded policies: the spec's four parts, the Khmer one in Khmer", () => {
    for (const lang of languages) {
      const seeded = demoContent[lang].privacy_policies;
      expect(privacyPolicySchema.parse(seeded)).toEqual(seeded);
      expect(seeded.sections).toHaveLength(4);
      expect(seeded.sections[0]!.heading).toBeNull();
      expect(seeded.sections.at(-1)!.blocks.at(-1)).toMatchObject({ type: "checklist", items: expect.any(Array) });
    }
    expect(demoContent.km.privacy_policies.title).toMatch(khmer);
    expect(
      demoContent.km.privacy_policies.sections
        .flatMap((section) => section.blocks)
        .every((block) =>
          block.type === "paragraph" ? khmer.test(block.text) : block.items.every((item) => khmer.test(item)),
        ),
    ).toBe(true);
  });

  it("describes the page by its first paragraph", () => {
    expect(privacyDescription(policy)).toMatch(/^We respect your privacy\./);
    expect(
      privacyDescription({ title: "T", sections: [{ heading: "H", blocks: [{ type: "checklist", items: ["a"] }] }] }),
    ).toBe("T");
  });

  it("refuses an empty title, no section, an empty checklist and a block that is not one of its types", () => {
    const refused = (value: unknown) =>
      privacyPolicySchema
        .safeParse(value)
        .error?.issues.map((issue) => [issue.path.join("."), issue.code === "custom" ? issue.message : issue.code]);
    expect(refused({ title: " ", sections: [] })).toEqual([
      ["title", "too_small"],
      ["sections", "too_small"],
    ]);
    expect(refused({ title: "T", sections: [{ heading: null, blocks: [{ type: "checklist", items: [] }] }] })).toEqual([
      ["sections.0.blocks.0.items", "too_small"],
    ]);
    expect(
      refused({ title: "T", sections: [{ heading: null, blocks: [{ type: "html", html: "<b>x</b>" }] }] }),
    ).toEqual([["sections.0.blocks.0.type", "invalid_union"]]);
  });

  it("stores an emptied heading as none", () => {
    expect(
      privacyPolicySchema.parse({
        title: "T",
        sections: [{ heading: "  ", blocks: [{ type: "paragraph", text: "p" }] }],
      }).sections[0]!.heading,
    ).toBeNull();
  });
});

describe.each(testDatabases)("privacy policy on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the seeded policy in %s", async (lang) => {
    expect(await getPrivacyPolicy(db, lang)).toEqual(demoContent[lang].privacy_policies);
  });

  it("has none for a language without its row (the page is then a 404)", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("delete from privacy_policies where lang = 'km'");
      expect(await getPrivacyPolicy(tx, "km")).toBeNull();
      expect(await getPrivacyPolicy(tx, "en")).not.toBeNull();
    });
  });
});
