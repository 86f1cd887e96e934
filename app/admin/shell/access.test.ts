// Every route under /admin, as app/routes.ts declares it, asked for its page (GET), its data
// (GET .data) and its action (POST) by: nobody, each single role, and a disabled account's
// session. A route missing from app/admin/staff/permissions.server.ts's table, or placed outside the
// back office's layout (whose middleware does the check), fails here; so does a route whose
// answer to someone differs from what its declared access allows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../routes.ts";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { createApp } from "../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../server/env.ts";
import { listen, productionBuild, tempStorage } from "../../../testing/kit.ts";
import { adminRouteAccess, mayOpen, routeKey, type RouteAccess } from "../staff/permissions.server.ts";
import { staffRoles, type StaffRole } from "../../staff-session/roles.ts";
import { createSession } from "../../staff-session/sessions.server.ts";
import { makeStaff } from "../../../testing/staff.ts";

const layoutFile = "admin/shell/layout.tsx";

interface DeclaredRoute {
  pattern: string;
  file: string;
  insideLayout: boolean;
}

/** The routes of app/routes.ts with their full patterns. */
function walk(entries: RouteConfigEntry[], parentPath = "", insideLayout = false): DeclaredRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const inside = insideLayout || entry.file === layoutFile;
    const self = entry.file === layoutFile ? [] : [{ pattern: routeKey(path), file: entry.file, insideLayout: inside }];
    return [...self, ...walk(entry.children ?? [], path, inside)];
  });
}

const declared = walk(routes).filter((route) => /^\/admin(\/|$)/.test(route.pattern));

type Principal = "anonymous" | "disabled" | StaffRole;
const principals: Principal[] = ["anonymous", "disabled", ...staffRoles];

function allowed(access: RouteAccess, principal: Principal): boolean {
  if (access === "public") return true;
  if (principal === "anonymous" || principal === "disabled") return false;
  return mayOpen([principal], access);
}

describe("every /admin route is checked on the server", () => {
  it("declares its access, and sits inside the back office's layout", () => {
    expect(declared.length).toBeGreaterThanOrEqual(10);
    for (const route of declared) {
      expect(
        adminRouteAccess[route.pattern],
        `${route.pattern} (${route.file}) has no entry in adminRouteAccess`,
      ).toBeDefined();
      expect(route.insideLayout, `${route.pattern} (${route.file}) is outside ${layoutFile}`).toBe(true);
    }
    // And the table names no route that does not exist.
    expect(Object.keys(adminRouteAccess).sort()).toEqual(declared.map((route) => route.pattern).sort());
  });

  describe("answers each kind of visitor as its access says", () => {
    let db: Db;
    let base: string;
    let close: () => Promise<void>;
    const ids: Record<Principal, string> = {} as never;
    const sessionFor = async (principal: Principal): Promise<string | null> => {
      if (principal === "anonymous") return null;
      const token = await createSession(db, ids[principal], { now: new Date(), clientIp: "" });
      return `staff_session=${token}`;
    };

    beforeAll(async () => {
      db = await openSeeded(testDatabases[0]!);
      for (const role of staffRoles) ids[role] = (await makeStaff(db, [role])).id;
      const disabled = await makeStaff(db, ["admin", "editor", "complaints"]);
      ids.disabled = disabled.id;
      ids.anonymous = "";
      const { build, clientDir } = await productionBuild();
      const built = Object.values(build.routes).filter((route) => route?.parentId === layoutFile.replace(/\.tsx$/, ""));
      expect(built.length, "the build is older than app/routes.ts: run npm run build").toBe(declared.length);
      const env = loadEnv({});
      ({ base, close } = await listen(
        createApp({
          build,
          clientDir,
          services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
        }),
      ));
    });
    afterAll(async () => {
      await close();
      await db.close();
    });

    const urlOf = (pattern: string) =>
      pattern
        .replace(":id", ids.admin ?? "")
        .replace(":fileId", ids.complaints ?? "")
        .replace("*", "no-such-page") + (pattern === "/admin/setup" ? "?token=not-a-real-token" : "");
    const dataUrlOf = (pattern: string) => {
      const [path, query] = urlOf(pattern).split("?");
      return `${path}.data${query ? `?${query}` : ""}`;
    };

    for (const route of declared) {
      it(`${route.pattern}: GET, GET .data and POST for ${principals.join(", ")}`, async () => {
        const access = adminRouteAccess[route.pattern]!;
        // The disabled account is disabled now, its session row left in place.
        await db.query("update staff_accounts set status = 'disabled' where id = $1", [ids.disabled]);
        for (const principal of principals) {
          for (const [method, url] of [
            ["GET", urlOf(route.pattern)],
            ["GET", dataUrlOf(route.pattern)],
            ["POST", urlOf(route.pattern)],
          ] as const) {
            const cookie = await sessionFor(principal);
            const response = await fetch(`${base}${url}`, {
              method,
              redirect: "manual",
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded", origin: base } : {}),
              },
              body: method === "POST" ? "" : undefined,
            });
            await response.arrayBuffer();
            const what = `${method} ${url} as ${principal}: ${response.status} ${response.headers.get("location") ?? ""}`;
            expect(response.headers.get("cache-control"), what).toBe("no-store, private");
            expect(response.headers.get("x-robots-tag"), what).toContain("noindex");
            // Sent to sign in (a sign-out's own "you have signed out" is not a refusal).
            const location = response.headers.get("location") ?? "";
            const toSignIn =
              response.status === 302 && location.startsWith("/admin/sign-in") && !location.includes("notice=");
            if (allowed(access, principal)) {
              expect([401, 403].includes(response.status) || (access !== "public" && toSignIn), what).toBe(false);
            } else if (principal === "anonymous" || principal === "disabled") {
              if (url.includes(".data")) expect(response.status, what).toBe(401);
              else expect(toSignIn, what).toBe(true);
            } else {
              expect(response.status, what).toBe(403);
            }
          }
        }
      });
    }
  });
});
