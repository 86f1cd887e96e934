// The four contact cards of /claims, in the order the page shows them. A module of its own:
// the public page and the claims schema both need it, and the page must not load the schema.
export const claimGroups = ["medical", "property", "motor_vehicle", "travel_other"] as const;
export type ClaimGroupKey = (typeof claimGroups)[number];
