// Why something waits in the Spam list (the spam_items.reason values), and for how long.

/** How long the list keeps an item before the server deletes it. */
export const spamKeptDays = 30;

export const spamReasons = [
  "honeypot",
  "too_fast",
  "stamp_forged",
  "challenge_failed",
  "challenge_replayed",
  "blocked_sender",
  "marked_by_mail_server",
  "marked_by_staff",
] as const;
export type SpamReason = (typeof spamReasons)[number];

export interface SpamVerdict {
  reason: SpamReason;
  /** The seconds taken, the blocked address or domain… */
  detail: string;
}
