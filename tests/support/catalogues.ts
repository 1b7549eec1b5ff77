/**
 * Every test project reads `messages` as the app does: both catalogues compiled and installed,
 * English unless a test asks for another (`withLocale`). Set up before each test file.
 */
import { compileCatalogues } from '#shared/i18n/catalogues.ts'
import { installCatalogue } from '#shared/messages.ts'

for (const catalogue of Object.values(compileCatalogues())) installCatalogue(catalogue)
