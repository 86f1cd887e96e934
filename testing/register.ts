// For the register's tests: a migrated database (no demo content), complaints and messages
// received at chosen instants, and two staff members (accounts: the register's owner and actor
// ids are foreign keys to staff_accounts).
import type { Db, Queryable } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import type { Actor } from "../app/register/workflow.ts";
import type { TestDatabase } from "./db.ts";

export const alice: Actor = { id: "0b7d4c1e-8a55-4f39-9d6e-2f1a3b4c5d6e", name: "Alice Chan" };
export const bopha: Actor = { id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b", name: "សុខ បុប្ផា" };

/** Alice's and Bopha's staff accounts (not set up: they act in tests, they never sign in). */
export async function addRegisterStaff(db: Queryable): Promise<void> {
  for (const [actor, email] of [
    [alice, "alice@tonle.example"],
    [bopha, "bopha@tonle.example"],
  ] as const) {
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, $3, '{complaints}') on conflict do nothing",
      [actor.id, email, actor.name],
    );
  }
}

export async function openRegisterDb(database: TestDatabase): Promise<Db> {
  const db = await database.open();
  await migrate(db);
  await addRegisterStaff(db);
  return db;
}

export interface ComplaintInput {
  receivedAt?: string;
  reference?: string;
  lang?: "en" | "km";
  source?: "site" | "api";
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  companyName?: string;
  message?: string;
  files?: number;
}

/** A complaint as app/site/complaint/complaint.server.ts stores one (the database sets its reference and due dates), received at `receivedAt`. */
export async function insertComplaint(
  db: Queryable,
  input: ComplaintInput = {},
): Promise<{ id: string; reference: string }> {
  const values = [
    input.lang ?? "en",
    input.fullName ?? "Sok Dara",
    input.email ?? "dara@example.com",
    input.phoneNumber ?? "012 345 678",
    input.companyName ?? "",
    input.message ?? "The garage kept my car for six weeks.",
    input.source ?? "site",
    input.receivedAt ?? null,
    ...(input.reference ? [input.reference] : []),
  ];
  const [row] = await db.query<{ id: string; reference: string }>(
    `insert into complaints (lang, full_name, email, phone_number, company_name, message, source, created_at${input.reference ? ", reference" : ""})
     values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now())${input.reference ? ", $9" : ""})
     returning id, reference`,
    values,
  );
  for (let position = 0; position < (input.files ?? 0); position++) {
    await db.query(
      `insert into complaint_files (complaint_id, position, storage_key, original_name, content_type, size_bytes)
       values ($1, $2, $3, $4, 'application/pdf', 1234)`,
      [row!.id, position, `complaints/2026/01/${row!.id}-${position}.pdf`, `letter-${position}.pdf`],
    );
  }
  return row!;
}

export async function insertContactMessage(
  db: Queryable,
  input: {
    receivedAt?: string;
    lang?: "en" | "km";
    fullName?: string;
    email?: string;
    phoneNumber?: string;
    message?: string;
    companyName?: string;
  } = {},
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into contact_messages (lang, full_name, email, phone_number, message, company_name, created_at)
     values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now())) returning id`,
    [
      input.lang ?? "en",
      input.fullName ?? "Chan Sophea",
      input.email ?? "sophea@example.com",
      input.phoneNumber ?? "097 111 2222",
      input.message ?? "Please call me about motor cover.",
      input.companyName ?? "",
      input.receivedAt ?? null,
    ],
  );
  return row!.id;
}

/** Sets a complaint's workflow columns directly (a state reached in the past, at chosen instants). */
export async function setComplaintState(
  db: Queryable,
  id: string,
  state: {
    status: string;
    acknowledgedAt?: string | null;
    answeredAt?: string | null;
    outcomeNote?: string | null;
    ownerId?: string | null;
  },
): Promise<void> {
  await db.query(
    `update complaints set status = $2, acknowledged_at = $3::timestamptz, answered_at = $4::timestamptz, outcome_note = $5,
       owner_id = coalesce($6::uuid, owner_id) where id = $1`,
    [
      id,
      state.status,
      state.acknowledgedAt ?? null,
      state.answeredAt ?? null,
      state.outcomeNote ?? null,
      state.ownerId ?? null,
    ],
  );
}
