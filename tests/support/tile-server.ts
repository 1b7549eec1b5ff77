/**
 * A stand-in for a raster map tile server (OpenStreetMap's, MAP_TILE_URL): on 127.0.0.1 at a
 * free port, it answers `/{z}/{x}/{y}.png` with a small valid PNG, counts the tiles asked for,
 * and on demand fails them (a 404, a 500, or an answer that never comes), so browser tests draw
 * the tour page's map without the internet and see what the page does when tiles fail.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { solidPng } from './png.ts'

export type TileFailure = 'none' | 404 | 500 | 'hang'

export interface TileServer {
  /** The template the app's MAP_TILE_URL takes: `http://127.0.0.1:<port>/{z}/{x}/{y}.png`. */
  template: string
  origin: string
  /** Tile requests answered or refused so far (not other paths). */
  requests: () => number
  /** How tiles are answered from now on. */
  fail: (failure: TileFailure) => void
  close: () => Promise<void>
}

const TILE = /^\/(\d+)\/(\d+)\/(\d+)\.png$/

export async function startTileServer(): Promise<TileServer> {
  // A pale green square: land, as a map's background would be; 256 px as real tiles are.
  const png = solidPng([220, 236, 222], 256)
  let count = 0
  let failure: TileFailure = 'none'
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    if (!TILE.test(request.url ?? '')) {
      response.writeHead(404).end()
      return
    }
    count++
    if (failure === 'hang') {
      hanging.add(response)
      return
    }
    if (failure !== 'none') {
      response.writeHead(failure, { 'content-type': 'text/plain' }).end('no tile')
      return
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'no-store',
      // Tiles are images of another origin: as real tile servers do.
      'access-control-allow-origin': '*',
    })
    response.end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    template: `${origin}/{z}/{x}/{y}.png`,
    requests: () => count,
    fail: (next) => {
      failure = next
    },
    close: () => {
      for (const response of hanging) response.destroy()
      hanging.clear()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
