// The synonym group's words as an editor types them: one rule for the browser and the action,
// its messages in the interface's language.
import { perLanguage } from "../../i18n/lang.ts";
import { queryText } from "../../validation/query-text.ts";
import { z } from "../../validation/zod.ts";
import { searchAdminStrings } from "./search-admin-strings.ts";

/** "car, ឡាន、 motor" → ["car", "ឡាន", "motor"]: commas of either script, lines, no repeats. */
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .split(/[,،、\n]+/)
      .map((word) => queryText(word, 200).toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * A group's words; from a missed search, that search (`query`) with the words typed beside it.
 * The words' rules apply to the group as a whole, so each message is the words field's.
 */
export const synonymFormSchema = perLanguage((lang) => {
  const t = searchAdminStrings[lang];
  return z
    .object({
      id: z.coerce.number().int().positive().optional(),
      query: z.string().max(100).optional(),
      words: z.string({ error: t.tooFew }).max(4000, t.tooMany),
    })
    .transform(({ id, query, words }) => ({ ...(id && { id }), words: wordsOf(query ? `${query},${words}` : words) }))
    .pipe(
      z.object({
        id: z.number().optional(),
        words: z
          .array(z.string())
          .min(2, t.tooFew)
          .max(20, t.tooMany)
          .refine((words) => words.every((word) => word.length <= 60), t.tooLong),
      }),
    );
});
