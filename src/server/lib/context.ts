/** What every verb receives: the database now; the signed-in user once accounts exist. */
import type { Db } from '#server/db/client.ts'

export interface Ctx {
  db: Db
}
