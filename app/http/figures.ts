/** One figure an operator watches (server/metrics.ts): a gauge's name, its meaning and its value now. */
export interface Figure {
  name: string;
  help: string;
  value: number;
}
