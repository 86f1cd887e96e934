// The browser's half of the forms' proof-of-work (app/site/forms/bot-checks.server.ts): a challenge
// asked for when the visitor first uses the form and solved in the background with ALTCHA's
// solver, its answer put in the form's hidden field. Sending waits for it a little; without it
// the form still goes, and the server marks the submission unverified.
import { solveChallenge } from "altcha-lib/v1";

const challengeUrl = "/forms/challenge";
/** Longer than a cheap phone needs; a form is never held back for good. */
const longestWaitMs = 8000;

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

async function solve(field: HTMLInputElement): Promise<void> {
  const response = await fetch(challengeUrl, { cache: "no-store" });
  if (!response.ok) return;
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) return;
  const { algorithm, salt, signature } = challenge;
  field.value = btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  );
}

/** Starts on the form's first use; `ready()` resolves once solved, failed or waited long enough. */
export function proofOfWork(form: HTMLFormElement, field: HTMLInputElement) {
  let solving: Promise<void> | null = null;
  const start = () => (solving ??= solve(field).catch(() => {}));
  form.addEventListener("focusin", () => void start(), { once: true });
  return {
    ready: () => Promise.race([start(), new Promise<void>((resolve) => setTimeout(resolve, longestWaitMs))]),
  };
}
