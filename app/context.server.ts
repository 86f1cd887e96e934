// What the HTTP server hands to every loader and action (see server/app.ts).
import { createContext, RouterContextProvider } from "react-router";
import type { Db } from "../db/client.ts";
import type { RedirectName } from "./redirects.ts";

export interface SiteConfig {
  /** Absolute origin for canonical and hreflang links; null: taken from the request. */
  siteUrl: string | null;
  quotePortalUrl: string;
  claimPortalUrl: string;
  /** Targets of the redirect routes, by route name. */
  redirects: Record<RedirectName, string>;
}

export interface AppServices {
  db: Db;
  config: SiteConfig;
}

export const servicesContext = createContext<AppServices>();

export function createLoadContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}
