/**
 * Text as the database keeps it: well-formed Unicode (a lone surrogate becomes U+FFFD) and no
 * control characters (C0, DEL, C1) but tabs and line breaks. PostgreSQL refuses a NUL in text: a form's field
 * or an e-mail's header holding one would fail to be stored however often it is tried.
 */
export const storableText = (text: string): string => text.toWellFormed().replace(/(?![\t\n\r])\p{Cc}/gu, "");
