// The outbox's job of the link check: its handler and words are deliveries.server.ts and mail-strings.ts.
import { z } from "zod";
import { enqueuer } from "../outbox/jobs.ts";

export const linkJobs = {
  /** An editor is told of the addresses on other sites that the content links to and that newly fail. */
  "links.broken": z.object({
    accountId: z.uuid(),
    urls: z.array(z.string().max(2000)).min(1).max(100),
  }),
} as const;

export const enqueue = enqueuer(linkJobs);
