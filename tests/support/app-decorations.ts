/**
 * What the server's plugins add to Fastify's types (their `declare module 'fastify'` blocks),
 * for the tests project, which sees the server through its declarations (tsconfig.tests.json).
 */
export type { MailWorkerPluginOptions } from '#server/features/mail/worker-plugin.ts'
export type { PhoneWorkerPluginOptions } from '#server/features/phone-messages/worker-plugin.ts'
export type { Caches } from '#server/caches/plugin.ts'
export type { AuthPluginOptions } from '#server/plugins/auth.ts'
export type { DatabasePluginOptions } from '#server/plugins/database.ts'
export type { LifecycleWorkerOptions } from '#server/features/lifecycle/worker-plugin.ts'
