// Checking addresses on other sites (issue 45), politely: HEAD first, then GET when a server will
// not answer HEAD as it answers GET; one request at a time per host, a second apart; a few hosts
// at once; each request given up after a timeout. What a failure is: an HTTP error status, no
// answer (refused, unknown host, timeout), or a redirect loop.

type LinkProblem = "status" | "timeout" | "unreachable" | "redirectLoop";

export interface LinkResult {
  url: string;
  ok: boolean;
  /** The last answer's HTTP status; null when none came. */
  status: number | null;
  problem: LinkProblem | null;
}

export interface CheckOptions {
  /** Each request's time limit. */
  timeoutMs?: number;
  /** The least time between two requests to one host. */
  perHostGapMs?: number;
  /** Hosts checked at the same time. */
  hostsAtOnce?: number;
  userAgent?: string;
  /** Stops between requests (the server shutting down). */
  signal?: AbortSignal;
}

const defaults = { timeoutMs: 10_000, perHostGapMs: 1_000, hostsAtOnce: 4, userAgent: "TonleLinkCheck/1.0" };
type Settings = typeof defaults;

// Servers that answer HEAD differently from GET: refused or not implemented, or not allowed.
const tryGetAfter = new Set([400, 403, 404, 405, 406, 429, 500, 501, 503]);

/** Why a fetch threw, as a problem. */
function problemOf(error: unknown): LinkProblem {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "timeout";
  const cause = error instanceof Error ? (error.cause as { message?: string } | undefined) : undefined;
  if (/redirect/i.test(cause?.message ?? "")) return "redirectLoop";
  return "unreachable";
}

/** One request: its status, or why none came. Its body is not read. */
async function ask(url: string, method: "HEAD" | "GET", options: Settings) {
  try {
    const response = await fetch(url, {
      method,
      redirect: "follow",
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { "User-Agent": options.userAgent, Accept: "*/*" },
    });
    await response.body?.cancel();
    return { status: response.status, problem: null };
  } catch (error) {
    return { status: null, problem: problemOf(error) };
  }
}

/** Waits until `gapMs` after the host's last request, then marks now as its last. */
function pacer(gapMs: number) {
  let last = -Infinity;
  return async () => {
    const wait = last + gapMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    last = performance.now();
  };
}

async function checkOne(url: string, pace: () => Promise<void>, options: Settings): Promise<LinkResult> {
  await pace();
  let answer = await ask(url, "HEAD", options);
  if (answer.problem === "unreachable" || (answer.status !== null && tryGetAfter.has(answer.status))) {
    await pace();
    answer = await ask(url, "GET", options);
  }
  const ok = answer.status !== null && answer.status < 400;
  return { url, ok, status: answer.status, problem: ok ? null : (answer.problem ?? "status") };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Every address checked, each host's in turn and a few hosts at once; the results in no set order. */
export async function checkLinks(urls: readonly string[], given: CheckOptions = {}): Promise<LinkResult[]> {
  const { signal, ...chosen } = given;
  const options: Settings = { ...defaults, ...chosen };
  const byHost = new Map<string, string[]>();
  for (const url of new Set(urls)) byHost.set(hostOf(url), [...(byHost.get(hostOf(url)) ?? []), url]);
  const queues = [...byHost.values()];
  const results: LinkResult[] = [];
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      const pace = pacer(options.perHostGapMs);
      for (const url of queue) {
        if (signal?.aborted) return;
        results.push(await checkOne(url, pace, options));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.hostsAtOnce) }, worker));
  return results;
}
