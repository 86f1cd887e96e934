import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { setStatus } from "./accounts.server.ts";
import { reauthenticate } from "./reauthenticate.server.ts";
import { makeStaff, openMigrated } from "../../../testing/staff.ts";
import { totpCode } from "./totp.server.ts";

describe.each(testDatabases)("proving it is them again, on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  it("takes the password, or a code of the app once", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const account = { id: staff.id, email: staff.email };
    const now = new Date();
    expect(await reauthenticate(db, account, staff.password, now)).toEqual({ ok: true });
    expect(await reauthenticate(db, account, "not the password at all", now)).toEqual({ ok: false, reason: "wrong" });
    const code = totpCode(staff.totpSecret, now);
    expect(await reauthenticate(db, account, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toEqual({ ok: true });
    // The same code again: used up.
    expect(await reauthenticate(db, account, code, now)).toEqual({ ok: false, reason: "wrong" });
    expect(await reauthenticate(db, account, "000000", now)).toEqual({ ok: false, reason: "wrong" });
    // A recovery code is not a way in here.
    expect(await reauthenticate(db, account, staff.recoveryCodes[0]!, now)).toEqual({ ok: false, reason: "wrong" });
  });

  it("refuses a disabled account, and counts wrong answers like wrong sign-ins", async () => {
    const disabled = await makeStaff(db, ["editor"]);
    await setStatus(db, disabled.id, "disabled");
    expect(await reauthenticate(db, { id: disabled.id, email: disabled.email }, disabled.password)).toEqual({
      ok: false,
      reason: "wrong",
    });

    const staff = await makeStaff(db, ["complaints"]);
    const account = { id: staff.id, email: staff.email };
    const now = new Date();
    for (let i = 0; i < 5; i++) expect((await reauthenticate(db, account, `wrong guess ${i}`, now)).ok).toBe(false);
    expect(await reauthenticate(db, account, staff.password, now)).toMatchObject({
      ok: false,
      reason: "throttled",
      retryAfterSeconds: expect.any(Number),
    });
  });
});
