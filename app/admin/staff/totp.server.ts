// The second factor: time-based one-time passwords (RFC 6238: HMAC-SHA1, 6 digits, 30 s steps,
// as every authenticator app reads them) with otpauth. A code is accepted in its step or the one
// before or after (clocks drift), and only once: the caller keeps the last step accepted and
// refuses any step up to it. The key is shown as a QR code, drawn as SVG markup on the server
// (qrcode), and as text.
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const totpPeriodSeconds = 30;
/** Steps accepted either side of the current one. */
const totpWindow = 1;
/** What the sign-in form and the set-up form take: 6 digits. */
export const totpCodePattern = /^\d{6}$/;

const issuer = "Tonle Insurance";

/** A new key: 160 random bits (RFC 4226's recommended length), base32 as apps want it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "staff"): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step of a moment. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds);
}

/**
 * The time step `code` belongs to, when it is right for `secret` at `now` (± one step) and later
 * than `lastStep` (a code already used, or an older one, is refused); else null.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  { now, lastStep }: { now: Date; lastStep: number | null },
): number | null {
  const token = code.replace(/\s+/g, "");
  if (!totpCodePattern.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: totpWindow });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of `secret` at `now` (tests, and the set-up screen's own check). */
export function totpCode(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The key in groups of four, easier to type into an app by hand. */
export function formatTotpSecret(secret: string): string {
  return secret.match(/.{1,4}/g)!.join(" ");
}

/**
 * The QR code of `uri` as SVG markup, to be placed inline in the page: the Content-Security-Policy
 * allows no data: image, and inline SVG needs none. Black on white in both themes (scanners
 * expect dark modules on a light ground).
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // Its width follows the layout (CSS); the viewBox keeps it square. The page names it (a
  // wrapper with role="img" and a label), so the drawing itself is hidden from screen readers.
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ');
}
