import { tableStore } from "../model/store.server.ts";
import { csrEntity } from "./entity.ts";

/** The page's row per language, its photos rows of csr_details in order. */
export const csrStore = tableStore(csrEntity, { table: "csrs", children: [{ field: "photos", table: "csr_details" }] });
