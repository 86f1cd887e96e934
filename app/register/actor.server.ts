// The check of who does something in the register (workflow.ts's Actor), on the server only:
// workflow.ts is also the screens', and the lists load no Zod (a module more in the browser
// changes how the bundler groups the chunks the public forms share).
import { z } from "zod";

export const actorSchema = z.object({ id: z.uuid(), name: z.string().trim().min(1).max(200) });
