/**
 * A tour plan's pictures, in the order its admin put them: the first is the plan's `image`
 * (the spec's field, kept in step by the catalogue's verbs), the rest make its gallery. Each is
 * an upload; its alt texts are optional (null: the plan's own alt text in that language).
 */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { places } from './catalog.ts'
import { uploads } from './uploads.ts'

export const planImages = pgTable(
  'plan_images',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** 0 first. */
    position: integer('position').notNull(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    alt: text('alt'),
    altBn: text('alt_bn'),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.position] }),
    index('plan_images_upload_id_idx').on(t.uploadId),
  ],
)
