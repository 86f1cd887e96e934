/** The public forms' fields that tell a person from a program (bot-checks.server.ts), hidden from people. */
export const botFields = { honeypot: "website", stamp: "started", challenge: "altcha" } as const;
