/** Every table, gathered for Drizzle's client and drizzle-kit. */
export * from './audit.ts'
export * from './auth.ts'
export * from './catalog.ts'
export * from './departures.ts'
export * from './orders.ts'
export * from './payments.ts'
export * from './mail.ts'
export * from './uploads.ts'
