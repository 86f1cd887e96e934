import { describe, expect, it } from "vitest";
import {
  acceptedTotpStep,
  formatTotpSecret,
  newTotpSecret,
  totpCode,
  totpQrSvg,
  totpStep,
  totpUri,
} from "./totp.server.ts";

describe("TOTP (RFC 6238)", () => {
  const secret = newTotpSecret();
  const now = new Date("2026-03-01T08:00:10Z");

  it("matches RFC 6238's test vector (SHA-1, 8 → 6 digits)", () => {
    // RFC 6238 Appendix B: key "12345678901234567890", T = 59 s → 94287082; six digits: 287082.
    expect(totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", new Date(59_000))).toBe("287082");
  });

  it("accepts the current code and one step either side, not two", () => {
    const step = totpStep(now);
    expect(acceptedTotpStep(secret, totpCode(secret, now), { now, lastStep: null })).toBe(step);
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), { now, lastStep: null })).toBe(
      step - 1,
    );
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), { now, lastStep: null })).toBe(
      step + 1,
    );
    expect(
      acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() - 65_000)), { now, lastStep: null }),
    ).toBeNull();
    expect(acceptedTotpStep(secret, "12345", { now, lastStep: null })).toBeNull();
    expect(acceptedTotpStep(secret, "abcdef", { now, lastStep: null })).toBeNull();
  });

  it("refuses a code already used, or one older than the last used", () => {
    const code = totpCode(secret, now);
    const step = acceptedTotpStep(secret, code, { now, lastStep: null })!;
    expect(acceptedTotpStep(secret, code, { now, lastStep: step })).toBeNull();
    expect(
      acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), { now, lastStep: step }),
    ).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), { now, lastStep: step })).toBe(
      step + 1,
    );
  });

  it("shows the key as an otpauth address, a QR code in SVG markup, and text", async () => {
    expect(totpUri(secret, "a@tonle.example")).toMatch(
      /^otpauth:\/\/totp\/Tonle%20Insurance:a%40tonle\.example\?issuer=Tonle%20Insurance&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    const svg = await totpQrSvg(totpUri(secret, "a@tonle.example"));
    expect(svg).toMatch(
      /^<svg aria-hidden="true" focusable="false" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
    );
    expect(svg).not.toMatch(/data:|<script|style=/);
    expect(formatTotpSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
