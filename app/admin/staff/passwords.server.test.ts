import { describe, expect, it } from "vitest";
import { argon2Params, hashPassword, passwordProblem, verifyPassword } from "./passwords.server.ts";

const email = "sokha.chan@tonle.example";

describe("staff passwords", () => {
  it("asks for 12 characters at least, counted as people count them, and takes long ones", () => {
    expect(passwordProblem("short pass", { email })).toBe("tooShort");
    expect(passwordProblem("elevenchars", { email })).toBe("tooShort");
    expect(passwordProblem("river lantern", { email })).toBeNull();
    // Eleven Khmer letters and a space: 12 characters, more bytes.
    expect(passwordProblem("ក្រុងភ្នំពេញ ស្អាត", { email })).toBeNull();
    expect(passwordProblem("a quiet river under the mango trees ".repeat(7).slice(0, 256), { email })).toBeNull();
    expect(passwordProblem("x".repeat(200) + "y".repeat(57), { email })).toBe("tooLong");
  });

  it("sets no composition rule: lower-case words are fine", () => {
    expect(passwordProblem("mango sticky rice tuesday", { email })).toBeNull();
  });

  it("refuses common passwords, also with digits or symbols around them", () => {
    for (const common of [
      "123qweasdzxc",
      "qwertyuiop123",
      "1q2w3e4r5t6y",
      "password12345!",
      "Football2024!!",
      "leavemealone",
    ]) {
      expect(passwordProblem(common, { email }), common).toBe("common");
    }
  });

  it("refuses the e-mail, the site's name, and repeats", () => {
    expect(passwordProblem(email, { email })).toBe("personal");
    expect(passwordProblem("Sokha.Chan2024!", { email })).toBe("personal");
    expect(passwordProblem("TonleInsurance2025", { email })).toBe("personal");
    expect(passwordProblem("aaaaaaaaaaaaaa", { email })).toBe("repetitive");
    expect(passwordProblem("abcabcabcabcabc", { email })).toBe("repetitive");
    // A name inside a longer pass phrase is fine.
    expect(passwordProblem("tonle sap lake at dawn is lovely", { email })).toBeNull();
  });

  it("hashes with argon2id in PHC format, salted, and verifies", async () => {
    const hash = await hashPassword("river lantern moon");
    expect(hash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${argon2Params.memory},t=${argon2Params.passes},p=${argon2Params.parallelism}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`,
      ),
    );
    expect(await hashPassword("river lantern moon")).not.toBe(hash);
    expect(await verifyPassword(hash, "river lantern moon")).toBe(true);
    expect(await verifyPassword(hash, "river lantern mooN")).toBe(false);
    expect(await verifyPassword("not a hash", "river lantern moon")).toBe(false);
  });

  it("treats the same text typed in other Unicode forms as the same password", async () => {
    const hash = await hashPassword("café au lait morning");
    expect(await verifyPassword(hash, "cafe\u0301 au lait morning")).toBe(true);
  });
});
