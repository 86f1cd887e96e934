/**
 * The spec's cluster colour: red when a cluster holds more than the larger of 10 and the mean
 * count of the clusters shown at this zoom, otherwise blue.
 */
export function clusterColour(count: number, clusterCounts: readonly number[]): "red" | "blue" {
  const mean = clusterCounts.length === 0 ? 0 : clusterCounts.reduce((sum, n) => sum + n, 0) / clusterCounts.length;
  return count > Math.max(10, mean) ? "red" : "blue";
}
