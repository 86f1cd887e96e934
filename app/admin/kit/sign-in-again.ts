// Signing in again in place, asked for by a page (the editor, when a save comes back refused for
// want of a session); the back office's SessionGuard provides it.
import { createContext, useContext } from "react";

export const SignInAgainContext = createContext<(() => Promise<void>) | null>(null);

/** Shows signing in again in place; the promise settles once the staff member is signed in. */
export function useSignInAgain(): () => Promise<void> {
  const signInAgain = useContext(SignInAgainContext);
  if (!signInAgain) throw new Error("useSignInAgain needs the back office's SessionGuard");
  return signInAgain;
}
