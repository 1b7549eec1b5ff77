// The compiled catalogues the web build makes (vite.config.ts, `catalogues`).
declare module 'virtual:catalogue/*' {
  import type { CompiledCatalogue } from '#shared/i18n/catalogue.ts'

  const catalogue: CompiledCatalogue
  export default catalogue
}
