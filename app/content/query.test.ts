import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { getFaq } from "./faq/read.server.ts";
import { getFooter } from "./footers/read.server.ts";
import { getProductList } from "./listing/read.server.ts";
import { getPanelPage } from "./panels/read.server.ts";
import { getProductPage } from "./products/read.server.ts";
import { ContentUnavailableError, loadOrRespond, readRetries, selectRows } from "./query.server.ts";

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

describe("selectRows", () => {
  const schema = z.object({ n: z.number() });
  const flaky = (failures: unknown[]) => {
    let calls = 0;
    return {
      get calls() {
        return calls;
      },
      query: async <Row>() => {
        const failure = failures[calls++];
        if (failure) throw failure;
        return [{ n: 1 }] as Row[];
      },
    };
  };

  it("tries a read that lost the database 3 more times (spec) before giving up", async () => {
    const recovering = flaky([
      new Error("ECONNREFUSED"),
      Object.assign(new Error("terminating"), { code: "57P01" }),
      new Error("reset"),
    ]);
    expect(await selectRows(recovering, schema, "select 1 as n")).toEqual([{ n: 1 }]);
    expect(recovering.calls).toBe(4);

    const down = flaky(Array(10).fill(new Error("ECONNREFUSED")));
    expect(await thrown(selectRows(down, schema, "select 1 as n"))).toBeInstanceOf(ContentUnavailableError);
    expect(down.calls).toBe(1 + readRetries.length);
    expect(readRetries).toHaveLength(3);
  });

  it("does not retry a mistake in the query", async () => {
    const broken = flaky([Object.assign(new Error("syntax error"), { code: "42601" })]);
    expect(await thrown(selectRows(broken, schema, "select"))).toBeInstanceOf(ContentUnavailableError);
    expect(broken.calls).toBe(1);
  });
});

describe("the areas' reads", () => {
  // No database to reach: every query is refused, as by a server that is down.
  const down: Queryable = { query: () => Promise.reject(new Error("ECONNREFUSED")) };

  it.each([
    ["getPanelPage", () => getPanelPage(down, "en", "garages")],
    ["getFaq", () => getFaq(down, "en")],
    ["getProductPage", () => getProductPage(down, "en", "corporate", "fire-insurance")],
    ["getProductList", () => getProductList(down, "km", "personal")],
    ["getFooter", () => getFooter(down, "en")],
  ])("%s reports an unreachable database as ContentUnavailableError", async (_name, read) => {
    await expect(read()).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});
