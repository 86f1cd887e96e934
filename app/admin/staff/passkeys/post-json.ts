/** A JSON post to the back office's own passkey routes (same origin: the session cookie goes with it). */
export const postJson = (path: string, body: unknown) =>
  fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
