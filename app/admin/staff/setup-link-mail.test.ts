// An admin's invitation and reset over HTTP (production build, real database): the set-up link
// shown on the page is the one queued in the outbox for the e-mail, in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { createApp } from "../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../server/env.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { listen, productionBuild, tempStorage } from "../../../testing/kit.ts";
import { makeStaff } from "../../../testing/staff.ts";
import { createSession } from "../../staff-session/sessions.server.ts";

describe("set-up links e-mailed from the back office", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({ SITE_URL: "https://tonle.test" });
    ({ base, close } = await listen(
      createApp({
        build,
        clientDir,
        services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
      }),
    ));
    const admin = await makeStaff(db, ["admin"]);
    // The site is https://tonle.test (SITE_URL): its cookie has the __Host- prefix.
    cookie = `__Host-staff_session=${await createSession(db, admin.id, { now: new Date(), clientIp: "" })}`;
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const post = (path: string, fields: [string, string][]) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://tonle.test", cookie },
      body: new URLSearchParams(fields).toString(),
    });
  /** The link the page shows (the read-only field), as HTML escapes it. */
  const shownLink = async (response: Response) =>
    /data-testid="setup-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="setup-link"/
      .exec(await response.text())
      ?.slice(1)
      .find(Boolean)
      ?.replaceAll("&amp;", "&");
  const jobs = () =>
    db.query<{ payload: Record<string, string> }>(
      "select payload from outbox where kind = 'staff.invite' order by created_at, id",
    );

  it("queues the invitation's e-mail with the link the admin sees, in the page's language", async () => {
    await db.query("delete from outbox");
    const response = await post("/admin/accounts/new?l=km", [
      ["email", "Dara.Sok@Tonle.example"],
      ["displayName", "Sok Dara"],
      ["roles", "complaints"],
    ]);
    expect(response.status).toBe(200);
    const link = await shownLink(response);
    expect(link).toMatch(/^https:\/\/tonle\.test\/admin\/setup\?token=[\w-]{43}$/);
    const [account] = await db.query<{ id: string }>(
      "select id from staff_accounts where email = 'dara.sok@tonle.example'",
    );
    expect(await jobs()).toEqual([{ payload: { accountId: account!.id, lang: "km", reason: "invite", link } }]);

    // Refused (the address has an account already): no account, no e-mail.
    const again = await post("/admin/accounts/new", [
      ["email", "dara.sok@tonle.example"],
      ["roles", "editor"],
    ]);
    expect(again.status).toBe(409);
    expect(await jobs()).toHaveLength(1);
  });

  it("queues a reset's e-mail with its new link", async () => {
    await db.query("delete from outbox");
    const person = await makeStaff(db, ["editor"]);
    const response = await post(`/admin/accounts/${person.id}`, [["intent", "reset"]]);
    expect(response.status).toBe(200);
    const link = await shownLink(response);
    expect(link).toMatch(/^https:\/\/tonle\.test\/admin\/setup\?token=[\w-]{43}$/);
    expect(await jobs()).toEqual([{ payload: { accountId: person.id, lang: "en", reason: "reset", link } }]);
  });
});
