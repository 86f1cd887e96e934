// POST /api/vitals: web vitals from visitors' browsers (app/site/vitals/web-vitals.client.ts), written to
// the log as one JSON line per metric — field data for the company. Only when WEB_VITALS is on.
// Nothing personal is kept: no address, no user agent, only the path.
import { z } from "zod";
import type { Route } from "./+types/api-vitals";
import { readJsonBody } from "../../http/request-body.server.ts";
import { services } from "../../http/context.server.ts";
import { requestLog } from "../../http/request-log.server.ts";

const reportSchema = z.object({
  lang: z.enum(["en", "km"]).catch("en"),
  metrics: z
    .array(
      z.object({
        name: z.enum(["CLS", "FCP", "INP", "LCP", "TTFB"]),
        value: z.number().finite().min(0).max(600_000),
        rating: z.enum(["good", "needs-improvement", "poor"]),
        id: z.string().max(100),
        navigationType: z.string().max(40),
        path: z.string().startsWith("/").max(300),
      }),
    )
    .min(1)
    .max(20),
});

const empty = (status: number, headers?: HeadersInit) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const loader = () => empty(405, { Allow: "POST" });

export async function action({ request, context }: Route.ActionArgs) {
  if (!services(context).config.webVitals) return empty(404);
  if (request.method !== "POST") return empty(405, { Allow: "POST" });
  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) return empty(body.status);
  const report = reportSchema.safeParse(body.value);
  if (!report.success) return empty(400);
  for (const metric of report.data.metrics) {
    requestLog().info({ event: "web-vital", lang: report.data.lang, ...metric }, "web vital");
  }
  return empty(204);
}
