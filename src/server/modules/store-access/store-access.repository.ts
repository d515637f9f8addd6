// SQL of token revocation: the ids of access tokens ended by logout, until they would have expired.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";

export async function insertRevokedToken(
  db: Kysely<DB>,
  row: { token_id: string; store_id: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto("revoked_access_tokens")
    .values(row)
    .onConflict((oc) => oc.column("token_id").doNothing())
    .execute();
}

export async function isTokenRevoked(db: Kysely<DB>, tokenId: string): Promise<boolean> {
  const row = await db
    .selectFrom("revoked_access_tokens")
    .select("token_id")
    .where("token_id", "=", tokenId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revocations of tokens that have expired anyway can go: no check reaches them any more. */
export async function deleteRevocationsBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom("revoked_access_tokens").where("expires_at", "<", before).execute();
}
