import { describe, expect, it } from "vitest";
import { ContentUnavailableError, loadOrRespond } from "./query.server.ts";

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("loadOrRespond", () => {
  it("returns what was found", async () => {
    expect(await loadOrRespond(async () => ({ title: "x" }))).toEqual({ title: "x" });
  });

  it("turns a missing record into a 404 response", async () => {
    const error = await thrown(loadOrRespond(async () => null));
    expect((error as { init: { status: number } }).init.status).toBe(404);
  });

  it("turns an unreachable database into a 503 response", async () => {
    const error = await thrown(
      loadOrRespond(async () => {
        throw new ContentUnavailableError("down");
      }),
    );
    expect((error as { init: { status: number } }).init.status).toBe(503);
  });

  it("lets programming errors through", async () => {
    const bug = new TypeError("bug");
    expect(await thrown(loadOrRespond(async () => Promise.reject(bug)))).toBe(bug);
  });
});
