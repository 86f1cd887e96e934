// Whether an error says the database could not be reached (not up yet, restarting, the network)
// rather than that it refused what was asked: only then is the same request worth sending again.
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EAI_AGAIN",
  // PostgreSQL shutting down, or starting up and not yet accepting connections.
  "57P01",
  "57P02",
  "57P03",
]);

export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  // Class 08: connection exceptions.
  if (typeof code === "string" && (unreachableCodes.has(code) || code.startsWith("08"))) return true;
  // node-postgres's own words for a connection closed under it or never made, which carry no code.
  return /^Connection terminated|^timeout exceeded when trying to connect/.test(error.message);
}
