// Work that every instance polls the database for, claimed there so that it is done once: the
// outbox's deliveries and the content's scheduled publications. One round at a time, the next
// `pollMs` after the last ends; a failing round (the database down) is logged when it starts
// failing and when it works again, not every time. stop() waits for the round under way.
import { noLog, type Logger } from "../app/http/log.server.ts";

export interface Poller {
  stop(): Promise<void>;
}

export function startPoller(
  name: string,
  round: (signal: AbortSignal) => Promise<unknown>,
  { pollMs, log = noLog }: { pollMs: number; log?: Logger },
): Poller {
  const stopping = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  const tick = () => {
    running = round(stopping.signal)
      .then(
        () => {
          if (failing) log.info(`${name} polling works again`);
          failing = false;
        },
        (error: unknown) => {
          if (!failing) log.error({ err: error }, `${name} polling failed`);
          failing = true;
        },
      )
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
