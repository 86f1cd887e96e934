// Who sent a complaint or a contact message, as both tables store it (complaints,
// contact_messages): one definition read by the register's lists and records and by the
// deliveries' e-mails (app/register/records.server.ts). A new field of the sender is added here.
import { z } from "zod";
import { languages, type Lang } from "../i18n/lang.ts";

/** The sender's columns of the row aliased `alias`, for a select list. */
export const senderColumns = (alias: string) =>
  `${alias}.lang, ${alias}.full_name, ${alias}.email, ${alias}.phone_number, ${alias}.company_name, ${alias}.unverified`;

/** What senderColumns selects. */
export const senderRow = z.object({
  lang: z.enum(languages),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  company_name: z.string(),
  unverified: z.boolean(),
});

export interface Sender {
  /** The language the form was filled in: replies go out in it. */
  lang: Lang;
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  /** Sent from the page's form without the solved challenge (no script ran): a person's, probably. */
  unverified: boolean;
}

export const toSender = (row: z.infer<typeof senderRow>): Sender => ({
  lang: row.lang,
  fullName: row.full_name,
  email: row.email,
  phoneNumber: row.phone_number,
  companyName: row.company_name,
  unverified: row.unverified,
});

/** The sender's fields of a record, and nothing else of it. */
export const senderOf = ({ lang, fullName, email, phoneNumber, companyName, unverified }: Sender): Sender => ({
  lang,
  fullName,
  email,
  phoneNumber,
  companyName,
  unverified,
});
