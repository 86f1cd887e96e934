// Staff passwords (NIST SP 800-63B §3.1.1): at least 12 characters, long ones welcome, no
// composition rules; refused when common (the 49 233 passwords of @zxcvbn-ts/language-common,
// gathered from public breach lists), made of the e-mail or the company's name, or one short
// pattern repeated. Stored as argon2id (Node's own crypto.argon2, OpenSSL 3.5) at OWASP's
// parameters, in the PHC string format with its salt.
import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

const passwordLimits = { min: 12, max: 256 } as const;

/** OWASP's first argon2id choice: 19 MiB of memory, 2 passes, 1 lane (about 50 ms here). */
export const argon2Params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

export type PasswordProblem = "tooShort" | "tooLong" | "common" | "personal" | "repetitive";

/** Words of this site a password must not be made of. */
const siteWords = ["tonle insurance", "tonleinsurance", "tonle", "insurance"];

let commonPasswords: Set<string> | undefined;
function isCommon(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(candidate);
}

/** The same text however it was typed or pasted (NIST: normalise before hashing). */
function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** Length in characters as a person counts them (an emoji or a Khmer letter is one). */
const length = (text: string) => [...text].length;

/** Why `password` may not be used, or null when it may. `email`: the account's address. */
export function passwordProblem(password: string, { email }: { email: string }): PasswordProblem | null {
  const normalized = normalizePassword(password);
  if (length(normalized) < passwordLimits.min) return "tooShort";
  if (length(normalized) > passwordLimits.max) return "tooLong";
  const lower = normalized.toLowerCase();
  // Its core: without the digits and symbols people add at either end ("Password2024!").
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (isCommon(lower) || isCommon(core) || isCommon(lower.replace(/\s+/g, ""))) return "common";
  if (/^(.{1,4}?)\1+$/su.test(lower)) return "repetitive";
  const address = email.toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  let rest = lower;
  for (const word of [address, ...(localPart.length >= 3 ? [localPart] : []), ...siteWords])
    rest = rest.replaceAll(word, "");
  // What is left once the e-mail and the company's name are taken out must still be a password.
  if (rest !== lower && length(rest.replace(/[^\p{L}\p{N}]/gu, "")) < 8) return "personal";
  return null;
}

const argon2Async = (parameters: Argon2Parameters) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2("argon2id", parameters, (error, key) => (error ? reject(error) : resolve(key))),
  );

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** The PHC string of `password`: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { memory, passes, parallelism, tagLength } = argon2Params;
  const hash = await argon2Async({
    message: normalizePassword(password),
    nonce: salt,
    memory,
    passes,
    parallelism,
    tagLength,
  });
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Whether `password` matches the PHC string `stored` (compared in constant time). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = phc.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, "base64");
  const actual = await argon2Async({
    message: normalizePassword(password),
    nonce: Buffer.from(salt!, "base64"),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash of no one's password, verified when the e-mail matches no account (or one without a
 * password), so that such a sign-in takes as long as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString("base64"));
  return dummy;
}
