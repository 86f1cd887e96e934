// The server's log: one JSON object per line on stdout (pino). Errors are written through a
// whitelist — type, message, code, stack, cause — because drivers hang more on them: a
// PostgreSQL error's `detail` quotes the row it refused, which may be a visitor's form.
import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

interface LoggedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: LoggedError;
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The logger; `destination` (default stdout) lets tests read the lines. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** For parts whose caller wants no log (tests). */
export const noLog: Logger = createLogger("silent");
