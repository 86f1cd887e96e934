import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Runs a route's server action from the browser. A submission that cannot reach the server
 * (the visitor is offline) answers `offline` instead of the error page, so the form keeps what
 * the visitor typed and says why nothing was sent.
 */
export async function unlessOffline<Answer, Offline>(
  serverAction: () => Promise<Answer>,
  offline: Offline,
): Promise<Answer | Offline> {
  try {
    return await serverAction();
  } catch (error) {
    // fetch rejects with a TypeError when the request never reached a server.
    if (error instanceof TypeError || !navigator.onLine) return offline;
    throw error;
  }
}

/**
 * A form page's shouldRevalidate: sending a form changes no content on the site, so the page's
 * data is not fetched again afterwards (offline, it could not be, and the page would turn into
 * the error screen).
 */
export function keepDataAfterSubmit({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
}
