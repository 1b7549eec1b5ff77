/**
 * Images admins upload for tour plans, kept in the database so every instance serves them and
 * backups carry them. The id is the SHA-256 of the bytes: the same file uploaded twice is one
 * row, and its address never changes, so it is served with year-long cache headers.
 */
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const uploads = pgTable('uploads', {
  /** Hex SHA-256 of `bytes`. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  /**
   * The picture's size as shown (EXIF orientation applied), for width/height attributes; null
   * for files uploaded before sizes were kept.
   */
  width: integer('width'),
  height: integer('height'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Smaller copies of an upload in AVIF and WebP (`#shared/upload-paths.ts` says which
 * widths), made once when it is uploaded, metadata stripped; served beside the original.
 */
export const uploadVariants = pgTable(
  'upload_variants',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** 'avif' or 'webp': the extension of its address. */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.format, t.width] })],
)
