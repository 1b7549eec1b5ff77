/**
 * Images admins upload for tour plans, kept in the database so every instance serves them and
 * backups carry them. The id is the SHA-256 of the bytes: the same file uploaded twice is one
 * row, and its address never changes, so it is served with year-long cache headers.
 */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const uploads = pgTable('uploads', {
  /** Hex SHA-256 of `bytes`. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
