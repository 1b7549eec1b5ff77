import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import subsetFont from 'subset-font'
import { compileCatalogues } from './src/shared/i18n/catalogues.ts'
import { en } from './src/shared/i18n/en.ts'
import {
  CONSOLE_SECTIONS,
  FIRST_SCREEN_SECTIONS,
  isLocale,
  PAGES_SECTIONS,
  SERVER_ONLY_SECTIONS,
} from './src/shared/i18n/catalogue.ts'
import { catalogueSections } from './src/shared/i18n/compile.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Writes .br and .gz next to every text file of the build, compressed once at the highest
 * levels, so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing each response.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // The server-render build is read from disk by the server, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!outDir) return
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|css|svg|json|txt|xml)$/.test(file))
        .map((file) => path.join(outDir, file))
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file)
          if (content.length < 1024) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          fs.writeFileSync(`${file}.br`, br)
          fs.writeFileSync(`${file}.gz`, gz)
        }),
      )
    },
  }
}

/**
 * Source maps stay out of the public root: the client build's maps (hidden: no
 * sourceMappingURL comment in the scripts) are moved to dist/sourcemaps, for error tools and
 * debugging, never served.
 */
function sourceMapsOutside(): Plugin {
  let outDir = ''
  return {
    name: 'source-maps-outside',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (!outDir) return
      const mapsDir = path.join(outDir, '..', 'sourcemaps')
      fs.rmSync(mapsDir, { recursive: true, force: true })
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue
        fs.mkdirSync(path.dirname(path.join(mapsDir, file)), { recursive: true })
        fs.renameSync(path.join(outDir, file), path.join(mapsDir, file))
      }
    },
  }
}

/**
 * The page's scripts at low fetch priority: the server renders every page whole, so its first
 * paint needs the HTML, the stylesheet, the fonts and its largest image, never a script. On a
 * slow connection the 100-odd KB of script would otherwise share the bandwidth with those and
 * delay the paint; at low priority they follow, and the page turns interactive a moment later.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  }
}

const BENGALI_FONT =
  'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'
const FONT_CACHE = 'node_modules/.cache/bangla-tours'

/** Every code point the Bangla font-face covers (its unicode-range in styles.css). */
const BANGLA_RANGES: [number, number][] = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0980, 0x09fe],
  [0x1cd0, 0x1cd0],
  [0x1cd2, 0x1cd2],
  [0x1cd5, 0x1cd6],
  [0x1cd8, 0x1cd8],
  [0x1ce1, 0x1ce1],
  [0x1cea, 0x1cea],
  [0x1ced, 0x1ced],
  [0x1cf2, 0x1cf2],
  [0x1cf5, 0x1cf7],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa8f1, 0xa8f1],
]
const banglaText = BANGLA_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('')

/**
 * The site's two cuts of Noto Sans Bengali, made at each build start (about 0.6 s):
 * - `bangla-tours-bengali.woff2`, for Bangla pages: every Bengali letter, sign and digit with
 *   the whole of the font's shaping (conjuncts are glyphs reached through its layout tables,
 *   which the cut keeps), its weight axis narrowed to the 400–800 the site uses: 71 KB instead
 *   of the package's 108 KB, which is what a Bangla page's first paint waits for.
 * - `language-switch.woff2`, the header's "বাংলা" on English pages: the glyphs of that one word,
 *   bold (1 KB), so English pages never fetch the Bangla font for it (.font-language-switch).
 */
function bengaliFonts(): Plugin {
  return {
    name: 'bengali-fonts',
    async buildStart() {
      const source = fs.readFileSync(BENGALI_FONT)
      const [page, languageSwitch] = await Promise.all([
        subsetFont(source, banglaText, {
          targetFormat: 'woff2',
          variationAxes: { wght: { min: 400, max: 800 } },
        }),
        subsetFont(source, en.header.otherLanguage, {
          targetFormat: 'woff2',
          variationAxes: { wght: 700 },
        }),
      ])
      fs.mkdirSync(FONT_CACHE, { recursive: true })
      fs.writeFileSync(path.join(FONT_CACHE, 'bangla-tours-bengali.woff2'), page)
      fs.writeFileSync(path.join(FONT_CACHE, 'language-switch.woff2'), languageSwitch)
    },
  }
}

const CATALOGUE = 'virtual:catalogue/'

/**
 * `virtual:catalogue/en` and `virtual:catalogue/bn`: each language's messages compiled by Lingui
 * (src/shared/i18n), a module of its own, so a page downloads only its language. The client
 * build also writes a small manifest (the catalogues JSON: `bnFont`, the Bangla font's file) for
 * the server to preload on Bangla pages.
 */
function catalogues(): Plugin {
  let compiled: ReturnType<typeof compileCatalogues> | undefined
  return {
    name: 'catalogues',
    resolveId(id) {
      return id.startsWith(CATALOGUE) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE}`)) return undefined
      // `en` (what the first screen reads), `en/pages` (what a lazy page's first screen reads
      // beyond it: PAGES_SECTIONS), `en/later` (the other public sections) or `en/console` (what
      // only the Dashboard reads).
      const [locale, part = 'first'] = id.slice(CATALOGUE.length + 1).split('/')
      if (!isLocale(locale)) throw new Error(`No catalogue for ${locale}`)
      if (!['first', 'pages', 'later', 'console'].includes(part)) {
        throw new Error(`No catalogue ${id}`)
      }
      compiled ??= compileCatalogues()
      const sent = catalogueSections(compiled[locale], SERVER_ONLY_SECTIONS, { only: false })
      const only = (sections: readonly string[]) =>
        catalogueSections(sent, sections, { only: true })
      const publicRest = () =>
        catalogueSections(
          catalogueSections(
            catalogueSections(sent, CONSOLE_SECTIONS, { only: false }),
            FIRST_SCREEN_SECTIONS,
            { only: false },
          ),
          PAGES_SECTIONS,
          { only: false },
        )
      const chosen =
        part === 'console'
          ? only(CONSOLE_SECTIONS)
          : part === 'pages'
            ? only(PAGES_SECTIONS)
            : part === 'first'
              ? only(FIRST_SCREEN_SECTIONS)
              : publicRest()
      return `export default ${JSON.stringify(chosen)}`
    },
    generateBundle(_, bundle) {
      if (this.environment.config.build.ssr) return
      const files: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        // Bangla pages preload their font (styles.css); scripts wait for the first paint.
        if (chunk.type === 'asset' && /bangla-tours-bengali.*\.woff2$/.test(chunk.fileName))
          files.bnFont = chunk.fileName
      }
      this.emitFile({ type: 'asset', fileName: 'catalogues.json', source: JSON.stringify(files) })
    },
  }
}

// The web app lives in src/web; its build goes to dist/client, which the Fastify server serves,
// and its server-render twin (entry-server.tsx) to dist/server-render, which the server imports.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    catalogues(),
    bengaliFonts(),
    scriptsAfterPaint(),
    react(),
    tailwindcss(),
    sourceMapsOutside(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server-render build's maps stay beside it (it is never served) for its stack traces.
    sourcemap: isSsrBuild ? true : 'hidden',
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    // No `<link rel="modulepreload">` for a dynamic import's dependencies: the app is imported
    // after the page has painted (main.tsx), and inserting those links cost the tour page 15-40
    // ms of one task (18 links for the app, more for the page's route); the browser asks for a
    // module's imports as it reads it instead. Decision 030.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))
