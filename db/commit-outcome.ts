// COMMIT sent and no answer (the connection cut, the server crashed): the transaction may have
// committed or not. PostgreSQL keeps each transaction's fate, so the fate is asked for on
// another connection (pg_xact_status, PostgreSQL 13 and later) until the server answers.
// See docs/decisions/0061-commit-without-an-answer.md.
import pg from "pg";

/** The database could not be asked in time whether a transaction whose COMMIT got no answer committed. */
export class CommitOutcomeUnknown extends Error {
  constructor(xid: string, waitedMs: number, options: { cause: unknown }) {
    super(
      `COMMIT of transaction ${xid} got no answer, and the database did not say within ${waitedMs / 1000} s whether it committed`,
      options,
    );
    this.name = "CommitOutcomeUnknown";
  }
}

/**
 * Whether an error of COMMIT leaves its outcome open: the server said nothing (a lost
 * connection), or said it was going away. Any other answer of the server is a refusal, and the
 * transaction rolled back.
 */
export function commitOutcomeOpen(error: unknown): boolean {
  return !(error instanceof pg.DatabaseError) || /^(08|57P)/.test(error.code ?? "");
}

/** The transaction's id when it wrote anything (read-only ones have none and need no asking). */
export async function writtenXid(client: pg.PoolClient): Promise<string | null> {
  const { rows } = await client.query<{ xid: string | null }>("select pg_current_xact_id_if_assigned()::text as xid");
  return rows[0]?.xid ?? null;
}

/**
 * Asks `pool` whether transaction `xid` committed, again every half second while the server
 * does not answer (restarting) or the transaction is still in progress. True: committed; false:
 * rolled back. Throws CommitOutcomeUnknown after `waitMs`.
 */
export async function committed(pool: pg.Pool, xid: string, waitMs: number, cause: unknown): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const { rows } = await pool.query<{ status: string | null }>("select pg_xact_status($1::xid8) as status", [xid]);
      const status = rows[0]?.status;
      if (status === "committed") return true;
      if (status === "aborted") return false;
      // null: too old to know any more, which a wait cannot change.
      if (status == null) throw new CommitOutcomeUnknown(xid, waitMs, { cause });
    } catch (error) {
      if (error instanceof CommitOutcomeUnknown) throw error;
    }
    if (Date.now() > deadline) throw new CommitOutcomeUnknown(xid, waitMs, { cause });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
