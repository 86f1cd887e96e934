// The words of the register's screens that depend on the kind of record or on a value: each
// kind's titles and hints (keys of admin-register.ts), status, delivery and language names,
// and dates as staff read them (Cambodia's time, the page's language).
import { useLang, useStrings } from "../../i18n/define.ts";
import { adminRegisterStrings } from "./strings.ts";
import type { RegisterStatus } from "./kinds.ts";
import type { RegisterKind } from "../../register/workflow.ts";
import { lastDayOf } from "../../register/working-days.ts";
import { formatDay } from "../../i18n/dates.ts";

type Key = keyof (typeof adminRegisterStrings)["en"];

export const kindText = {
  complaint: {
    title: "complaintsTitle",
    lead: "complaintsLead",
    all: "allComplaints",
    searchHint: "searchHintComplaint",
    steps: "stepsComplaint",
    replyHint: "replyHint",
  },
  contactMessage: {
    title: "messagesTitle",
    lead: "messagesLead",
    all: "allMessages",
    searchHint: "searchHintMessage",
    steps: "stepsMessage",
    replyHint: "replyHintMessage",
  },
} as const satisfies Record<RegisterKind, Record<string, Key>>;

export function useRegisterText() {
  const t = useStrings(adminRegisterStrings);
  const known = (key: string): key is Key => Object.hasOwn(t, key);
  return {
    t,
    kind: (kind: RegisterKind) => {
      const keys = kindText[kind];
      return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t[key]])) as {
        [Name in keyof typeof keys]: string;
      };
    },
    status: (status: RegisterStatus) => t[`status_${status}`],
    language: (lang: "en" | "km") => t[`lang_${lang}`],
    /** An outbox kind ("complaint.ack") as staff call it; an unknown one as it is. */
    job: (job: string) => {
      const key = `job_${job}`;
      return known(key) ? t[key] : job;
    },
    delivery: (state: "pending" | "done" | "dead") => t[`delivery_${state}`],
  };
}

const locale = (lang: string) => (lang === "km" ? "km-KH" : "en-GB");

/** The last day of a deadline that ends at `dueAt` (the midnight after it), as a date: "Tuesday, 6 January 2026". */
export function useDueDay(): (dueAt: string) => string {
  const lang = useLang();
  return (dueAt) => formatDay(lastDayOf(dueAt), lang, { weekday: true });
}

/** A number in the page's language. */
export function useNumber(): (value: number, digits?: number) => string {
  const lang = useLang();
  return (value, digits = 0) => value.toLocaleString(locale(lang), { maximumFractionDigits: digits });
}
