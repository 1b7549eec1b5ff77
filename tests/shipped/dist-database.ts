/**
 * An empty PostgreSQL database for a built server to migrate and seed itself (the PostgreSQL
 * run of the dist tests); dropped with the test file.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface DistDatabase {
  url: string
  drop(): Promise<void>
}

async function adminQuery(server: string, sql: string) {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function createDistDatabase(server: string): Promise<DistDatabase> {
  const name = `dist_${randomBytes(6).toString('hex')}`
  await adminQuery(server, `create database "${name}"`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminQuery(server, `drop database if exists "${name}" with (force)`),
  }
}
