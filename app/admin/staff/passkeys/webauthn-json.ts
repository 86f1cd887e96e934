// What the browser sends back from navigator.credentials (as SimpleWebAuthn's browser part
// encodes it): checked for shape here, for meaning by SimpleWebAuthn on the server.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

const credential = z.looseObject({
  id: base64url.min(16).max(1400),
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}),
});

export const registrationResponse = credential.extend({
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url }),
}) as unknown as z.ZodType<RegistrationResponseJSON>;

export const authenticationResponse = credential.extend({
  response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url }),
}) as unknown as z.ZodType<AuthenticationResponseJSON>;

/** A passkey's name as its owner gives it: "Phone", "Blue key". */
export const passkeyName = z.string().trim().min(1).max(60);
