import type { BrowserContext } from "@playwright/test";

/** Answers every request to another host with 204, so navigations away are recorded but never happen. */
export async function keepLocal(context: BrowserContext): Promise<string[]> {
  const external: string[] = [];
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return external;
}
