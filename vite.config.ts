import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

// The web app lives in src/web; its build goes to dist/client, which the Fastify server serves,
// and its server-render twin (entry-server.tsx) to dist/server-render, which the server imports.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), sourceMapsOutside(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server-render build's maps stay beside it (it is never served) for its stack traces.
    sourcemap: isSsrBuild ? true : 'hidden',
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))
