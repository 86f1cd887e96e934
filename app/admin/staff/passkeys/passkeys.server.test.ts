// Passkeys' refusals on both databases (the whole ceremony runs in Chromium's virtual
// authenticator: e2e/passkeys.spec.ts): a challenge we never set, one used twice or expired, an
// unknown passkey, a disabled account's; each refused alike, audited, counted against the address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { testDatabases } from "../../../../testing/db.ts";
import { openRegisterDb } from "../../../../testing/register.ts";
import { relyingParty, signInOptions, signInWithPasskey } from "./passkeys.server.ts";
import { authenticationResponse, registrationResponse } from "./webauthn-json.ts";

const rp = relyingParty("https://tonle.test");
const clientData = (challenge: string) =>
  Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: rp.origin })).toString("base64url");
const answer = (challenge: string, id = "AAAAAAAAAAAAAAAAAAAAAA") =>
  authenticationResponse.parse({
    id,
    rawId: id,
    type: "public-key",
    clientExtensionResults: {},
    response: { clientDataJSON: clientData(challenge), authenticatorData: "AAAA", signature: "AAAA" },
  });

describe("what the browser sends, by shape", () => {
  it("takes a credential's JSON and refuses anything else", () => {
    expect(() => answer("x")).not.toThrow();
    for (const forged of [
      {},
      { id: "short", rawId: "short", type: "public-key", clientExtensionResults: {}, response: {} },
      { ...answer("x"), type: "password" },
      { ...answer("x"), id: "not base64url!!!!!!!!!!" },
    ])
      expect(authenticationResponse.safeParse(forged).success).toBe(false);
    expect(registrationResponse.safeParse(answer("x")).success).toBe(false);
  });
});

describe.each(testDatabases)("passkey sign-in refusals on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  const failures = () =>
    db.query<{ reason: string }>(
      "select detail->>'reason' as reason from staff_audit_log where action = 'sign_in.failure' order by id",
    );

  it("refuses a challenge never set, an unknown passkey, and a challenge used twice", async () => {
    const ip = "198.51.100.20";
    expect(await signInWithPasskey(db, rp, answer("never-set-by-the-server-xx"), ip)).toEqual({
      ok: false,
      reason: "refused",
    });
    const { challenge } = await signInOptions(db, rp);
    expect(await signInWithPasskey(db, rp, answer(challenge), ip)).toEqual({ ok: false, reason: "refused" });
    expect(await signInWithPasskey(db, rp, answer(challenge), ip)).toEqual({ ok: false, reason: "refused" });
    expect((await failures()).map((row) => row.reason)).toEqual([
      "passkey_challenge",
      "passkey_unknown",
      "passkey_challenge",
    ]);
  });

  it("refuses an expired challenge, and throttles an address that keeps failing", async () => {
    const ip = "198.51.100.21";
    const { challenge } = await signInOptions(db, rp);
    await db.query("update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = $1", [
      challenge,
    ]);
    expect(await signInWithPasskey(db, rp, answer(challenge), ip)).toEqual({ ok: false, reason: "refused" });
    for (let n = 0; n < 25; n++) await signInWithPasskey(db, rp, answer(`made-up-challenge-${n}-xxxx`), ip);
    expect(await signInWithPasskey(db, rp, answer((await signInOptions(db, rp)).challenge), ip)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
  });
});
