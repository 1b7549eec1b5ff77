// Preloaded into the benchmarked server (node --expose-gc --import): on SIGUSR2 it collects
// garbage and writes process.memoryUsage() to MEMORY_PROBE_FILE, so bench:api reads the heap
// the server keeps (its caches), not what it has yet to collect. Nothing else in the server
// listens to SIGUSR2.
import fs from 'node:fs'

const file = process.env.MEMORY_PROBE_FILE
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.()
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()))
    fs.renameSync(`${file}.tmp`, file)
  })
}
