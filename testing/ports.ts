// Free ports from the range this machine's tests may use (4500-4599), so that the cluster
// test's servers and the tests' own mail server never sit on ports other people's tests expect.
import { createServer } from "node:net";

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

// A port found free is taken only once its server listens, seconds later: two test runs side by
// side (npm test runs the cluster test beside the unit tests) each get a part of the range.
const [rangeFrom, rangeTo] = (process.env.TEST_PORTS ?? "4500-4599").split("-").map(Number) as [number, number];

/** `count` ports of 127.0.0.1 that are free now, searched from a random point of the range. */
export async function freePorts(count: number, from = rangeFrom, to = rangeTo): Promise<number[]> {
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  const found: number[] = [];
  for (let i = 0; i < size && found.length < count; i++) {
    const port = from + ((start + i) % size);
    if (await isFree(port)) found.push(port);
  }
  if (found.length < count) throw new Error(`only ${found.length} of ${count} ports free in ${from}-${to}`);
  return found;
}
