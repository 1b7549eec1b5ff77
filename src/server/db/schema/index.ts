/** Every table, gathered for Drizzle's client and drizzle-kit. */
export * from './catalog.ts'
