/**
 * Every test project reads `messages` as the app does: both catalogues compiled and installed,
 * English unless a test asks for another (`withLocale`), zod's own messages among them. Set up
 * before each test file.
 */
import { compileCatalogues } from '#shared/i18n/catalogues.ts'
import { installCatalogue } from '#shared/messages.ts'
import { localizeZod } from '#shared/zod-messages.ts'

for (const catalogue of Object.values(compileCatalogues())) installCatalogue(catalogue)
localizeZod()
