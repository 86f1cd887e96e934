// What is new in an answer: its text without the history it quotes, the "On … wrote:" line
// before that history (English and the languages email-reply-parser knows, and Khmer, whose
// mail programs end the line with "៖"), and the signature block.
import EmailReplyParser from "email-reply-parser";

/** A line that introduces quoted history: it ends with ":" or "៖" and names a date or an address. */
const attribution = /^(?=.*(?:@|\d|[០-៩])).{6,300}[:៖]\s*$/u;

export function visibleText(text: string): string {
  const lines = new EmailReplyParser().parseReply(text.replace(/\r\n?/g, "\n")).split("\n");
  while (lines.length > 0 && (lines.at(-1)!.trim() === "" || attribution.test(lines.at(-1)!.trim()))) lines.pop();
  return lines.join("\n").trim();
}

/** The text of an HTML-only message, without its quoted parts (blockquote, Gmail's and Outlook's quote blocks). */
export async function htmlText(html: string): Promise<string> {
  // Loaded when such a message comes, not with the server: jsdom is 700 modules, half a second.
  const { JSDOM } = await import("jsdom");
  const { document } = new JSDOM(html).window;
  for (const quoted of document.querySelectorAll("blockquote, .gmail_quote, #divRplyFwdMsg, #appendonsend"))
    quoted.remove();
  for (const br of document.querySelectorAll("br")) br.replaceWith("\n");
  for (const block of document.querySelectorAll("p, div, li, tr, h1, h2, h3, h4"))
    block.append(document.createTextNode("\n"));
  return (document.body?.textContent ?? "").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n");
}
