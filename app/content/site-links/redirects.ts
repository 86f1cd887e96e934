/** Routes that show "Redirecting..." and send the browser to a configured external address (spec). */
export const redirectNames = ["hcip", "hcip_uat", "quickquote", "quickquote_uat", "agency", "app"] as const;
export type RedirectName = (typeof redirectNames)[number];
