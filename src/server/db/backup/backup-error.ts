/** An expected failure of `db:export` / `db:import`: its message is the one line the user sees. */
export class BackupError extends Error {
  override name = 'BackupError'
}
