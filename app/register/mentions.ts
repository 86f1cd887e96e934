// "@Sokha Chan" in an internal note names a colleague: the note's author tells them by e-mail
// (app/register/mail). A name counts where it is written whole, in any case, and not followed by
// more of a word ("@Sok" is not "@Sokha"). Shared with the note form, which lists who may be named.

const wordGoesOn = /^[\p{L}\p{M}\p{N}]/u;

/** The colleagues `text` names with "@", each once, in the order given. */
export function mentionedIn<Colleague extends { name: string }>(
  text: string,
  colleagues: readonly Colleague[],
): Colleague[] {
  const written = text.normalize("NFC").toLocaleLowerCase();
  return colleagues.filter((colleague) => {
    const mention = `@${colleague.name.normalize("NFC").toLocaleLowerCase()}`;
    for (let at = written.indexOf(mention); at !== -1; at = written.indexOf(mention, at + 1)) {
      if (!wordGoesOn.test(written.slice(at + mention.length))) return true;
    }
    return false;
  });
}
