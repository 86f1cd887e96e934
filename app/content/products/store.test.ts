// The product store on a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// a product's path is its section and slug in the editor, "section-slug" as its key; a new product
// is at its public address in both languages; a new address moves its gallery and its history;
// a taken address and a sixth image are refused with their messages; each kind of answer comes
// back as it was written, with the questions numbered for the public page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { issueMessages } from "../../admin/content/strings.ts";
import { listRevisions } from "../../admin/content/history.server.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import type { Pair } from "../model/values.ts";
import { getProduct, getProductPage } from "./read.server.ts";
import { getSitemapEntries } from "../sitemap.server.ts";
import { editableNamed } from "../areas.server.ts";
import { galleryLimit } from "./schema.ts";
import { keyOfPath, pathOfKey } from "./store.server.ts";

const staffId = "00000000-0000-4000-8000-00000000e002";
const actor = { id: staffId, email: "products@example.com" };
const editable = editableNamed("products")!;

const answers = {
  en: [
    { question: "What is covered?", answer: { type: "text", data: "Your pet's vet bills." } },
    { question: "Which pets?", answer: { type: "list", data: ["Dogs", "Cats"] } },
    { question: "How do I claim?", answer: { type: "listi", data: ["Call us", "Send the bill"] } },
  ],
  km: [
    { question: "តើធានាអ្វីខ្លះ?", answer: { type: "text", data: "ថ្លៃពេទ្យសត្វរបស់អ្នក។" } },
    { question: "សត្វអ្វីខ្លះ?", answer: { type: "list", data: ["ឆ្កែ", "ឆ្មា"] } },
    { question: "តើទាមទារសំណងយ៉ាងដូចម្តេច?", answer: { type: "listi", data: ["ទូរស័ព្ទមកយើង", "ផ្ញើវិក្កយបត្រ"] } },
  ],
};

function newProduct(slug: string, section = "personal"): Pair {
  const record = (lang: "en" | "km", title: string) => ({
    section,
    slug,
    title,
    title2: null,
    description: [lang === "en" ? "Cover for your pet." : "ការធានារ៉ាប់រងសម្រាប់សត្វចិញ្ចឹមរបស់អ្នក។"],
    images: [
      { src: "/demo/products/gallery/home-insurance-1.svg", alt: `${title} 1` },
      { src: "/demo/products/gallery/home-insurance-2.svg", alt: `${title} 2` },
    ],
    qaas: answers[lang],
    quotation_url: "/demo/products/quotations/motor-insurance.pdf",
    published: true,
  });
  return { en: record("en", "Pet insurance"), km: record("km", "ការធានារ៉ាប់រងសត្វចិញ្ចឹម") };
}

describe("product keys", () => {
  it("join the section and the slug with a dash and split back at the first dash", () => {
    expect(keyOfPath("/corporate/fire-insurance")).toBe("corporate-fire-insurance");
    expect(pathOfKey("corporate-fire-insurance")).toBe("/corporate/fire-insurance");
    for (const key of ["fire-insurance", "corporate", "corporate-", "-fire", "other-fire", "personal"])
      expect(pathOfKey(key), key).toBeNull();
  });
});

describe.each(testDatabases)("the product store on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Product Editor', '{editor}')",
      [staffId, actor.email],
    );
  });
  afterAll(() => db.close());

  const save = (key: string | null, value: Pair, base: string | null) =>
    saveRecord(db, editable, { key, value, base, actor, clientIp: "192.0.2.1" });

  it("reads a seeded product as its section and slug, without the questions' ids", async () => {
    const pair = (await editable.store.load(db, "corporate-fire-insurance"))!;
    expect(pair.en).toMatchObject({ section: "corporate", slug: "fire-insurance" });
    expect(pair.km).toMatchObject({ section: "corporate", slug: "fire-insurance" });
    expect((pair.en!.qaas as object[]).every((qa) => !("id" in qa))).toBe(true);
    expect(await editable.store.load(db, "personal-fire-insurance")).toBeNull();
    expect(await editable.store.load(db, "fire-insurance")).toBeNull();
  });

  it("a new product is at its public address in both languages, with each kind of answer as written, numbered, and in the sitemap", async () => {
    const value = newProduct("pet-insurance");
    const saved = await save(null, value, null);
    expect(saved).toMatchObject({ status: "saved", key: "personal-pet-insurance" });
    expect(await editable.store.load(db, "personal-pet-insurance")).toEqual(value);
    const items = await editable.store.list!(db);
    expect(items.find((item) => item.key === "personal-pet-insurance")?.titles).toEqual({
      en: "Pet insurance",
      km: "ការធានារ៉ាប់រងសត្វចិញ្ចឹម",
    });

    for (const lang of ["en", "km"] as const) {
      const page = (await getProductPage(db, lang, "personal", "pet-insurance"))!;
      expect(page.product).toMatchObject({
        title: value[lang]!.title,
        title2: null,
        quotation_url: "/demo/products/quotations/motor-insurance.pdf",
      });
      expect(page.product.qaas).toEqual(answers[lang].map((qa, index) => ({ id: index + 1, ...qa })));
      expect(page.product.images.map(({ src, alt }) => ({ src, alt }))).toEqual(value[lang]!.images);
      // Not in the menu yet: no related products until the menu has an entry for it.
      expect(page.related).toEqual([]);
    }
    expect((await getSitemapEntries(db)).map((entry) => entry.path)).toContain("/personal/pet-insurance");
    const [row] = await db.query<{ action: string; target_id: string }>(
      "select action, target_id from staff_audit_log order by id desc limit 1",
    );
    expect(row).toEqual({ action: "content.create", target_id: "products/personal-pet-insurance" });
  });

  it("a new address moves the page, its gallery and its history; the old address is gone", async () => {
    const before = (await editable.store.load(db, "personal-pet-insurance"))!;
    const renamed: Pair = {
      en: { ...before.en!, slug: "pet-care", section: "corporate" },
      km: { ...before.km!, slug: "pet-care", section: "corporate" },
    };
    expect(await save("personal-pet-insurance", renamed, versionOf(before))).toMatchObject({
      status: "saved",
      key: "corporate-pet-care",
    });
    expect(await getProduct(db, "en", "personal", "pet-insurance")).toBeNull();
    expect(await editable.store.load(db, "personal-pet-insurance")).toBeNull();
    const moved = (await getProduct(db, "km", "corporate", "pet-care"))!;
    expect(moved.images.map((image) => image.alt)).toEqual(["ការធានារ៉ាប់រងសត្វចិញ្ចឹម 1", "ការធានារ៉ាប់រងសត្វចិញ្ចឹម 2"]);
    expect(await listRevisions(db, "products", "corporate-pet-care")).toHaveLength(2);
    expect(await listRevisions(db, "products", "personal-pet-insurance")).toHaveLength(0);
  });

  it("an address another product has is refused beside the slug, for a new product and a rename alike", async () => {
    const taken = await save(null, newProduct("fire-insurance", "corporate"), null);
    expect(taken).toEqual({ status: "invalid", issues: [{ path: "en.slug", message: "keyTaken" }] });
    const current = (await editable.store.load(db, "corporate-pet-care"))!;
    const rename: Pair = {
      en: { ...current.en!, slug: "fire-insurance" },
      km: { ...current.km!, slug: "fire-insurance" },
    };
    expect(await save("corporate-pet-care", rename, versionOf(current))).toEqual({
      status: "invalid",
      issues: [{ path: "en.slug", message: "keyTaken" }],
    });
    // The same slug in the other section is another address.
    const other = await save(null, newProduct("fire-insurance", "personal"), null);
    expect(other).toMatchObject({ status: "saved", key: "personal-fire-insurance" });
    expect((await getProduct(db, "en", "corporate", "fire-insurance"))!.title).not.toBe("Pet insurance");
  });

  it(`a gallery of ${galleryLimit + 1} images is refused with its message; nothing is written`, async () => {
    const current = (await editable.store.load(db, "corporate-pet-care"))!;
    const image = { src: "/demo/products/gallery/home-insurance-3.svg", alt: "Sixth" };
    const six = Array.from({ length: galleryLimit + 1 }, (_, index) => ({ ...image, alt: `Image ${index + 1}` }));
    const outcome = await save(
      "corporate-pet-care",
      { ...current, km: { ...current.km!, images: six } },
      versionOf(current),
    );
    expect(outcome).toEqual({ status: "invalid", issues: [{ path: "km.images", message: "tooMany" }] });
    expect(issueMessages.en.tooMany).toBe("There are too many items.");
    expect(await editable.store.load(db, "corporate-pet-care")).toEqual(current);
    const five = await save(
      "corporate-pet-care",
      { ...current, km: { ...current.km!, images: six.slice(0, galleryLimit) } },
      versionOf(current),
    );
    expect(five.status).toBe("saved");
    expect((await getProduct(db, "km", "corporate", "pet-care"))!.images).toHaveLength(galleryLimit);
  });

  it("an answer changed from one kind to another is read back as the new kind; an answer of the wrong shape is refused", async () => {
    const current = (await editable.store.load(db, "corporate-pet-care"))!;
    const qaas = [...(current.en!.qaas as typeof answers.en)];
    qaas[0] = { question: qaas[0]!.question, answer: { type: "listi", data: ["First", "Second"] } };
    qaas[2] = { question: qaas[2]!.question, answer: { type: "text", data: "One paragraph." } };
    const changed: Pair = { ...current, en: { ...current.en!, qaas: qaas.reverse() } };
    expect((await save("corporate-pet-care", changed, versionOf(current))).status).toBe("saved");
    expect(await editable.store.load(db, "corporate-pet-care")).toEqual(changed);
    const product = (await getProduct(db, "en", "corporate", "pet-care"))!;
    expect(product.qaas.map((qa) => [qa.id, qa.answer.type])).toEqual([
      [1, "text"],
      [2, "list"],
      [3, "listi"],
    ]);

    const wrong: Pair = {
      ...changed,
      en: { ...changed.en!, qaas: [{ question: "Q", answer: { type: "list", data: "not a list" } }] },
    };
    const refused = await save("corporate-pet-care", wrong, versionOf(changed));
    expect(refused).toMatchObject({ status: "invalid", issues: [{ path: "en.qaas.0.answer.data" }] });
    const noDescription: Pair = { ...changed, km: { ...changed.km!, description: [] } };
    expect(await save("corporate-pet-care", noDescription, versionOf(changed))).toMatchObject({
      status: "invalid",
      issues: [{ path: "km.description", message: "tooFew" }],
    });
  });

  it("a removed product is gone in both languages, its gallery with it", async () => {
    const current = (await editable.store.load(db, "personal-fire-insurance"))!;
    const outcome = await saveRecord(db, editable, {
      key: "personal-fire-insurance",
      value: { en: null, km: null },
      base: versionOf(current),
      actor,
      clientIp: "192.0.2.1",
      remove: true,
    });
    expect(outcome.status).toBe("saved");
    expect(await getProduct(db, "km", "personal", "fire-insurance")).toBeNull();
    expect(await db.query("select 1 from menu_images where menu_slug = '/personal/fire-insurance'")).toEqual([]);
  });
});
