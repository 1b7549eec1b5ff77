/**
 * Generator of the demo catalogue's original artwork: SVG landscape scenes for every division and
 * place in src/server/db/seed/demo-data.ts, the home page banner, the About page scene and the
 * favicon. Output is deterministic (a small xorshift generator seeded by each file's slug), so
 * re-running rewrites identical files.
 *
 * Run: npx tsx scripts/art/generate-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { demoDivisions, demoPlaces } from '../../src/server/db/seed/demo-data.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const PUBLIC_DIR = join(ROOT, 'public')
const MAX_BYTES = 60 * 1024

// ---------------------------------------------------------------------------------------------
// Numbers, colours and randomness
// ---------------------------------------------------------------------------------------------

type Pt = readonly [number, number]

/** One decimal, no trailing zeros. */
function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return r === 0 ? '0' : String(r)
}

/** Two decimals, for offsets and opacities. */
function n2(v: number): string {
  const r = Math.round(v * 100) / 100
  return r === 0 ? '0' : String(r)
}

/** Joins path commands and coordinates, rounding the numbers. */
function d(...parts: (string | number)[]): string {
  return parts.map((p) => (typeof p === 'number' ? n(p) : p)).join(' ')
}

function at<T>(list: readonly T[], i: number): T {
  const v = list[i]
  if (v === undefined) throw new Error(`index ${i} out of range`)
  return v
}

function channels(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function toHex(r: number, g: number, b: number): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear blend of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a)
  const [br, bg, bb] = channels(b)
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t)
}

const shade = (c: string, t: number): string => mix(c, '#000000', t)
const tintUp = (c: string, t: number): string => mix(c, '#ffffff', t)

function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const ch = (t0: number): number => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return toHex(ch(hh + 1 / 3) * 255, ch(hh) * 255, ch(hh - 1 / 3) * 255)
}

/** xorshift32 seeded with an FNV-1a hash of a string. */
class Rand {
  private state: number

  constructor(seed: string) {
    let h = 0x811c9dc5
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    this.state = h >>> 0 || 0x9e3779b9
    for (let i = 0; i < 6; i++) this.next()
  }

  next(): number {
    let x = this.state
    x = (x ^ (x << 13)) >>> 0
    x = (x ^ (x >>> 17)) >>> 0
    x = (x ^ (x << 5)) >>> 0
    this.state = x
    return x / 4294967296
  }

  range(a: number, b: number): number {
    return a + (b - a) * this.next()
  }

  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1))
  }

  pick<T>(list: readonly T[]): T {
    return at(list, Math.floor(this.next() * list.length))
  }

  chance(p: number): boolean {
    return this.next() < p
  }
}

// ---------------------------------------------------------------------------------------------
// SVG document
// ---------------------------------------------------------------------------------------------

type Stop = readonly [offset: number, color: string, opacity?: number]

class Doc {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private ids = 0

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix: string): string {
    this.ids += 1
    return prefix + this.ids.toString(36)
  }

  add(...parts: string[]): void {
    this.body.push(...parts)
  }

  def(part: string): void {
    this.defs.push(part)
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) => {
        const op = a === undefined ? '' : ` stop-opacity="${n2(a)}"`
        return `<stop offset="${n2(o)}" stop-color="${c}"${op}/>`
      })
      .join('')
  }

  /** Linear gradient in user space; returns the fill reference. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('g')
    const at = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${at}>${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** Linear gradient relative to the painted shape's box. */
  box(stops: readonly Stop[], x2 = 0, y2 = 1): string {
    const id = this.id('b')
    this.def(
      `<linearGradient id="${id}" x2="${n2(x2)}" y2="${n2(y2)}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.id('r')
    const at = `cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"`
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" ${at}>${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  clip(pathData: string): string {
    const id = this.id('c')
    this.def(`<clipPath id="${id}"><path d="${pathData}"/></clipPath>`)
    return `url(#${id})`
  }

  render(): string {
    const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">`
    return `${head}<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>\n`
  }
}

// ---------------------------------------------------------------------------------------------
// Light (time of day) and the drawing context
// ---------------------------------------------------------------------------------------------

type Tod = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'sunset' | 'dusk'

interface Light {
  sky: readonly [string, string, string]
  sun: string
  glow: string
  sunAlt: number
  cloud: string
  cloudShade: string
  haze: string
  tint: string
  tintAmt: number
  water: string
  night: boolean
}

const LIGHTS: Record<Tod, Light> = {
  dawn: {
    sky: ['#3b4a80', '#c08aa6', '#f8c99c'],
    sun: '#fff2d6',
    glow: '#ffcf96',
    sunAlt: 0.1,
    cloud: '#f6c9c2',
    cloudShade: '#9a7a9e',
    haze: '#c7a6b8',
    tint: '#6f5a92',
    tintAmt: 0.16,
    water: '#43527f',
    night: false,
  },
  morning: {
    sky: ['#4d8dcf', '#96c8e8', '#e8f3ee'],
    sun: '#fffbea',
    glow: '#fff0c0',
    sunAlt: 0.6,
    cloud: '#ffffff',
    cloudShade: '#c3d5e6',
    haze: '#b9d3e0',
    tint: '#ffffff',
    tintAmt: 0,
    water: '#2a6a93',
    night: false,
  },
  noon: {
    sky: ['#2b70bd', '#68ace0', '#cde8f4'],
    sun: '#ffffff',
    glow: '#fff6d2',
    sunAlt: 0.88,
    cloud: '#ffffff',
    cloudShade: '#b8cde2',
    haze: '#a8cadf',
    tint: '#ffffff',
    tintAmt: 0,
    water: '#1d5c92',
    night: false,
  },
  afternoon: {
    sky: ['#3d7cbc', '#92c0df', '#f3e4c2'],
    sun: '#fff4cf',
    glow: '#ffdf8c',
    sunAlt: 0.42,
    cloud: '#fff8ec',
    cloudShade: '#d4c2ad',
    haze: '#d5ccb4',
    tint: '#c8963e',
    tintAmt: 0.08,
    water: '#2d6787',
    night: false,
  },
  sunset: {
    sky: ['#2f2b5c', '#c65a78', '#fbaa5c'],
    sun: '#ffe6a0',
    glow: '#ff9a4f',
    sunAlt: 0.07,
    cloud: '#f7a082',
    cloudShade: '#7d4b79',
    haze: '#c98078',
    tint: '#7a2f3c',
    tintAmt: 0.22,
    water: '#4b3866',
    night: false,
  },
  dusk: {
    sky: ['#131b3d', '#3f3c71', '#cf7c68'],
    sun: '#f6efd8',
    glow: '#f0b49a',
    sunAlt: 0.62,
    cloud: '#8c7aa0',
    cloudShade: '#3c3766',
    haze: '#6f6488',
    tint: '#1f2552',
    tintAmt: 0.36,
    water: '#1d2650',
    night: true,
  },
}

interface Greens {
  far: string
  mid: string
  near: string
  dark: string
  field: string
  light: string
}

interface Ctx {
  doc: Doc
  rng: Rand
  L: Light
  G: Greens
  W: number
  H: number
}

/** Applies the light's colour cast to a base colour. */
function lit(L: Light, c: string): string {
  return mix(c, L.tint, L.tintAmt)
}

/** Colour of something at a distance (0 near, 1 lost in the haze). */
function far(L: Light, c: string, dist: number): string {
  return mix(lit(L, c), L.haze, dist)
}

function makeCtx(doc: Doc, seed: string, tod: Tod): Ctx {
  const rng = new Rand(seed)
  const L = LIGHTS[tod]
  const h = 88 + rng.next() * 34
  const G: Greens = {
    far: lit(L, hsl(h + 22, 0.22, 0.5)),
    mid: lit(L, hsl(h + 8, 0.36, 0.35)),
    near: lit(L, hsl(h, 0.46, 0.27)),
    dark: lit(L, hsl(h + 14, 0.5, 0.15)),
    field: lit(L, hsl(h - 16, 0.55, 0.42)),
    light: lit(L, hsl(h - 24, 0.58, 0.55)),
  }
  return { doc, rng, L, G, W: doc.w, H: doc.h }
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** A smooth path through points (quadratic curves through the midpoints). */
function smooth(pts: readonly Pt[]): string {
  const first = at(pts, 0)
  let out = d('M', first[0], first[1])
  for (let i = 1; i < pts.length - 1; i++) {
    const p = at(pts, i)
    const q = at(pts, i + 1)
    out += ' ' + d('Q', p[0], p[1], (p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
  }
  const last = at(pts, pts.length - 1)
  return out + ' ' + d('L', last[0], last[1])
}

function polyline(pts: readonly Pt[]): string {
  return pts.map((p, i) => d(i === 0 ? 'M' : 'L', p[0], p[1])).join(' ')
}

/** Closes an open top outline down to y = bottom across the whole width. */
function closeDown(top: string, c: Ctx, bottom: number): string {
  return `${top} ${d('L', c.W + 60, bottom, 'L', -60, bottom, 'Z')}`
}

interface RidgeOpts {
  step?: number
  jag?: number
  env?: (x: number) => number
  x0?: number
  x1?: number
  /** Minimum share of the amplitude (0 to 1), to keep hills from flattening out. */
  lift?: number
}

/** Height of an outline at x, by linear interpolation. */
function ridgeY(pts: readonly Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const a = at(pts, i - 1)
    const b = at(pts, i)
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1)
  }
  return at(pts, pts.length - 1)[1]
}

/** Hill outline: y = base at the lowest, base - amp at the highest. */
function ridge(c: Ctx, base: number, amp: number, o: RidgeOpts = {}): Pt[] {
  const { rng } = c
  const step = o.step ?? 40
  const f1 = rng.range(0.004, 0.008)
  const f2 = rng.range(0.009, 0.018)
  const f3 = rng.range(0.024, 0.045)
  const p1 = rng.range(0, 6.3)
  const p2 = rng.range(0, 6.3)
  const p3 = rng.range(0, 6.3)
  const pts: Pt[] = []
  const x0 = o.x0 ?? -60
  const x1 = o.x1 ?? c.W + 60
  for (let x = x0; x <= x1 + step / 2; x += step) {
    const v =
      0.5 * Math.sin(x * f1 + p1) + 0.32 * Math.sin(x * f2 + p2) + 0.18 * Math.sin(x * f3 + p3)
    const e = o.env ? o.env(x) : 1
    const lift = o.lift ?? 0
    const h = lift + (1 - lift) * (0.5 + 0.5 * v) ** 1.25
    pts.push([x, base - amp * e * h - (o.jag ?? 0) * rng.next()])
  }
  return pts
}

function offsetPts(pts: readonly Pt[], dy: number): Pt[] {
  return pts.map((p) => [p[0], p[1] + dy] as const)
}

/** Fills a hill outline with a vertical gradient; returns the closed path. */
function hill(c: Ctx, pts: readonly Pt[], top: string, bottom: string, yBottom: number): string {
  const minY = Math.min(...pts.map((p) => p[1]))
  const path = closeDown(smooth(pts), c, yBottom)
  const fill = c.doc.linear(
    [
      [0, top],
      [1, bottom],
    ],
    0,
    minY,
    0,
    yBottom,
  )
  c.doc.add(`<path d="${path}" fill="${fill}"/>`)
  return path
}

/** A band of rounded tree crowns whose base follows baseY(x). */
function crowns(
  c: Ctx,
  x0: number,
  x1: number,
  baseY: (x: number) => number,
  hMin: number,
  hMax: number,
  wMin: number,
  wMax: number,
  bottom: number,
): string {
  const { rng } = c
  let x = x0
  let out = d('M', x0, bottom, 'L', x0, baseY(x0))
  while (x < x1) {
    const bw = rng.range(wMin, wMax)
    const bh = rng.range(hMin, hMax)
    const y = baseY(x + bw)
    out += ' ' + d('C', x + bw * 0.05, y - bh * 1.3, x + bw * 0.95, y - bh * 1.3, x + bw, y)
    x += bw
  }
  return out + ' ' + d('L', x, bottom, 'Z')
}

function star5(cx: number, cy: number, r: number): string {
  const pts: Pt[] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 === 0 ? r : r * 0.45
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr])
  }
  return polyline(pts) + 'Z'
}

function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2
  return d('M', x, y + h, 'L', x, y + r, 'A', r, r, 0, 0, 1, x + w, y + r, 'L', x + w, y + h, 'Z')
}

// ---------------------------------------------------------------------------------------------
// Sky, water, land
// ---------------------------------------------------------------------------------------------

interface SkyOpts {
  sunX?: number
  sunAlt?: number
  sunR?: number
  noSun?: boolean
}

/** Paints the sky down to the horizon; returns the sun (or moon) position. */
function sky(c: Ctx, horizon: number, o: SkyOpts = {}): Pt {
  const { doc, L, rng } = c
  const fill = doc.linear(
    [
      [0, L.sky[0]],
      [0.55, L.sky[1]],
      [1, L.sky[2]],
    ],
    0,
    0,
    0,
    horizon,
  )
  doc.add(`<rect width="${c.W}" height="${c.H}" fill="${fill}"/>`)
  if (L.night) {
    let s = ''
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, c.W)
      const y = rng.range(0, horizon * 0.6) ** 1.15
      const r = rng.range(0.5, 1.4)
      s += d('M', x - r, y, 'a', r, r, 0, 1, 0, r * 2, 0, 'a', r, r, 0, 1, 0, -r * 2, 0)
    }
    doc.add(`<path d="${s}" fill="#ffffff" opacity=".7"/>`)
  }
  const sx = o.sunX ?? c.W * rng.range(0.18, 0.82)
  const alt = o.sunAlt ?? L.sunAlt
  const sy = horizon - 10 - alt * (horizon - 70)
  if (!o.noSun) {
    const r = o.sunR ?? (L.night ? 13 : 22)
    const glowR = r * (L.night ? 5 : 9)
    const glow = doc.radial(
      [
        [0, L.glow, L.night ? 0.35 : 0.75],
        [0.3, L.glow, L.night ? 0.1 : 0.28],
        [1, L.glow, 0],
      ],
      sx,
      sy,
      glowR,
    )
    doc.add(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(glowR)}" fill="${glow}"/>`)
    doc.add(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r)}" fill="${L.sun}"/>`)
  }
  return [sx, sy]
}

function cloud(c: Ctx, x: number, y: number, s: number, opacity = 0.92): void {
  const { rng, L } = c
  const k = rng.int(3, 5)
  let out = `<g opacity="${n2(opacity)}" fill="${L.cloud}">`
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(16 * s * k)}" ry="${n(8 * s)}"/>`
  for (let i = 0; i < k; i++) {
    const t = i - (k - 1) / 2
    const r = (24 - Math.abs(t) * 5) * s * rng.range(0.8, 1.2)
    const cx = x + t * 22 * s + rng.range(-5, 5) * s
    out += `<circle cx="${n(cx)}" cy="${n(y - r * 0.45)}" r="${n(r)}"/>`
  }
  out += `<ellipse cx="${n(x)}" cy="${n(y + 2 * s)}" rx="${n(15 * s * k)}" ry="${n(5 * s)}" fill="${L.cloudShade}" opacity=".55"/>`
  c.doc.add(out + '</g>')
}

function clouds(c: Ctx, count: number, y0: number, y1: number, scale = 1): void {
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(-30, c.W + 30)
    const y = c.rng.range(y0, y1)
    cloud(c, x, y, scale * c.rng.range(0.55, 1.15), c.rng.range(0.75, 0.95))
  }
}

/** A soft bank of cloud lying in a valley. */
function cloudBank(c: Ctx, y: number, thickness: number, color: string, opacity: number): void {
  const { rng } = c
  let p = d('M', -40, y + thickness)
  let x = -40
  while (x < c.W + 40) {
    const w = rng.range(40, 110)
    const h = rng.range(10, 28)
    p += ' ' + d('L', x, y, 'C', x + w * 0.1, y - h, x + w * 0.9, y - h, x + w, y)
    x += w
  }
  p += ' ' + d('L', x, y + thickness, 'Z')
  const fill = c.doc.linear(
    [
      [0, color, opacity],
      [1, color, opacity * 0.5],
    ],
    0,
    y - 30,
    0,
    y + thickness,
  )
  c.doc.add(`<path d="${p}" fill="${fill}"/>`)
}

function birds(c: Ctx, count: number, x0: number, x1: number, y0: number, y1: number): void {
  const { rng } = c
  let p = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1)
    const y = rng.range(y0, y1)
    const s = rng.range(0.7, 1.3)
    p += d(
      'M',
      x - 7 * s,
      y,
      'Q',
      x - 3 * s,
      y - 4 * s,
      x,
      y + 0.5,
      'Q',
      x + 3 * s,
      y - 4 * s,
      x + 7 * s,
      y,
    )
  }
  const col = c.L.night ? '#1a1d33' : shade(c.L.sky[0], 0.55)
  c.doc.add(
    `<path d="${p}" fill="none" stroke="${col}" stroke-width="1.6" stroke-linecap="round" opacity=".75"/>`,
  )
}

interface WaterOpts {
  deep?: string
  top?: string
  sun?: Pt
  lines?: number
  x0?: number
  x1?: number
}

function water(c: Ctx, top: number, bottom: number, o: WaterOpts = {}): void {
  const { doc, L, rng } = c
  const deep = o.deep ?? L.water
  const topCol = o.top ?? mix(L.sky[2], deep, 0.3)
  const fill = doc.linear(
    [
      [0, topCol],
      [0.4, mix(topCol, deep, 0.6)],
      [1, deep],
    ],
    0,
    top,
    0,
    bottom,
  )
  const x0 = o.x0 ?? 0
  const x1 = o.x1 ?? c.W
  doc.add(
    `<rect x="${n(x0)}" y="${n(top)}" width="${n(x1 - x0)}" height="${n(bottom - top)}" fill="${fill}"/>`,
  )
  let p = ''
  const count = o.lines ?? 34
  for (let i = 0; i < count; i++) {
    const t = rng.next()
    const y = top + 3 + (bottom - top - 3) * t * t
    const len = 5 + 46 * t * rng.range(0.4, 1)
    const x = rng.range(x0, x1 - len)
    p += d('M', x, y, 'h', len)
  }
  doc.add(
    `<path d="${p}" stroke="${mix(L.sky[2], '#ffffff', 0.5)}" stroke-width="1.3" stroke-linecap="round" opacity=".4"/>`,
  )
  if (o.sun && o.sun[1] < top) {
    let g = ''
    for (let k = 0; k < 24; k++) {
      const t = k / 24
      const y = top + 3 + (bottom - top) * 0.9 * t * t
      const half = (5 + 45 * t) * rng.range(0.35, 1)
      const x = o.sun[0] + rng.range(-1, 1) * 14 * t
      g += d('M', x - half, y, 'h', half * 2)
    }
    doc.add(
      `<path d="${g}" stroke="${L.glow}" stroke-width="2.4" stroke-linecap="round" opacity=".55"/>`,
    )
  }
}

/** Rectangular paddy fields in perspective between y0 and y1. */
function paddies(c: Ctx, y0: number, y1: number, vanishX: number): void {
  const { doc, rng, G } = c
  const fill = doc.linear(
    [
      [0, mix(G.field, G.far, 0.4)],
      [1, G.field],
    ],
    0,
    y0,
    0,
    y1,
  )
  doc.add(`<rect x="0" y="${n(y0)}" width="${c.W}" height="${n(y1 - y0)}" fill="${fill}"/>`)
  let bands = ''
  let y = y0 + 4
  let gap = 5
  while (y < y1) {
    const h = gap * 0.55
    bands += d('M', 0, y, 'H', c.W, 'v', h, 'H', 0, 'Z')
    y += gap
    gap *= 1.28
  }
  doc.add(`<path d="${bands}" fill="${G.light}" opacity=".35"/>`)
  let dykes = ''
  for (let i = -6; i <= 6; i++) {
    const xb = vanishX + i * rng.range(110, 150)
    dykes += d('M', vanishX + (xb - vanishX) * 0.08, y0, 'L', xb, y1)
  }
  doc.add(`<path d="${dykes}" stroke="${shade(G.field, 0.3)}" stroke-width="1.4" opacity=".5"/>`)
}

// ---------------------------------------------------------------------------------------------
// Plants
// ---------------------------------------------------------------------------------------------

function roundTree(c: Ctx, x: number, y: number, s: number, col: string): void {
  const { rng, doc } = c
  const trunk = lit(c.L, '#4a3322')
  let out = `<path d="${d('M', x - 2.5 * s, y, 'L', x - 1.5 * s, y - 26 * s, 'L', x + 1.5 * s, y - 26 * s, 'L', x + 2.5 * s, y, 'Z')}" fill="${trunk}"/>`
  const dark = shade(col, 0.3)
  const light = tintUp(col, 0.12)
  out += `<g fill="${col}">`
  const puffs = rng.int(3, 5)
  for (let i = 0; i < puffs; i++) {
    const px = x + rng.range(-14, 14) * s
    const py = y - rng.range(30, 50) * s
    out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(rng.range(11, 17) * s)}"/>`
  }
  out += '</g>'
  out += `<ellipse cx="${n(x + 3 * s)}" cy="${n(y - 30 * s)}" rx="${n(17 * s)}" ry="${n(8 * s)}" fill="${dark}" opacity=".55"/>`
  out += `<circle cx="${n(x - 6 * s)}" cy="${n(y - 50 * s)}" r="${n(6 * s)}" fill="${light}" opacity=".45"/>`
  doc.add(out)
}

function palm(c: Ctx, x: number, y: number, h: number, lean: number, col: string): void {
  const trunk = lit(c.L, '#6b5036')
  const tx = x + lean
  const ty = y - h
  let out = `<path d="${d('M', x, y, 'Q', x + lean * 0.2, y - h * 0.6, tx, ty)}" fill="none" stroke="${trunk}" stroke-width="${n(Math.max(2, h * 0.045))}" stroke-linecap="round"/>`
  const len = h * 0.42
  out += `<g fill="${col}">`
  const angles = [-170, -140, -110, -75, -40, -12, 15, 160, 195]
  for (const a of angles) {
    const l = len * c.rng.range(0.75, 1.05)
    const frond = d(
      'M',
      0,
      0,
      'Q',
      l * 0.5,
      -l * 0.3,
      l,
      l * 0.28,
      'Q',
      l * 0.5,
      -l * 0.05,
      0,
      0,
      'Z',
    )
    out += `<path d="${frond}" transform="translate(${n(tx)} ${n(ty)}) rotate(${n(a + c.rng.range(-8, 8))})"/>`
  }
  out += '</g>'
  out += `<circle cx="${n(tx + 2)}" cy="${n(ty + 3)}" r="${n(h * 0.03)}" fill="${lit(c.L, '#5a4020')}"/>`
  c.doc.add(out)
}

/** Casuarina (jhau) tree, common on the southern beaches. */
function jhau(c: Ctx, x: number, y: number, h: number, col: string): void {
  const { rng } = c
  let p = d('M', x, y - h)
  const layers = 6
  for (let i = 1; i <= layers; i++) {
    const yy = y - h + (h * 0.85 * i) / layers
    const ww = (h * 0.24 * i) / layers + rng.range(0, 4)
    p += ' ' + d('L', x + ww, yy, 'L', x + ww * 0.45, yy - 3)
  }
  p += ' ' + d('L', x - h * 0.12, y - h * 0.17)
  for (let i = layers; i >= 1; i--) {
    const yy = y - h + (h * 0.85 * i) / layers
    const ww = (h * 0.24 * i) / layers + rng.range(0, 4)
    p += ' ' + d('L', x - ww * 0.45, yy - 3, 'L', x - ww, yy)
  }
  p += 'Z'
  c.doc.add(
    `<path d="${d('M', x, y, 'V', y - h * 0.3)}" stroke="${lit(c.L, '#4a3322')}" stroke-width="${n(h * 0.03)}"/>`,
    `<path d="${p}" fill="${col}"/>`,
  )
}

function mangroveTree(c: Ctx, x: number, y: number, s: number, col: string): void {
  const { rng } = c
  const wood = lit(c.L, '#4d3a2a')
  let roots = ''
  for (let i = -3; i <= 3; i++) {
    const rx = x + i * 7 * s
    roots += d('M', rx, y, 'Q', x + i * 3 * s, y - 18 * s, x, y - 24 * s)
  }
  let out = `<path d="${roots}" fill="none" stroke="${wood}" stroke-width="${n(1.6 * s)}"/>`
  out += `<path d="${d('M', x - 2 * s, y - 22 * s, 'L', x - 1 * s, y - 62 * s, 'L', x + 2 * s, y - 62 * s, 'L', x + 3 * s, y - 22 * s, 'Z')}" fill="${wood}"/>`
  out += `<g fill="${col}">`
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="${n(x + rng.range(-22, 22) * s)}" cy="${n(y - rng.range(58, 80) * s)}" rx="${n(rng.range(14, 22) * s)}" ry="${n(rng.range(8, 12) * s)}"/>`
  }
  out += '</g>'
  out += `<ellipse cx="${n(x)}" cy="${n(y - 56 * s)}" rx="${n(24 * s)}" ry="${n(5 * s)}" fill="${shade(col, 0.35)}" opacity=".6"/>`
  c.doc.add(out)
}

/** Tall straight tree (sal, forest giants); canopy at the top. */
function tallTree(
  c: Ctx,
  x: number,
  y: number,
  h: number,
  w: number,
  bark: string,
  col: string,
): void {
  const { rng } = c
  let out = `<path d="${d('M', x - w / 2, y, 'L', x - w * 0.3, y - h, 'L', x + w * 0.3, y - h, 'L', x + w / 2, y, 'Z')}" fill="${bark}"/>`
  out += `<g fill="${col}">`
  for (let i = 0; i < 4; i++) {
    out += `<ellipse cx="${n(x + rng.range(-1, 1) * w * 4)}" cy="${n(y - h - rng.range(-5, 22))}" rx="${n(w * rng.range(3, 5))}" ry="${n(w * rng.range(1.6, 2.6))}"/>`
  }
  c.doc.add(out + '</g>')
}

/** Flat-topped shade tree of the tea gardens. */
function shadeTree(c: Ctx, x: number, y: number, h: number, col: string): void {
  const bark = lit(c.L, '#8a7a68')
  let out = `<path d="${d('M', x, y, 'L', x, y - h, 'M', x, y - h * 0.7, 'L', x - h * 0.2, y - h * 0.95, 'M', x, y - h * 0.75, 'L', x + h * 0.22, y - h)}" stroke="${bark}" stroke-width="${n(h * 0.035)}" fill="none"/>`
  out += `<g fill="${col}" opacity=".92">`
  out += `<ellipse cx="${n(x - h * 0.15)}" cy="${n(y - h)}" rx="${n(h * 0.3)}" ry="${n(h * 0.07)}"/>`
  out += `<ellipse cx="${n(x + h * 0.18)}" cy="${n(y - h * 1.04)}" rx="${n(h * 0.28)}" ry="${n(h * 0.06)}"/>`
  out += `<ellipse cx="${n(x)}" cy="${n(y - h * 1.1)}" rx="${n(h * 0.22)}" ry="${n(h * 0.06)}"/>`
  c.doc.add(out + '</g>')
}

function kash(c: Ctx, x0: number, x1: number, y: number, count: number, s = 1): void {
  const { rng } = c
  let stems = ''
  let plumes = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1)
    const yy = y + rng.range(-6, 10)
    const h = rng.range(24, 40) * s
    const lean = rng.range(-8, 10) * s
    stems += d('M', x, yy, 'Q', x + lean * 0.3, yy - h * 0.6, x + lean, yy - h)
    plumes += `<ellipse cx="${n(x + lean * 1.15)}" cy="${n(yy - h - 6 * s)}" rx="${n(2.6 * s)}" ry="${n(8 * s)}" transform="rotate(${n(lean * 2)} ${n(x + lean)} ${n(yy - h)})"/>`
  }
  c.doc.add(
    `<path d="${stems}" stroke="${lit(c.L, '#8a9a5a')}" stroke-width="1.2" fill="none"/>`,
    `<g fill="${lit(c.L, '#f4f1e6')}" opacity=".9">${plumes}</g>`,
  )
}

// ---------------------------------------------------------------------------------------------
// People, animals, boats, ships
// ---------------------------------------------------------------------------------------------

interface PersonOpts {
  basket?: boolean
  pack?: string
  dress?: boolean
}

function person(c: Ctx, x: number, y: number, s: number, cloth: string, o: PersonOpts = {}): void {
  const skin = lit(c.L, '#8a5a3a')
  const dark = lit(c.L, '#2a2220')
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">`
  if (!o.dress) out += `<path d="M-3 0L-2.4 -12M3 0L2.4 -12" stroke="${dark}" stroke-width="2.4"/>`
  const body = o.dress
    ? 'M-6 0Q-6 -18 -4 -25Q0 -27 4 -25Q6 -18 6 0Z'
    : 'M-5 -11Q-6 -22 -4 -26Q0 -28 4 -26Q6 -22 5 -11Z'
  if (o.pack) out += `<rect x="-9.5" y="-26" width="6" height="12" rx="2" fill="${o.pack}"/>`
  out += `<path d="${body}" fill="${cloth}"/>`
  out += `<circle cy="-30" r="3.7" fill="${skin}"/><path d="M-3.7 -31a3.7 3.7 0 0 1 7.4 0z" fill="${dark}"/>`
  if (o.basket) out += `<path d="M3 -27L13 -30L11 -16L5 -15Z" fill="${lit(c.L, '#a67c3e')}"/>`
  c.doc.add(out + '</g>')
}

/** Spotted deer (chital) facing right, feet at (x, y). */
function deer(c: Ctx, x: number, y: number, s: number, flip = false, grazing = false): void {
  const coat = lit(c.L, '#b5682e')
  const dark = lit(c.L, '#5a3318')
  const belly = lit(c.L, '#ecd9b8')
  const sx = flip ? -s : s
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(sx)} ${n2(s)})">`
  out += `<path d="M-13 -20L-15 0M-8 -20L-7 0M9 -20L8 0M13 -20L15 0" stroke="${dark}" stroke-width="2.4"/>`
  out += `<ellipse cx="0" cy="-26" rx="18" ry="8" fill="${coat}"/>`
  out += `<path d="M-12 -21Q0 -17 12 -21" stroke="${belly}" stroke-width="2.5" fill="none"/>`
  if (grazing) {
    out += `<path d="M12 -30L22 -12L26 -14L18 -30Z" fill="${coat}"/><ellipse cx="24" cy="-10" rx="5" ry="3" transform="rotate(60 24 -10)" fill="${coat}"/>`
  } else {
    out += `<path d="M10 -31L19 -48L25 -46L18 -27Z" fill="${coat}"/>`
    out += `<ellipse cx="26" cy="-49" rx="7" ry="3.6" transform="rotate(18 26 -49)" fill="${coat}"/>`
    out += `<path d="M20 -52L16 -57L21 -54ZM22 -52Q20 -62 14 -68M20 -60L25 -66M22 -52Q26 -62 30 -64" stroke="${dark}" stroke-width="1.5" fill="none"/>`
  }
  out += `<path d="M-17 -29L-22 -24L-18 -26Z" fill="${coat}"/>`
  let spots = ''
  for (let i = 0; i < 9; i++) {
    const sxp = -13 + (i % 5) * 6 + (i > 4 ? 3 : 0)
    const syp = i > 4 ? -24 : -29
    spots += `<circle cx="${sxp}" cy="${syp}" r="1.2"/>`
  }
  out += `<g fill="${belly}">${spots}</g>`
  c.doc.add(out + '</g>')
}

interface BoatOpts {
  hull?: string
  roof?: boolean
  sail?: string
  man?: boolean
  flip?: boolean
  reflect?: boolean
  load?: string
}

const HULL = 'M-70 -16Q-44 12 0 12Q44 12 72 -20Q40 -3 0 -3Q-40 -3 -70 -16Z'

/** Country boat (nouka), optionally with a bamboo roof, a patched sail and a boatman. */
function boat(c: Ctx, x: number, y: number, s: number, o: BoatOpts = {}): void {
  const { L } = c
  const hull = lit(L, o.hull ?? '#3e2a1a')
  const sx = o.flip ? -s : s
  let inner = `<path d="${HULL}" fill="${hull}"/>`
  inner += `<path d="M-66 -13Q-40 5 0 5Q40 5 68 -17" stroke="${tintUp(hull, 0.25)}" stroke-width="2" fill="none"/>`
  if (o.load) {
    let fruit = ''
    for (let i = 0; i < 22; i++) {
      fruit += `<circle cx="${-40 + (i % 11) * 8 + (i > 10 ? 4 : 0)}" cy="${i > 10 ? -8 : -3}" r="4.6"/>`
    }
    inner += `<g fill="${lit(L, o.load)}" stroke="${shade(lit(L, o.load), 0.3)}" stroke-width=".8">${fruit}</g>`
  }
  if (o.roof) {
    inner += `<path d="M-28 -3Q-27 -29 2 -32Q30 -29 31 -3Z" fill="${lit(L, '#b88d4f')}"/>`
    inner += `<path d="M-18 -5Q-17 -24 -8 -28M2 -5V-31M20 -5Q20 -24 12 -28" stroke="${lit(L, '#7a5a2e')}" stroke-width="1.4" fill="none"/>`
  }
  if (o.sail) {
    const sail = lit(L, o.sail)
    inner += `<path d="M-6 -3V-118" stroke="${lit(L, '#3a2a1c')}" stroke-width="2.2"/>`
    inner += `<path d="M-4 -114Q28 -110 52 -104L46 -14Q20 -11 -4 -9Z" fill="${sail}"/>`
    inner += `<path d="M-3 -84L49 -78M-3 -56L48 -50M-3 -30L47 -27M20 -109L18 -11" stroke="${shade(sail, 0.2)}" stroke-width="1.2" fill="none"/>`
  }
  if (o.man) {
    inner += `<path d="M-62 24L-38 -64" stroke="${lit(L, '#3a2a1c')}" stroke-width="1.6"/>`
    inner += `<path d="M-56 -9L-57 -30L-48 -30L-47 -9Z" fill="${lit(L, '#e9e2d0')}"/>`
    inner += `<path d="M-57 -30L-56 -19L-48 -19L-48 -30Z" fill="${lit(L, '#3c5a8a')}"/>`
    inner += `<circle cx="-52.5" cy="-35" r="4.2" fill="${lit(L, '#7a4a2a')}"/>`
  }
  c.doc.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${n2(sx)} ${n2(s)})">${inner}</g>`)
  if (o.reflect) {
    let mirror = `<path d="${HULL}" fill="${hull}"/>`
    if (o.sail)
      mirror += `<path d="M-4 -114Q28 -110 52 -104L46 -14Q20 -11 -4 -9Z" fill="${lit(L, o.sail)}"/>`
    if (o.roof)
      mirror += `<path d="M-28 -3Q-27 -29 2 -32Q30 -29 31 -3Z" fill="${lit(L, '#b88d4f')}"/>`
    c.doc.add(
      `<g transform="translate(${n(x)} ${n(y + 8 * s)}) scale(${n2(sx)} ${n2(-s * 0.75)}) translate(0 -8)" opacity=".22">${mirror}</g>`,
    )
  }
}

/** Brightly painted sea-going fishing boat with a raised bow, resting on sand. */
function seaBoat(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  colors: readonly string[],
  flip = false,
): void {
  const [a = '#c0392b', b = '#2e86c1', k = '#f1c40f'] = colors
  const sx = flip ? -s : s
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(sx)} ${n2(s)})">`
  out += `<ellipse cx="0" cy="8" rx="62" ry="6" fill="#000000" opacity=".18"/>`
  out += `<path d="M-64 -10Q-30 10 20 8Q52 4 70 -44Q62 -14 32 -10Q-10 -8 -64 -18Z" fill="${lit(c.L, a)}"/>`
  out += `<path d="M-62 -14Q-10 -6 30 -9Q56 -14 67 -38" stroke="${lit(c.L, b)}" stroke-width="4" fill="none"/>`
  out += `<path d="M-60 -6Q-10 4 24 3Q50 0 62 -26" stroke="${lit(c.L, k)}" stroke-width="2.5" fill="none"/>`
  out += `<path d="M68 -42V-66" stroke="#3a2a1c" stroke-width="1.5"/><path d="M68 -66L82 -61L68 -57Z" fill="${lit(c.L, k)}"/>`
  c.doc.add(out + '</g>')
}

function ship(c: Ctx, x: number, y: number, s: number, hullCol = '#2b3440'): void {
  const hull = lit(c.L, hullCol)
  const white = lit(c.L, '#e8e6df')
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">`
  out += `<path d="M-92 -14H92L82 0H-84Z" fill="${hull}"/>`
  out += `<path d="M-84 -5H84" stroke="${lit(c.L, '#8a2f2a')}" stroke-width="3"/>`
  out += `<rect x="-80" y="-40" width="24" height="26" fill="${white}"/><rect x="-74" y="-52" width="8" height="12" fill="${lit(c.L, '#b03a2e')}"/>`
  const cols = ['#b5542f', '#2f6f9a', '#c9a03a', '#4a7a4a', '#8a3a5a']
  for (let i = 0; i < 9; i++) {
    const h = i % 3 === 0 ? 18 : 12
    out += `<rect x="${-50 + i * 15}" y="${-14 - h}" width="14" height="${h}" fill="${lit(c.L, at(cols, (i * 7) % cols.length))}"/>`
  }
  c.doc.add(out + '</g>')
}

/** Multi-deck passenger launch of the southern river routes. */
function launch(c: Ctx, x: number, y: number, s: number, accent: string, flip = false): void {
  const white = lit(c.L, '#f1eee6')
  const acc = lit(c.L, accent)
  const dark = lit(c.L, '#2c3440')
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(flip ? -s : s)} ${n2(s)})">`
  out += `<path d="M-124 -16H116L134 -34L126 4Q0 12 -118 6Z" fill="${white}"/>`
  out += `<path d="M-122 -6H126" stroke="${acc}" stroke-width="5"/>`
  out += `<rect x="-112" y="-44" width="214" height="28" fill="${white}"/>`
  out += `<rect x="-100" y="-68" width="180" height="24" fill="${tintUp(white, 0.3)}"/>`
  out += `<rect x="30" y="-88" width="44" height="20" fill="${white}"/>`
  out += `<path d="M-108 -31H98M-96 -56H76M34 -79H70" stroke="${dark}" stroke-width="7" stroke-dasharray="7 5"/>`
  out += `<path d="M-114 -44H104M-102 -68H82M28 -88H76" stroke="${acc}" stroke-width="3"/>`
  out += `<path d="M-20 -88V-104" stroke="${dark}" stroke-width="2"/><path d="M-20 -104L-6 -100L-20 -96Z" fill="${lit(c.L, '#006a4e')}"/>`
  c.doc.add(out + '</g>')
}

/** Distant city skyline along the horizon. */
function skyline(c: Ctx, y: number): void {
  const { rng, L } = c
  let p = d('M', -10, y)
  let x = -10
  while (x < c.W + 10) {
    const w = rng.range(16, 46)
    const h = rng.range(14, 70)
    p += ' ' + d('V', y - h, 'H', x + w)
    if (rng.chance(0.12)) p += ' ' + d('V', y - h - 24, 'h', 3, 'V', y - h)
    x += w
  }
  p += ' ' + d('V', y, 'Z')
  c.doc.add(`<path d="${p}" fill="${mix(lit(L, '#7d8796'), L.haze, 0.45)}"/>`)
}

function plane(c: Ctx, x: number, y: number, s: number): void {
  const col = c.L.night ? '#d8d8e8' : lit(c.L, '#f4f4f4')
  const p =
    'M-30 0Q-30 -3 -24 -3H22L30 -10H34L30 -2Q34 0 30 2H-24Q-30 2 -30 0ZM-6 -2L8 -16H13L6 -2ZM-6 1L8 14H13L6 1Z'
  c.doc.add(
    `<path d="${p}" transform="translate(${n(x)} ${n(y)}) scale(${n2(s)}) rotate(-6)" fill="${col}" opacity=".9"/>`,
  )
}

function rickshaw(c: Ctx, x: number, y: number, s: number): void {
  const dark = lit(c.L, '#262626')
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">`
  out += `<g fill="none" stroke="${dark}" stroke-width="2"><circle cx="-14" cy="-9" r="9"/><circle cx="20" cy="-9" r="9"/><circle cx="40" cy="-7" r="7"/></g>`
  out += `<path d="M-14 -9L40 -7M24 -22L40 -7M40 -7L38 -34" stroke="${dark}" stroke-width="2" fill="none"/>`
  out += `<path d="M-24 -20H8V-26H-24Z" fill="${lit(c.L, '#c0392b')}"/>`
  out += `<path d="M-26 -22Q-28 -52 -4 -56Q10 -56 10 -44L8 -24Z" fill="${lit(c.L, '#1f5fa8')}"/>`
  out += `<path d="M-22 -30Q-22 -48 -4 -50" stroke="${lit(c.L, '#f1c40f')}" stroke-width="2.5" fill="none"/>`
  c.doc.add(out + '</g>')
  person(c, x + 30 * s, y - 16 * s, s * 0.9, lit(c.L, '#dcd3c0'))
}

// ---------------------------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------------------------

type DomeStyle = 'hemi' | 'onion' | 'low'

function domePath(x: number, y: number, r: number, style: DomeStyle): string {
  if (style === 'onion') {
    return d(
      'M',
      x - r,
      y,
      'C',
      x - r * 1.15,
      y - r * 1.1,
      x - r * 0.25,
      y - r * 1.15,
      x,
      y - r * 1.75,
      'C',
      x + r * 0.25,
      y - r * 1.15,
      x + r * 1.15,
      y - r * 1.1,
      x + r,
      y,
      'Z',
    )
  }
  if (style === 'low')
    return d(
      'M',
      x - r,
      y,
      'Q',
      x - r,
      y - r * 0.9,
      x,
      y - r * 0.9,
      'Q',
      x + r,
      y - r * 0.9,
      x + r,
      y,
      'Z',
    )
  return d('M', x - r, y, 'A', r, r, 0, 0, 1, x + r, y, 'Z')
}

function domeTop(style: DomeStyle, r: number): number {
  return style === 'onion' ? r * 1.75 : r * 0.95
}

interface MosqueOpts {
  cx: number
  base: number
  w: number
  h: number
  wall: string
  dome: string
  domes: number
  domeR: number
  style: DomeStyle
  rows?: number
  arches: number
  towers?: boolean
  cornice?: boolean
  minaret?: { x: number; h: number }
  stars?: boolean
  lit?: boolean
  bigCenter?: number
  panels?: boolean
}

function mosque(c: Ctx, o: MosqueOpts): void {
  const { doc, L } = c
  const wall = lit(L, o.wall)
  const domeCol = lit(L, o.dome)
  const x0 = o.cx - o.w / 2
  const x1 = o.cx + o.w / 2
  const top = o.base - o.h
  const domeFill = doc.box(
    [
      [0, tintUp(domeCol, 0.25)],
      [0.55, domeCol],
      [1, shade(domeCol, 0.3)],
    ],
    1,
    0,
  )
  const wallFill = doc.box(
    [
      [0, tintUp(wall, 0.08)],
      [1, shade(wall, 0.12)],
    ],
    1,
    0,
  )
  if (o.minaret) {
    const m = o.minaret
    const mw = 14
    const mt = o.base - m.h
    let out = `<path d="${d('M', m.x - mw / 2, o.base, 'L', m.x - mw * 0.35, mt, 'H', m.x + mw * 0.35, 'L', m.x + mw / 2, o.base, 'Z')}" fill="${wallFill}"/>`
    for (const f of [0.45, 0.72, 0.93]) {
      const y = o.base - m.h * f
      out += `<rect x="${n(m.x - mw * 0.75)}" y="${n(y)}" width="${n(mw * 1.5)}" height="5" fill="${shade(wall, 0.15)}"/>`
    }
    out += `<path d="${domePath(m.x, mt, mw * 0.5, 'onion')}" fill="${domeFill}"/>`
    out += `<path d="${d('M', m.x, mt - mw * 0.85, 'v', -10)}" stroke="${domeCol}" stroke-width="1.5"/>`
    doc.add(out)
  }
  const rows = o.rows ?? 1
  const spacing = o.w / o.domes
  for (let r = rows - 1; r >= 1; r--) {
    let back = ''
    const col = mix(domeCol, L.haze, 0.12 * r)
    for (let i = 0; i < o.domes; i++) {
      const x = x0 + spacing * (i + 0.5) + (r % 2 === 1 ? spacing * 0.25 : 0)
      if (x > x1 - spacing * 0.3) continue
      back += domePath(x, top - r * o.domeR * 0.42, o.domeR * (1 - r * 0.06), o.style)
    }
    doc.add(`<path d="${back}" fill="${shade(col, 0.08 * r)}"/>`)
  }
  const cornice = o.cornice ?? false
  const wallPath = cornice
    ? d('M', x0, o.base, 'L', x0, top + 5, 'Q', o.cx, top - 9, x1, top + 5, 'L', x1, o.base, 'Z')
    : d('M', x0, o.base, 'V', top, 'H', x1, 'V', o.base, 'Z')
  let out = `<rect x="${n(x0 - 8)}" y="${n(o.base - 6)}" width="${n(o.w + 16)}" height="8" fill="${shade(wall, 0.25)}"/>`
  out += `<path d="${wallPath}" fill="${wallFill}"/>`
  out += `<path d="${cornice ? d('M', x0, top + 9, 'Q', o.cx, top - 5, x1, top + 9) : d('M', x0, top + 5, 'H', x1)}" stroke="${shade(wall, 0.22)}" stroke-width="3" fill="none"/>`
  const aw = o.w / (o.arches * 1.9)
  for (let i = 0; i < o.arches; i++) {
    const ax = x0 + (o.w * (i + 0.5)) / o.arches
    const centre = i === Math.floor(o.arches / 2) && o.arches % 2 === 1
    const w = centre ? aw * 1.25 : aw
    const h = o.h * (centre ? 0.66 : 0.56)
    const ay = o.base - 6 - h
    if (o.panels) {
      out += `<rect x="${n(ax - w * 0.85)}" y="${n(ay - 8)}" width="${n(w * 1.7)}" height="${n(h + 8)}" fill="${shade(wall, 0.1)}"/>`
    }
    const glow = o.lit ? lit(L, '#ffcf70') : shade(wall, 0.62)
    out += `<path d="${archPath(ax - w / 2, ay, w, h)}" fill="${glow}"/>`
  }
  for (let i = 0; i < o.domes; i++) {
    const x = x0 + spacing * (i + 0.5)
    const centre = i === Math.floor(o.domes / 2) && o.domes % 2 === 1
    const r = centre && o.bigCenter ? o.bigCenter : o.domeR
    const y = cornice ? top - 3 : top
    if (o.style === 'onion') {
      out += `<rect x="${n(x - r * 0.9)}" y="${n(y - r * 0.28)}" width="${n(r * 1.8)}" height="${n(r * 0.3)}" fill="${shade(wall, 0.06)}"/>`
      out += `<path d="${domePath(x, y - r * 0.27, r, o.style)}" fill="${domeFill}"/>`
      out += `<path d="${d('M', x, y - r * 0.27 - r * 1.7, 'v', -r * 0.45)}" stroke="${shade(domeCol, 0.2)}" stroke-width="1.6"/>`
    } else {
      out += `<path d="${domePath(x, y, r, o.style)}" fill="${domeFill}"/>`
      out += `<path d="${d('M', x, y - domeTop(o.style, r), 'v', -r * 0.35)}" stroke="${shade(domeCol, 0.25)}" stroke-width="1.4"/>`
    }
    if (o.stars) {
      let st = ''
      for (let k = 0; k < 5; k++) {
        st += star5(x - r * 0.55 + k * r * 0.28, y - r * (0.3 + (k % 2) * 0.25), r * 0.1)
      }
      out += `<path d="${st}" fill="${lit(L, '#2d5aa8')}"/>`
    }
  }
  if (o.stars) {
    let st = ''
    for (let i = 0; i < 14; i++) st += star5(x0 + 10 + i * ((o.w - 20) / 13), top + 14, 3.2)
    out += `<path d="${st}" fill="${lit(L, '#2d5aa8')}"/>`
  }
  if (o.towers) {
    const tw = Math.max(10, o.w * 0.055)
    for (const tx of [x0, x1]) {
      out += `<rect x="${n(tx - tw / 2)}" y="${n(top - 12)}" width="${n(tw)}" height="${n(o.h + 10)}" fill="${wallFill}"/>`
      out += `<path d="${d('M', tx - tw / 2, top + o.h * 0.35, 'h', tw, 'M', tx - tw / 2, top + o.h * 0.7, 'h', tw)}" stroke="${shade(wall, 0.25)}" stroke-width="2"/>`
      out += `<path d="${domePath(tx, top - 12, tw * 0.62, 'hemi')}" fill="${domeFill}"/>`
    }
  }
  doc.add(out)
}

interface TempleOpts {
  cx: number
  base: number
  w: number
  h: number
  color: string
  tiers: number
  spires: 'five' | 'none'
  plaques?: boolean
}

function rekha(x: number, base: number, w: number, h: number): string {
  return d(
    'M',
    x - w / 2,
    base,
    'C',
    x - w * 0.5,
    base - h * 0.55,
    x - w * 0.28,
    base - h * 0.92,
    x,
    base - h,
    'C',
    x + w * 0.28,
    base - h * 0.92,
    x + w * 0.5,
    base - h * 0.55,
    x + w / 2,
    base,
    'Z',
  )
}

function temple(c: Ctx, o: TempleOpts): void {
  const { doc, L } = c
  const col = lit(L, o.color)
  const light = tintUp(col, 0.12)
  const dark = shade(col, 0.45)
  let fill = doc.box(
    [
      [0, light],
      [0.6, col],
      [1, shade(col, 0.18)],
    ],
    1,
    0,
  )
  if (o.plaques) {
    const pid = doc.id('p')
    doc.def(
      `<pattern id="${pid}" width="9" height="9" patternUnits="userSpaceOnUse"><rect width="9" height="9" fill="${col}"/><rect x="1" y="1" width="7" height="7" fill="${shade(col, 0.18)}"/><circle cx="4.5" cy="4.5" r="1.8" fill="${light}"/></pattern>`,
    )
    fill = `url(#${pid})`
  }
  let out = `<rect x="${n(o.cx - o.w * 0.62)}" y="${n(o.base - 12)}" width="${n(o.w * 1.24)}" height="14" fill="${shade(col, 0.28)}"/>`
  let w = o.w
  let y = o.base - 10
  const tierH = o.h / (o.tiers + (o.spires === 'five' ? 1.2 : 0.4))
  for (let t = 0; t < o.tiers; t++) {
    const x0 = o.cx - w / 2
    const x1 = o.cx + w / 2
    const top = y - tierH
    out += `<path d="${d('M', x0, y, 'L', x0, top + 6, 'Q', o.cx, top - 8, x1, top + 6, 'L', x1, y, 'Z')}" fill="${fill}"/>`
    out += `<path d="${d('M', x0 - 4, top + 8, 'Q', o.cx, top - 7, x1 + 4, top + 8)}" stroke="${shade(col, 0.3)}" stroke-width="4" fill="none"/>`
    const arches = t === 0 ? 5 : 3
    const aw = w / (arches * 2.1)
    for (let i = 0; i < arches; i++) {
      const ax = x0 + (w * (i + 0.5)) / arches
      const ah = tierH * 0.55
      out += `<path d="${archPath(ax - aw / 2, y - 4 - ah, aw, ah)}" fill="${dark}"/>`
    }
    if (t > 0 || o.tiers === 1) {
      for (const px of [x0 + 6, x1 - 6]) {
        out += `<path d="${rekha(px, top + 6, 12, 16)}" fill="${shade(col, 0.08)}"/>`
      }
    }
    y = top + 2
    w *= 0.68
  }
  if (o.spires === 'five') {
    const sw = w * 1.1
    const corners = [o.cx - sw * 0.62, o.cx + sw * 0.62]
    for (const px of corners) {
      out += `<path d="${rekha(px, y + 4, sw * 0.42, tierH * 1.25)}" fill="${fill}"/>`
      out += `<ellipse cx="${n(px)}" cy="${n(y + 4 - tierH * 1.25)}" rx="${n(sw * 0.1)}" ry="3" fill="${dark}"/>`
    }
    out += `<path d="${rekha(o.cx, y + 4, sw * 0.75, tierH * 2.1)}" fill="${fill}"/>`
    out += `<path d="${d('M', o.cx - sw * 0.2, y, 'Q', o.cx - sw * 0.12, y - tierH * 1.4, o.cx, y - tierH * 2.05, 'M', o.cx + sw * 0.2, y, 'Q', o.cx + sw * 0.12, y - tierH * 1.4, o.cx, y - tierH * 2.05)}" stroke="${shade(col, 0.25)}" stroke-width="2" fill="none"/>`
    out += `<ellipse cx="${n(o.cx)}" cy="${n(y + 4 - tierH * 2.1)}" rx="${n(sw * 0.16)}" ry="4" fill="${dark}"/>`
    out += `<path d="${d('M', o.cx, y - tierH * 2.1, 'v', -14)}" stroke="${lit(L, '#c9a23a')}" stroke-width="3"/>`
  } else {
    out += `<path d="${d('M', o.cx - w * 0.42, y, 'Q', o.cx, y - tierH * 0.9, o.cx + w * 0.42, y, 'Z')}" fill="${fill}"/>`
    out += `<path d="${d('M', o.cx, y - tierH * 0.45, 'v', -12)}" stroke="${dark}" stroke-width="2.5"/>`
  }
  doc.add(out)
}

interface PalaceOpts {
  cx: number
  base: number
  w: number
  h: number
  floors: number
  color: string
  trim: string
  roof: 'onion' | 'octagon' | 'rekha' | 'pyramid' | 'none'
  parapet: 'rail' | 'wavy' | 'plain'
  stairs?: boolean
  ruined?: boolean
  dome?: string
  wings?: boolean
}

function palace(c: Ctx, o: PalaceOpts): void {
  const { doc, L, rng } = c
  const col = lit(L, o.color)
  const trim = lit(L, o.trim)
  const dark = shade(col, 0.6)
  const fill = doc.box(
    [
      [0, tintUp(col, 0.1)],
      [1, shade(col, 0.12)],
    ],
    1,
    0,
  )
  const x0 = o.cx - o.w / 2
  const top = o.base - o.h
  const cw = o.w * 0.26
  let out = ''
  // central tower / dome first so the facade overlaps its base
  const roofBase = top - o.h * 0.16
  if (o.roof === 'onion' || o.roof === 'octagon') {
    const domeCol = lit(L, o.dome ?? o.color)
    const dfill = doc.box(
      [
        [0, tintUp(domeCol, 0.2)],
        [1, shade(domeCol, 0.28)],
      ],
      1,
      0,
    )
    const dw = cw * (o.roof === 'onion' ? 0.42 : 0.5)
    const drumH = o.h * (o.roof === 'onion' ? 0.28 : 0.32)
    out += `<rect x="${n(o.cx - dw / 2)}" y="${n(roofBase - drumH)}" width="${n(dw)}" height="${n(drumH + 6)}" fill="${fill}"/>`
    for (let i = 0; i < 3; i++) {
      const ax = o.cx - dw * 0.32 + i * dw * 0.32
      out += `<path d="${archPath(ax - dw * 0.08, roofBase - drumH * 0.8, dw * 0.16, drumH * 0.55)}" fill="${dark}"/>`
    }
    out += `<path d="${domePath(o.cx, roofBase - drumH, dw * 0.62, o.roof === 'onion' ? 'onion' : 'low')}" fill="${dfill}"/>`
    const tip = roofBase - drumH - (o.roof === 'onion' ? dw * 1.1 : dw * 0.56)
    out += `<path d="${d('M', o.cx, tip, 'v', -12)}" stroke="${shade(domeCol, 0.3)}" stroke-width="2"/>`
  } else if (o.roof === 'pyramid') {
    const rw = cw * 1.2
    const rt = roofBase - o.h * 0.3
    out += `<path d="${d('M', o.cx - rw / 2, roofBase + 4, 'L', o.cx - rw * 0.2, rt, 'H', o.cx + rw * 0.2, 'L', o.cx + rw / 2, roofBase + 4, 'Z')}" fill="${lit(L, '#7a3a2a')}"/>`
    out += `<path d="${d('M', o.cx - rw * 0.35, roofBase - o.h * 0.1, 'H', o.cx + rw * 0.35)}" stroke="${trim}" stroke-width="2"/>`
  } else if (o.roof === 'rekha') {
    const rh = o.h * 0.85
    out += `<path d="${rekha(o.cx, roofBase + 8, cw * 0.42, rh)}" fill="${fill}"/>`
    out += `<path d="${d('M', o.cx - cw * 0.1, roofBase + 6, 'Q', o.cx - cw * 0.07, roofBase - rh * 0.6, o.cx, roofBase + 8 - rh, 'M', o.cx + cw * 0.1, roofBase + 6, 'Q', o.cx + cw * 0.07, roofBase - rh * 0.6, o.cx, roofBase + 8 - rh)}" stroke="${shade(col, 0.25)}" stroke-width="2" fill="none"/>`
    out += `<ellipse cx="${n(o.cx)}" cy="${n(roofBase + 8 - rh)}" rx="${n(cw * 0.09)}" ry="3.5" fill="${shade(col, 0.3)}"/>`
    out += `<path d="${d('M', o.cx, roofBase + 4 - rh, 'v', -12)}" stroke="${trim}" stroke-width="3"/>`
  }
  // side wings
  const wingTop = top + (o.wings ? 0 : 0)
  out += `<rect x="${n(x0)}" y="${n(wingTop)}" width="${n(o.w)}" height="${n(o.h)}" fill="${fill}"/>`
  // central block, taller
  out += `<rect x="${n(o.cx - cw / 2)}" y="${n(roofBase)}" width="${n(cw)}" height="${n(o.base - roofBase)}" fill="${fill}"/>`
  const floorH = o.h / o.floors
  for (let f = 0; f < o.floors; f++) {
    const fy = o.base - floorH * (f + 1)
    out += `<rect x="${n(x0 - 3)}" y="${n(fy - 2)}" width="${n(o.w + 6)}" height="5" fill="${trim}"/>`
    const bays = Math.max(5, Math.round(o.w / 34))
    const bw = o.w / bays
    for (let b = 0; b < bays; b++) {
      const bx = x0 + b * bw
      const inCentre = bx + bw / 2 > o.cx - cw / 2 && bx + bw / 2 < o.cx + cw / 2
      const ah = floorH * (inCentre ? 0.66 : 0.58)
      const aw = bw * 0.5
      const broken = o.ruined && rng.chance(0.3)
      out += `<path d="${archPath(bx + (bw - aw) / 2, fy + floorH - 6 - ah, aw, ah)}" fill="${broken ? shade(col, 0.75) : dark}"/>`
      out += `<rect x="${n(bx - 2)}" y="${n(fy + 5)}" width="4" height="${n(floorH - 8)}" fill="${trim}" opacity=".85"/>`
    }
  }
  out += `<rect x="${n(o.cx - cw / 2)}" y="${n(roofBase)}" width="${n(cw)}" height="5" fill="${trim}"/>`
  // parapet
  if (o.ruined) {
    let edge = d('M', x0, top + 2)
    for (let x = x0; x <= x0 + o.w; x += 14) edge += ' ' + d('L', x, top - rng.range(0, 9))
    edge += ' ' + d('L', x0 + o.w, top + 2, 'Z')
    out += `<path d="${edge}" fill="${fill}"/>`
    let moss = ''
    for (let i = 0; i < 10; i++) {
      moss += `<ellipse cx="${n(x0 + rng.range(0, o.w))}" cy="${n(top + rng.range(-6, o.h * 0.8))}" rx="${n(rng.range(6, 16))}" ry="${n(rng.range(3, 7))}"/>`
    }
    out += `<g fill="${c.G.mid}" opacity=".85">${moss}</g>`
    let stain = ''
    for (let i = 0; i < 8; i++) {
      const sx = x0 + rng.range(0, o.w)
      stain += d('M', sx, top, 'v', rng.range(20, o.h * 0.7), 'h', rng.range(5, 12), 'V', top, 'Z')
    }
    out += `<path d="${stain}" fill="#000000" opacity=".12"/>`
  } else if (o.parapet === 'rail') {
    let rail = d('M', x0, top - 2, 'H', x0 + o.w)
    for (let x = x0 + 4; x < x0 + o.w; x += 7) rail += ' ' + d('M', x, top - 9, 'V', top)
    rail += ' ' + d('M', x0, top - 10, 'H', x0 + o.w)
    out += `<path d="${rail}" stroke="${trim}" stroke-width="2.2"/>`
  } else if (o.parapet === 'wavy') {
    let wave = d('M', x0, top + 1)
    for (let x = x0; x < x0 + o.w - 1; x += 20)
      wave += ' ' + d('Q', x + 10, top - 14, x + 20, top + 1)
    out += `<path d="${wave}Z" fill="${trim}"/>`
  }
  if (o.stairs) {
    const sw = cw * 0.9
    const sh = o.h * 0.42
    out += `<path d="${d('M', o.cx - sw / 2, o.base - sh, 'H', o.cx + sw / 2, 'L', o.cx + sw * 0.9, o.base + 14, 'H', o.cx - sw * 0.9, 'Z')}" fill="${tintUp(trim, 0.2)}"/>`
    let steps = ''
    for (let i = 1; i < 9; i++) {
      const t = i / 9
      const y = o.base - sh + (sh + 14) * t
      const half = sw / 2 + sw * 0.4 * t
      steps += d('M', o.cx - half, y, 'H', o.cx + half)
    }
    out += `<path d="${steps}" stroke="${shade(trim, 0.25)}" stroke-width="1.2"/>`
  }
  doc.add(out)
}

/** Old merchant houses in a row (Panam Nagar). */
function oldHouses(c: Ctx, base: number): void {
  const { doc, L, rng } = c
  const palette = ['#c9a27a', '#d7b8a6', '#a9b2a8', '#c7896b', '#e0cfa6', '#b49a86']
  let x = -20
  while (x < c.W + 10) {
    const w = rng.range(130, 180)
    const h = rng.range(150, 205)
    const col = lit(L, rng.pick(palette))
    const fill = doc.box(
      [
        [0, tintUp(col, 0.08)],
        [1, shade(col, 0.18)],
      ],
      1,
      1,
    )
    const top = base - h
    let out = `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${shade(col, 0.35)}" stroke-width="2"/>`
    const floorH = h / 2
    for (let f = 0; f < 2; f++) {
      const fy = base - floorH * (f + 1)
      out += `<rect x="${n(x - 3)}" y="${n(fy - 3)}" width="${n(w + 6)}" height="6" fill="${tintUp(col, 0.2)}"/>`
      const bays = 3
      for (let b = 0; b < bays; b++) {
        const bx = x + (w * (b + 0.5)) / bays
        const aw = w / 7
        const ah = floorH * 0.6
        out += `<path d="${archPath(bx - aw / 2, fy + floorH - 10 - ah, aw, ah)}" fill="${shade(col, 0.65)}"/>`
        if (rng.chance(0.5)) {
          out += `<path d="${d('M', bx - aw / 2, fy + floorH - 10 - ah * 0.55, 'h', aw * 0.45, 'v', ah * 0.55, 'h', -aw * 0.45, 'Z')}" fill="${lit(L, '#3f6b58')}"/>`
        }
      }
    }
    // broken parapet and plants
    let edge = d('M', x, top)
    for (let px = x; px <= x + w; px += 12) edge += ' ' + d('L', px, top - rng.range(0, 10))
    edge += ' ' + d('L', x + w, top, 'Z')
    out += `<path d="${edge}" fill="${shade(col, 0.1)}"/>`
    let moss = ''
    for (let i = 0; i < 4; i++) {
      moss += `<ellipse cx="${n(x + rng.range(0, w))}" cy="${n(top + rng.range(-6, 10))}" rx="${n(rng.range(6, 14))}" ry="${n(rng.range(4, 8))}"/>`
    }
    out += `<g fill="${c.G.mid}">${moss}</g>`
    let stain = ''
    for (let i = 0; i < 4; i++) {
      const sx = x + rng.range(0, w)
      stain += d('M', sx, top, 'v', rng.range(30, h * 0.8), 'h', rng.range(6, 14), 'V', top, 'Z')
    }
    out += `<path d="${stain}" fill="#000000" opacity=".1"/>`
    doc.add(out)
    x += w + rng.range(4, 12)
  }
}

function brickFill(c: Ctx, brick: string): string {
  const pid = c.doc.id('p')
  c.doc.def(
    `<pattern id="${pid}" width="12" height="6" patternUnits="userSpaceOnUse"><rect width="12" height="6" fill="${brick}"/><path d="M0 5.5H12M6 0V3M0 3H12M3 3V6" stroke="${shade(brick, 0.25)}" stroke-width=".8"/></pattern>`,
  )
  return `url(#${pid})`
}

/** Terraced brick temple mound (Paharpur) with the cloister wall in front. */
function stupa(c: Ctx, cx: number, base: number, w: number, h: number): void {
  const { L } = c
  const brick = lit(L, '#a5472e')
  const bricks = brickFill(c, brick)
  const tiers = 4
  let out = ''
  let y = base
  for (let t = 0; t < tiers; t++) {
    const tw = w * (1 - t * 0.2)
    const th = (h / tiers) * (t === tiers - 1 ? 0.9 : 1)
    out += `<path d="${d('M', cx - tw / 2, y, 'L', cx - tw / 2 + 6, y - th, 'H', cx + tw / 2 - 6, 'L', cx + tw / 2, y, 'Z')}" fill="${bricks}"/>`
    out += `<path d="${d('M', cx - tw / 2 + 8, y - th * 0.45, 'H', cx + tw / 2 - 8)}" stroke="${shade(brick, 0.35)}" stroke-width="5" stroke-dasharray="10 4"/>`
    out += `<path d="${d('M', cx - tw / 2 + 5, y - th + 1, 'H', cx + tw / 2 - 5)}" stroke="${c.G.light}" stroke-width="3"/>`
    // projecting central arm of the cross plan
    if (t < tiers - 1) {
      const aw = tw * 0.28
      out += `<rect x="${n(cx - aw / 2)}" y="${n(y - th)}" width="${n(aw)}" height="${n(th)}" fill="${shade(brick, 0.12)}" opacity=".6"/>`
    }
    y -= th
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w * 0.18)}" ry="5" fill="${c.G.mid}"/>`
  c.doc.add(out)
}

/** Long low wall with a row of cells, in front of a monastery. */
function cloister(c: Ctx, y: number, h: number, x0: number, x1: number): void {
  const brick = lit(c.L, '#9c4a32')
  let cells = ''
  for (let x = x0 + 8; x < x1 - 20; x += 30)
    cells += d('M', x, y - 3, 'v', -h * 0.55, 'h', 18, 'v', h * 0.55, 'Z')
  c.doc.add(
    `<rect x="${n(x0)}" y="${n(y - h)}" width="${n(x1 - x0)}" height="${n(h)}" fill="${brick}"/>`,
    `<path d="${cells}" fill="${shade(brick, 0.45)}"/>`,
    `<path d="${d('M', x0, y - h + 1, 'H', x1)}" stroke="${c.G.light}" stroke-width="3"/>`,
  )
}

function hut(c: Ctx, x: number, y: number, s: number, roof: string): void {
  const wall = lit(c.L, '#b9925e')
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">`
  out += `<rect x="-18" y="-20" width="36" height="20" fill="${wall}"/><rect x="-4" y="-14" width="8" height="14" fill="${shade(wall, 0.5)}"/>`
  out += `<path d="M-24 -18L0 -34L24 -18Z" fill="${lit(c.L, roof)}"/>`
  c.doc.add(out + '</g>')
}

/** House on stilts (hill villages). */
function stiltHouse(c: Ctx, x: number, y: number, s: number, roof: string): void {
  const wood = lit(c.L, '#8a6a46')
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">`
  out += `<path d="M-14 0V-14M-4 0V-14M6 0V-14M14 0V-14" stroke="${shade(wood, 0.3)}" stroke-width="2"/>`
  out += `<rect x="-18" y="-30" width="36" height="16" fill="${wood}"/><rect x="-10" y="-26" width="6" height="6" fill="${shade(wood, 0.6)}"/><rect x="4" y="-26" width="6" height="6" fill="${shade(wood, 0.6)}"/>`
  out += `<path d="M-23 -28L-14 -42H14L23 -28Z" fill="${lit(c.L, roof)}"/>`
  c.doc.add(out + '</g>')
}

function watchtower(c: Ctx, x: number, y: number, h: number): void {
  const wood = lit(c.L, '#6e5238')
  const w = h * 0.22
  let out = `<path d="${d('M', x - w, y, 'L', x - w * 0.55, y - h, 'M', x + w, y, 'L', x + w * 0.55, y - h, 'M', x - w * 0.9, y - h * 0.3, 'L', x + w * 0.8, y - h * 0.62, 'M', x + w * 0.9, y - h * 0.3, 'L', x - w * 0.8, y - h * 0.62)}" stroke="${wood}" stroke-width="${n(h * 0.03)}" fill="none"/>`
  out += `<rect x="${n(x - w * 0.75)}" y="${n(y - h - h * 0.14)}" width="${n(w * 1.5)}" height="${n(h * 0.14)}" fill="${wood}"/>`
  out += `<path d="${d('M', x - w, y - h - h * 0.14, 'L', x, y - h * 1.32, 'L', x + w, y - h - h * 0.14, 'Z')}" fill="${lit(c.L, '#7a3a22')}"/>`
  c.doc.add(out)
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

type Foreground = 'lawn' | 'pond' | 'fields' | 'river' | 'road' | 'orchard'

interface MonumentOpts {
  build: (c: Ctx, base: number) => void
  fore: Foreground
  ground?: number
  trees?: number
  palms?: boolean
  people?: number
  sunX?: number
  boats?: number
}

/** A building on open ground, with trees behind and a foreground (lawn, pond, fields...). */
function monument(c: Ctx, o: MonumentOpts): void {
  const { doc, rng, G, L } = c
  const ground = o.ground ?? 350
  const sun = sky(c, ground, { sunX: o.sunX })
  clouds(c, rng.int(2, 4), 40, ground - 150)
  birds(c, rng.int(3, 6), 60, c.W - 60, 50, 150)
  const back = crowns(c, -20, c.W + 20, () => ground - 6, 14, 30, 26, 60, ground + 10)
  doc.add(`<path d="${back}" fill="${mix(G.mid, L.haze, 0.35)}"/>`)
  const lawnFill = doc.linear(
    [
      [0, mix(G.field, G.mid, 0.3)],
      [1, G.near],
    ],
    0,
    ground,
    0,
    c.H,
  )
  doc.add(
    `<rect x="0" y="${n(ground - 2)}" width="${c.W}" height="${n(c.H - ground + 2)}" fill="${lawnFill}"/>`,
  )
  if (o.fore === 'fields') paddies(c, ground + 14, c.H, c.W / 2)
  if (o.fore === 'lawn' || o.fore === 'road' || o.fore === 'orchard') {
    const pathCol = o.fore === 'road' ? lit(L, '#8c8070') : lit(L, '#d8c49a')
    const p = d(
      'M',
      c.W / 2 - 30,
      ground + 8,
      'L',
      c.W / 2 + 30,
      ground + 8,
      'L',
      c.W / 2 + 170,
      c.H,
      'L',
      c.W / 2 - 170,
      c.H,
      'Z',
    )
    doc.add(`<path d="${p}" fill="${pathCol}" opacity=".9"/>`)
  }
  const gid = doc.id('m')
  doc.add(`<g id="${gid}">`)
  o.build(c, ground)
  doc.add('</g>')
  const trees = o.trees ?? 4
  for (let i = 0; i < trees; i++) {
    const left = i % 2 === 0
    const x = left ? rng.range(10, 150) : rng.range(c.W - 150, c.W - 10)
    const s = rng.range(1.1, 1.9)
    if (o.palms && rng.chance(0.5))
      palm(c, x, ground + 18, rng.range(120, 170), rng.range(-30, 30), G.near)
    else roundTree(c, x, ground + rng.range(6, 22), s, rng.pick([G.near, G.mid, G.dark]))
  }
  if (o.fore === 'pond' || o.fore === 'river') {
    const top = o.fore === 'pond' ? ground + 42 : ground + 30
    doc.add(`<rect x="0" y="${n(top - 6)}" width="${c.W}" height="8" fill="${lit(L, '#b9a27c')}"/>`)
    water(c, top, c.H, {
      sun,
      deep: o.fore === 'pond' ? mix(L.water, G.near, 0.35) : L.water,
      lines: 20,
    })
    const clip = doc.clip(d('M', 0, top, 'H', c.W, 'V', c.H, 'H', 0, 'Z'))
    const k = 0.9
    doc.add(
      `<g clip-path="${clip}" opacity=".32"><use href="#${gid}" transform="matrix(1 0 0 ${-k} 0 ${n(top + ground * k)})"/></g>`,
    )
    for (let i = 0; i < (o.boats ?? 0); i++) {
      boat(c, rng.range(120, c.W - 120), top + rng.range(40, 90), rng.range(0.55, 0.8), {
        roof: rng.chance(0.6),
        man: true,
        flip: rng.chance(0.5),
        reflect: true,
      })
    }
  } else if (o.fore === 'orchard') {
    // rows of mango trees on both sides of the path, nearer rows larger
    for (let row = 0; row < 5; row++) {
      const t = row / 4
      const y = ground + 20 + t * t * (c.H - ground)
      const s = 0.6 + t * 1.6
      const edge = 40 + t * 150
      for (const side of [-1, 1]) {
        for (let k = 0; k < 3; k++) {
          const x = c.W / 2 + side * (edge + 30 * s + k * 70 * s + rng.range(-8, 8))
          roundTree(c, x, y, s, rng.pick([G.near, G.mid, G.dark]))
        }
      }
    }
  }
  for (let i = 0; i < (o.people ?? 0); i++) {
    const y = ground + rng.range(30, 110)
    person(
      c,
      rng.range(200, c.W - 200),
      y,
      0.8 + (y - ground) / 120,
      rng.pick(['#c0392b', '#2e86c1', '#f1c40f', '#8e44ad', '#e67e22', '#16a085']),
    )
  }
}

interface BeachOpts {
  boats?: number
  ships?: number
  plane?: boolean
  umbrellas?: number
  palms?: number
  jhau?: number
  headland?: boolean
  sunX?: number
  blocks?: boolean
}

function beach(c: Ctx, o: BeachOpts): void {
  const { doc, rng, G, L } = c
  const horizon = rng.range(238, 262)
  const sun = sky(c, horizon, { sunX: o.sunX })
  clouds(c, rng.int(2, 4), 40, horizon - 90)
  birds(c, rng.int(3, 7), 100, c.W - 100, 60, 170)
  if (o.plane) plane(c, rng.range(150, 300), rng.range(70, 110), 1.1)
  if (o.headland) {
    const pts = ridge(c, horizon + 2, 60, { env: (x) => Math.max(0, 1 - x / 330) })
    hill(c, pts, far(L, G.mid, 0.35), far(L, G.near, 0.2), horizon + 4)
  }
  water(c, horizon, c.H, { sun, lines: 40 })
  for (let i = 0; i < (o.ships ?? 0); i++)
    ship(
      c,
      rng.range(120, c.W - 80),
      horizon + 1,
      rng.range(0.22, 0.34),
      rng.pick(['#2b3440', '#5a2a2a', '#1f3a5a']),
    )
  // breaking waves then the beach
  const shoreL = rng.range(330, 360)
  const shoreR = rng.range(350, 385)
  const mid = (shoreL + shoreR) / 2 + rng.range(-12, 12)
  const shore = d('M', -10, shoreL, 'Q', c.W / 2, mid, c.W + 10, shoreR)
  for (let k = 3; k >= 1; k--) {
    const off = -k * 13
    doc.add(
      `<path d="${d('M', -10, shoreL + off, 'Q', c.W / 2, mid + off, c.W + 10, shoreR + off)}" stroke="#ffffff" stroke-width="${n(1 + k * 0.6)}" fill="none" opacity="${n2(0.25 + 0.12 * (3 - k))}" stroke-dasharray="${40 + k * 25} ${12 + k * 6}"/>`,
    )
  }
  const sand = lit(L, '#e6cc98')
  const sandFill = doc.linear(
    [
      [0, mix(sand, L.water, 0.3)],
      [0.08, sand],
      [1, shade(sand, 0.12)],
    ],
    0,
    Math.min(shoreL, shoreR),
    0,
    c.H,
  )
  doc.add(
    `<path d="${shore} ${d('L', c.W + 10, c.H + 5, 'L', -10, c.H + 5, 'Z')}" fill="${sandFill}"/>`,
  )
  doc.add(`<path d="${shore}" stroke="#ffffff" stroke-width="3.5" fill="none" opacity=".8"/>`)
  let ripples = ''
  for (let i = 0; i < 14; i++) {
    const y = rng.range(Math.max(shoreL, shoreR) + 15, c.H - 10)
    const x = rng.range(0, c.W - 60)
    ripples += d('M', x, y, 'q', 20, -3, 40, 0)
  }
  doc.add(
    `<path d="${ripples}" stroke="${shade(sand, 0.15)}" stroke-width="1.5" fill="none" opacity=".6"/>`,
  )
  for (let i = 0; i < (o.jhau ?? 0); i++) {
    const x = rng.chance(0.5) ? rng.range(-10, 120) : rng.range(c.W - 120, c.W + 10)
    jhau(c, x, shoreR + rng.range(20, 60), rng.range(110, 170), shade(G.near, 0.1))
  }
  for (let i = 0; i < (o.palms ?? 0); i++) {
    const left = i % 2 === 0
    palm(
      c,
      left ? rng.range(10, 90) : rng.range(c.W - 90, c.W - 10),
      c.H - rng.range(20, 70),
      rng.range(150, 210),
      left ? rng.range(10, 45) : rng.range(-45, -10),
      G.near,
    )
  }
  if (o.blocks) {
    let b = ''
    for (let i = 0; i < 10; i++) {
      const x = c.W - 240 + (i % 5) * 44 + rng.range(-6, 6)
      const y = shoreR + 36 + Math.floor(i / 5) * 28 + rng.range(-4, 4)
      b += d('M', x, y, 'l', 16, -12, 'l', 22, 4, 'l', 4, 20, 'l', -18, 12, 'l', -22, -6, 'Z')
    }
    doc.add(
      `<path d="${b}" fill="${lit(L, '#9a9a96')}" stroke="${lit(L, '#6a6a66')}" stroke-width="1.5"/>`,
    )
  }
  const umbrellaCols = ['#c0392b', '#2471a3', '#f1c40f', '#27ae60', '#e67e22']
  for (let i = 0; i < (o.umbrellas ?? 0); i++) {
    const x = rng.range(380, c.W - 40)
    const y = rng.range(Math.max(shoreL, shoreR) + 20, c.H - 60)
    const s = 0.6 + (y - 350) / 220
    const colU = lit(L, at(umbrellaCols, i % umbrellaCols.length))
    doc.add(
      `<path d="${d('M', x, y, 'V', y - 44 * s)}" stroke="${lit(L, '#5a4a3a')}" stroke-width="${n(2 * s)}"/>`,
      `<path d="${d('M', x - 30 * s, y - 40 * s, 'Q', x, y - 64 * s, x + 30 * s, y - 40 * s, 'Z')}" fill="${colU}"/>`,
      `<path d="${d('M', x - 22 * s, y, 'l', 8 * s, -14 * s, 'h', 22 * s, 'l', -4 * s, 14 * s)}" stroke="${lit(L, '#4a6a8a')}" stroke-width="${n(2.5 * s)}" fill="none"/>`,
    )
  }
  const boatCols = [
    ['#c0392b', '#2e86c1', '#f4d03f'],
    ['#1e8449', '#f4d03f', '#c0392b'],
    ['#2471a3', '#e74c3c', '#ffffff'],
    ['#7d3c98', '#f5b041', '#48c9b0'],
  ] as const
  for (let i = 0; i < (o.boats ?? 0); i++) {
    const y = rng.range(Math.max(shoreL, shoreR) + 30, c.H - 25)
    const s = 0.55 + (y - 360) / 200
    seaBoat(
      c,
      rng.range(60, o.umbrellas ? 360 : c.W - 80),
      y,
      s,
      rng.pick(boatCols),
      rng.chance(0.5),
    )
  }
}

function island(c: Ctx): void {
  const { doc, rng, G, L } = c
  const horizon = rng.range(235, 255)
  const sun = sky(c, horizon)
  clouds(c, rng.int(3, 5), 40, horizon - 70)
  birds(c, 4, 300, 700, 60, 140)
  water(c, horizon, c.H, {
    sun,
    deep: lit(L, '#137a8a'),
    top: mix(L.sky[2], lit(L, '#3aa7b8'), 0.5),
    lines: 36,
  })
  const ix = rng.range(330, 470)
  const iw = rng.range(460, 560)
  const iy = horizon + 34
  const shallow = doc.radial(
    [
      [0, lit(L, '#6fe0d0'), 0.7],
      [1, lit(L, '#6fe0d0'), 0],
    ],
    ix,
    iy,
    iw * 0.62,
  )
  doc.add(`<ellipse cx="${n(ix)}" cy="${n(iy)}" rx="${n(iw * 0.62)}" ry="32" fill="${shallow}"/>`)
  doc.add(
    `<path d="${d('M', ix - iw / 2, iy, 'Q', ix - iw * 0.3, iy - 14, ix, iy - 16, 'Q', ix + iw * 0.35, iy - 16, ix + iw / 2, iy, 'Z')}" fill="${lit(L, '#eedcb0')}"/>`,
  )
  const top = crowns(
    c,
    ix - iw * 0.42,
    ix + iw * 0.4,
    (x) => iy - 10 - 6 * Math.cos(((x - ix) / iw) * 3),
    6,
    14,
    18,
    40,
    iy - 8,
  )
  doc.add(`<path d="${top}" fill="${G.mid}"/>`)
  for (let i = 0; i < 11; i++) {
    const x = ix + rng.range(-iw * 0.42, iw * 0.42)
    palm(c, x, iy - 8, rng.range(38, 62), rng.range(-14, 14), G.near)
  }
  boat(c, ix + iw * 0.45 + rng.range(0, 40), iy + 26, 0.42, {
    roof: true,
    flip: rng.chance(0.5),
    reflect: true,
  })
  // coral rocks in the shallows
  let rocks = ''
  for (let i = 0; i < 9; i++) {
    const x = rng.chance(0.5) ? rng.range(-20, 260) : rng.range(c.W - 260, c.W + 20)
    const y = rng.range(400, 500)
    const r = rng.range(18, 46) * (0.6 + (y - 400) / 150)
    rocks += d(
      'M',
      x - r,
      y,
      'Q',
      x - r * 0.9,
      y - r * 0.6,
      x - r * 0.2,
      y - r * 0.7,
      'Q',
      x + r * 0.4,
      y - r * 0.9,
      x + r,
      y - r * 0.2,
      'L',
      x + r,
      y,
      'Z',
    )
  }
  doc.add(`<path d="${rocks}" fill="${lit(L, '#4a4036')}"/>`)
  doc.add(
    `<path d="${rocks}" fill="none" stroke="#ffffff" stroke-width="2" opacity=".5" stroke-dasharray="6 10"/>`,
  )
  palm(c, 40, c.H + 20, 320, 110, G.dark)
}

interface HillOpts {
  layers?: number
  cloudSea?: boolean
  houses?: boolean
  cottage?: boolean
  snow?: boolean
  flatTea?: boolean
  river?: boolean
  sea?: boolean
  horizon?: number
}

function hills(c: Ctx, o: HillOpts): void {
  const { doc, rng, G, L } = c
  const horizon = o.horizon ?? 300
  const sun = sky(c, horizon, {})
  clouds(c, rng.int(3, 5), 40, 170)
  birds(c, rng.int(2, 5), 100, c.W - 100, 60, 160)
  if (o.snow) {
    const pts: Pt[] = []
    let x = -40
    while (x < c.W + 40) {
      pts.push([x, horizon - rng.range(20, 50)])
      x += rng.range(30, 60)
      pts.push([x, horizon - rng.range(70, 150)])
      x += rng.range(30, 60)
    }
    pts.push([c.W + 60, horizon])
    const outline = polyline(pts)
    const mtn = mix(lit(L, '#8a9ab8'), L.haze, 0.35)
    doc.add(
      `<path d="${outline} ${d('L', c.W + 60, horizon + 40, 'L', -60, horizon + 40, 'Z')}" fill="${mtn}"/>`,
    )
    let snow = ''
    for (let i = 1; i < pts.length - 1; i += 2) {
      const p = at(pts, i)
      const a = at(pts, i - 1)
      const b = at(pts, i + 1)
      const t = 0.35
      snow += d(
        'M',
        p[0],
        p[1],
        'L',
        p[0] + (b[0] - p[0]) * t,
        p[1] + (b[1] - p[1]) * t,
        'L',
        p[0] + (b[0] - p[0]) * t * 0.4,
        p[1] + (b[1] - p[1]) * t * 0.7,
        'L',
        p[0] + (a[0] - p[0]) * t * 0.6,
        p[1] + (a[1] - p[1]) * t * 0.9,
        'L',
        p[0] + (a[0] - p[0]) * t,
        p[1] + (a[1] - p[1]) * t,
        'Z',
      )
    }
    doc.add(`<path d="${snow}" fill="${mix('#ffffff', L.sky[2], 0.25)}" opacity=".95"/>`)
    if (o.flatTea) {
      const fillT = doc.linear(
        [
          [0, mix(G.near, L.haze, 0.4)],
          [1, G.near],
        ],
        0,
        horizon,
        0,
        c.H,
      )
      doc.add(
        `<rect x="0" y="${n(horizon + 10)}" width="${c.W}" height="${n(c.H - horizon)}" fill="${fillT}"/>`,
      )
      const band = crowns(c, -20, c.W + 20, () => horizon + 14, 4, 10, 14, 40, horizon + 30)
      doc.add(`<path d="${band}" fill="${mix(G.mid, L.haze, 0.45)}"/>`)
      let rows = ''
      let y = horizon + 34
      let gap = 6
      while (y < c.H + 10) {
        rows += d('M', -10, y, 'Q', c.W / 2, y - gap * 0.4, c.W + 10, y)
        y += gap
        gap *= 1.22
      }
      doc.add(
        `<path d="${rows}" stroke="${G.light}" stroke-width="3" fill="none" opacity=".55" stroke-linecap="round"/>`,
      )
      for (let i = 0; i < 6; i++)
        shadeTree(
          c,
          rng.range(0, c.W),
          rng.range(horizon + 60, c.H - 30),
          rng.range(70, 130),
          G.dark,
        )
      person(c, rng.range(300, 500), c.H - 60, 1.7, lit(L, '#d35400'), {
        dress: true,
        basket: true,
      })
    }
    return
  }
  const layers = o.layers ?? 4
  const coast = d(
    'M',
    c.W + 60,
    -10,
    'V',
    horizon + 5,
    'Q',
    600,
    horizon + 14,
    480,
    390,
    'T',
    290,
    c.H + 20,
  )
  if (o.sea) {
    water(c, horizon, c.H, { sun, lines: 30 })
    doc.add(`<g clip-path="${doc.clip(`${coast} ${d('H', -60, 'V', -10, 'Z')}`)}">`)
  }
  for (let i = 0; i < layers; i++) {
    const t = i / Math.max(1, layers - 1)
    const base = horizon - 40 + t * 150
    const amp = 140 - t * 50
    const pts = ridge(c, base, amp, { step: 30 + t * 20 })
    const dist = 0.65 * (1 - t)
    hill(c, pts, far(L, i === layers - 1 ? G.near : G.mid, dist), far(L, G.dark, dist * 0.8), c.H)
    if (o.cloudSea && i < layers - 1) {
      cloudBank(c, base + 12 - t * 20, 90, mix('#ffffff', L.cloud, 0.4), 0.75 - t * 0.2)
    }
    if (o.houses && i === layers - 1) {
      const roofs = ['#c0392b', '#2471a3', '#27ae60', '#e67e22', '#8e44ad']
      const pts2 = pts.filter((p) => p[0] > 60 && p[0] < c.W - 60)
      for (let k = 0; k < pts2.length; k += 2) {
        const p = at(pts2, k)
        stiltHouse(c, p[0], p[1] + 12, 0.9, at(roofs, k % roofs.length))
      }
    }
    if (o.cottage && i === layers - 1) {
      const peak = pts.reduce(
        (a, b) => (b[1] < a[1] && b[0] > 80 && b[0] < c.W - 80 ? b : a),
        at(pts, 2),
      )
      stiltHouse(c, peak[0], peak[1] + 10, 1.6, '#1f5f8a')
      person(c, peak[0] + 50, peak[1] + 22, 1.2, lit(L, '#c0392b'), { pack: lit(L, '#2c3e50') })
    }
  }
  if (o.river) {
    const top = c.H - 110
    const river = d(
      'M',
      -20,
      top + 20,
      'Q',
      c.W * 0.3,
      top - 10,
      c.W * 0.55,
      top + 10,
      'T',
      c.W + 20,
      top,
      'V',
      c.H,
      'H',
      -20,
      'Z',
    )
    const clip = doc.clip(river)
    doc.add(`<g clip-path="${clip}">`)
    water(c, top - 12, c.H, { sun, lines: 16 })
    doc.add('</g>')
    boat(c, rng.range(250, 550), c.H - 40, 0.7, {
      roof: true,
      man: true,
      reflect: true,
      flip: rng.chance(0.5),
    })
    kash(c, -10, 200, c.H - 4, 24, 1.1)
  }
  if (o.sea) {
    doc.add('</g>')
    doc.add(`<path d="${coast}" stroke="${lit(L, '#ead3a0')}" stroke-width="16" fill="none"/>`)
    doc.add(
      `<path d="${coast}" transform="translate(12 4)" stroke="#ffffff" stroke-width="2.5" fill="none" opacity=".75"/>`,
    )
    seaBoat(c, 600, 440, 0.55, ['#c0392b', '#2e86c1', '#f4d03f'])
    ship(c, 700, horizon + 2, 0.25)
  }
}

/** Rows of tea bushes following a hill's contour: one path, repeated lower down. */
function teaRows(
  c: Ctx,
  pts: readonly Pt[],
  clip: string,
  gap0: number,
  depth: number,
  color: string,
  width: number,
): void {
  const id = c.doc.id('t')
  c.doc.def(`<path id="${id}" d="${smooth(pts)}"/>`)
  let uses = ''
  let dy = 4
  let gap = gap0
  while (dy < depth) {
    uses += `<use href="#${id}" y="${n(dy)}"/>`
    dy += gap
    gap *= 1.07
  }
  c.doc.add(
    `<g clip-path="${clip}" stroke="${color}" stroke-width="${n(width)}" fill="none" opacity=".75">${uses}</g>`,
  )
}

interface TeaOpts {
  pickers?: number
  trees?: number
}

function teaGarden(c: Ctx, o: TeaOpts = {}): void {
  const { doc, rng, G, L } = c
  const horizon = rng.range(200, 230)
  sky(c, horizon + 20)
  clouds(c, rng.int(2, 4), 40, horizon - 60)
  birds(c, 4, 100, c.W - 100, 50, 130)
  const farPts = ridge(c, horizon + 30, 70)
  hill(c, farPts, far(L, G.mid, 0.55), far(L, G.mid, 0.35), c.H)
  const tea = lit(L, '#5f9e3a')
  for (let i = 0; i < 3; i++) {
    const base = horizon + 80 + i * 95
    const pts = ridge(c, base, 70 - i * 10, { step: 50 })
    const top = mix(tea, L.haze, 0.3 - i * 0.12)
    const path = hill(c, pts, tintUp(top, 0.1), shade(top, 0.1), c.H)
    const clip = doc.clip(path)
    teaRows(c, pts, clip, 6 + i * 3, 260, shade(tea, 0.35 - i * 0.05), 2 + i * 1.3)
    const trees = (o.trees ?? 4) - i
    for (let k = 0; k < trees; k++) {
      const p = rng.pick(pts.slice(2, -2))
      shadeTree(
        c,
        p[0],
        p[1] + rng.range(10, 50),
        rng.range(60, 95) * (1 + i * 0.35),
        far(L, G.dark, 0.3 - i * 0.1),
      )
    }
    if (i === 2) {
      const cols = ['#c0392b', '#d35400', '#8e44ad', '#f1c40f', '#16a085']
      for (let k = 0; k < (o.pickers ?? 3); k++) {
        const p = rng.pick(pts.slice(5, -5))
        person(
          c,
          p[0] + rng.range(-20, 20),
          p[1] + rng.range(18, 40),
          1.6,
          lit(L, at(cols, k % cols.length)),
          { dress: true, basket: true },
        )
      }
    }
  }
}

interface LakeOpts {
  bridge?: boolean
  isle?: boolean
  ghat?: boolean
  lilies?: boolean
  tower?: boolean
  clay?: boolean
  hillsBack?: boolean
  flatBanks?: boolean
  boats?: number
}

function lake(c: Ctx, o: LakeOpts): void {
  const { doc, rng, G, L } = c
  const horizon = rng.range(262, 285)
  const sun = sky(c, horizon)
  clouds(c, rng.int(2, 4), 40, horizon - 120)
  birds(c, rng.int(3, 6), 80, c.W - 80, 50, 150)
  const gid = doc.id('l')
  doc.add(`<g id="${gid}">`)
  if (o.hillsBack || o.clay) {
    const pts = ridge(c, horizon, 130, { lift: 0.25 })
    hill(c, pts, far(L, G.mid, 0.5), far(L, G.mid, 0.35), horizon + 2)
  }
  let rightHill: Pt[] = []
  if (o.flatBanks || o.ghat) {
    const band = crowns(c, -20, c.W + 20, () => horizon, 12, 26, 22, 50, horizon + 2)
    doc.add(`<path d="${band}" fill="${mix(G.mid, L.haze, 0.3)}"/>`)
  } else if (!o.clay) {
    const left = ridge(c, horizon + 4, 170, { env: (x) => Math.max(0, 1 - x / 330), lift: 0.4 })
    hill(c, left, G.mid, G.near, horizon + 6)
    rightHill = ridge(c, horizon + 4, 150, {
      env: (x) => Math.max(0, (x - c.W + 360) / 360),
      lift: 0.4,
    })
    hill(c, rightHill, far(L, G.mid, 0.1), G.near, horizon + 6)
    const trees = crowns(c, -20, c.W + 20, () => horizon + 4, 4, 9, 12, 26, horizon + 6)
    doc.add(`<path d="${trees}" fill="${G.dark}"/>`)
  }
  if (o.tower) {
    const tx = rng.range(660, 720)
    watchtower(c, tx, ridgeY(rightHill, tx) + 6, 70)
  }
  doc.add('</g>')
  water(c, horizon, c.H, {
    sun,
    deep: o.clay ? lit(L, '#127a80') : undefined,
    top: o.clay ? lit(L, '#7fd3c6') : undefined,
  })
  const clip = doc.clip(d('M', 0, horizon, 'H', c.W, 'V', c.H, 'H', 0, 'Z'))
  doc.add(
    `<g clip-path="${clip}" opacity=".3"><use href="#${gid}" transform="matrix(1 0 0 -1 0 ${n(horizon * 2 + 4)})"/></g>`,
  )
  if (o.bridge) {
    const bx0 = rng.range(200, 250)
    const bx1 = bx0 + rng.range(330, 380)
    const by = horizon + 30
    const red = lit(L, '#c0392b')
    let hangers = ''
    for (let x = bx0 + 10; x < bx1; x += 10) {
      const t = (x - bx0) / (bx1 - bx0)
      const cable = by - 46 + 40 * 4 * t * (1 - t)
      const deck = by + 12 * 4 * t * (1 - t)
      hangers += d('M', x, cable, 'V', deck)
    }
    doc.add(
      `<path d="${d('M', bx0 - 60, by + 6, 'Q', bx0 - 20, by - 4, bx0, by, 'M', bx1, by, 'Q', bx1 + 20, by - 4, bx1 + 60, by + 6)}" stroke="${lit(L, '#8a7a66')}" stroke-width="5" fill="none"/>`,
      `<path d="${d('M', bx0, by - 52, 'V', by + 22, 'M', bx1, by - 52, 'V', by + 22)}" stroke="${red}" stroke-width="7"/>`,
      `<path d="${d('M', bx0, by - 46, 'Q', (bx0 + bx1) / 2, by + 34, bx1, by - 46)}" stroke="${red}" stroke-width="3" fill="none"/>`,
      `<path d="${hangers}" stroke="${red}" stroke-width="1.3"/>`,
      `<path d="${d('M', bx0, by, 'Q', (bx0 + bx1) / 2, by + 24, bx1, by)}" stroke="${shade(red, 0.25)}" stroke-width="5" fill="none"/>`,
    )
  }
  if (o.clay) {
    // china-clay banks, pale and streaked, with grass along their tops
    const clay = lit(L, '#e3cfc0')
    const banks = [
      d(
        'M',
        -20,
        180,
        'Q',
        130,
        170,
        230,
        250,
        'Q',
        290,
        310,
        250,
        390,
        'Q',
        210,
        450,
        140,
        c.H + 10,
        'H',
        -20,
        'Z',
      ),
      d(
        'M',
        c.W + 20,
        250,
        'Q',
        700,
        240,
        620,
        300,
        'Q',
        570,
        350,
        610,
        420,
        'Q',
        650,
        470,
        720,
        c.H + 10,
        'H',
        c.W + 20,
        'Z',
      ),
    ]
    for (const b of banks) {
      const fill = doc.linear(
        [
          [0, tintUp(clay, 0.15)],
          [0.5, clay],
          [1, mix(clay, '#b07e6c', 0.7)],
        ],
        0,
        180,
        0,
        c.H,
      )
      doc.add(`<path d="${b}" fill="${fill}"/>`)
      let streaks = ''
      for (let i = 0; i < 60; i++) {
        const x = rng.range(-10, c.W + 10)
        const y = rng.range(190, 460)
        streaks += d('M', x, y, 'l', rng.range(-4, 4), rng.range(20, 80))
      }
      doc.add(
        `<path d="${streaks}" clip-path="${doc.clip(b)}" stroke="${lit(L, '#a87a6a')}" stroke-width="2.4" opacity=".45"/>`,
      )
    }
    // grass tufts along the top edge of each bank (quadratic curves as in the bank outlines)
    const edges: [Pt, Pt, Pt][] = [
      [
        [-20, 180],
        [130, 170],
        [230, 250],
      ],
      [
        [c.W + 20, 250],
        [700, 240],
        [620, 300],
      ],
    ]
    let tufts = ''
    for (const [a, m, b] of edges) {
      for (let t = 0; t <= 1; t += 0.04) {
        const x = (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * m[0] + t * t * b[0]
        const y = (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * m[1] + t * t * b[1]
        const r = rng.range(5, 11) * (1 - t * 0.5)
        tufts += `<circle cx="${n(x)}" cy="${n(y + r * 0.3)}" r="${n(r)}"/>`
      }
    }
    doc.add(`<g fill="${G.near}">${tufts}</g>`)
    person(c, 120, 186, 1.2, lit(L, '#c0392b'))
  }
  if (o.isle) {
    const ix = rng.range(330, 470)
    const iy = horizon + 46
    const isle = crowns(
      c,
      ix - 130,
      ix + 130,
      (x) => iy - 2 + Math.abs(x - ix) * 0.12,
      20,
      40,
      24,
      44,
      iy,
    )
    doc.add(`<path d="${isle}" fill="${G.near}"/>`)
    for (let i = 0; i < 4; i++)
      roundTree(c, ix + rng.range(-80, 80), iy - 4, rng.range(1, 1.4), rng.pick([G.mid, G.dark]))
    doc.add(`<ellipse cx="${n(ix)}" cy="${n(iy)}" rx="136" ry="5" fill="${G.dark}"/>`)
    doc.add(
      `<path d="${isle}" fill="${G.near}" opacity=".25" transform="matrix(1 0 0 -.6 0 ${n(iy * 1.6)})"/>`,
    )
  }
  if (o.lilies) {
    let pads = ''
    let flowers = ''
    for (let i = 0; i < 70; i++) {
      const y = horizon + 20 + (c.H - horizon - 20) * rng.next() ** 0.8
      const s = 0.3 + (y - horizon) / 170
      const x = rng.range(-10, c.W + 10)
      pads += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(16 * s)}" ry="${n(5 * s)}"/>`
      if (rng.chance(0.5)) {
        const fx = x + rng.range(-6, 6) * s
        flowers += d(
          'M',
          fx - 6 * s,
          y - 2 * s,
          'L',
          fx - 3 * s,
          y - 9 * s,
          'L',
          fx,
          y - 4 * s,
          'L',
          fx + 3 * s,
          y - 10 * s,
          'L',
          fx + 6 * s,
          y - 2 * s,
          'Z',
        )
      }
    }
    doc.add(`<g fill="${lit(L, '#3f7a32')}">${pads}</g>`)
    doc.add(`<path d="${flowers}" fill="${lit(L, '#e0245e')}"/>`)
  }
  if (o.ghat) {
    const gx = c.W / 2
    let steps = ''
    for (let i = 0; i < 6; i++) {
      const y = c.H - 14 - i * 12
      const half = 220 - i * 18
      steps += `<rect x="${n(gx - half)}" y="${n(y)}" width="${n(half * 2)}" height="12" fill="${i % 2 === 0 ? lit(L, '#d9cbb0') : lit(L, '#bfae90')}"/>`
    }
    doc.add(steps)
    person(c, gx - 60, c.H - 74, 1.4, lit(L, '#c0392b'), { dress: true })
    person(c, gx + 40, c.H - 62, 1.5, lit(L, '#2e86c1'))
  }
  for (let i = 0; i < (o.boats ?? 1); i++) {
    const y = horizon + rng.range(o.ghat ? 40 : 70, o.ghat ? 80 : 160)
    const x = o.clay ? rng.range(330, 520) : rng.range(150, c.W - 150)
    boat(c, x, y, 0.35 + (y - horizon) / 300, {
      roof: rng.chance(0.6),
      man: true,
      flip: rng.chance(0.5),
      reflect: true,
    })
  }
}

interface RiverOpts {
  city?: boolean
  launches?: number
  boats?: number
  sails?: number
  kash?: boolean
  port?: boolean
  market?: boolean
  palace?: boolean
  turquoise?: boolean
  hillsBack?: boolean
  bankPalms?: boolean
  huts?: boolean
}

function river(c: Ctx, o: RiverOpts): void {
  const { doc, rng, G, L } = c
  const horizon = o.market ? 300 : rng.range(250, 280)
  const sun = sky(c, horizon)
  clouds(c, rng.int(2, 4), 40, horizon - 110)
  birds(c, rng.int(3, 6), 80, c.W - 80, 50, 160)
  if (o.hillsBack) {
    const pts = ridge(c, horizon, 190, { lift: 0.3 })
    hill(c, pts, far(L, G.mid, 0.4), far(L, G.near, 0.25), horizon + 2)
    const near = ridge(c, horizon + 2, 120, { env: (x) => Math.max(0, 1 - x / 300), lift: 0.3 })
    hill(c, near, G.mid, G.near, horizon + 4)
    const teaRows = crowns(
      c,
      -20,
      250,
      (x) => horizon - 2 - Math.max(0, 1 - x / 300) * 40,
      2,
      5,
      8,
      14,
      horizon + 4,
    )
    doc.add(`<path d="${teaRows}" fill="${G.light}" opacity=".5"/>`)
  }
  if (o.city) skyline(c, horizon + 2)
  if (o.palace) {
    const band = crowns(c, -20, c.W + 20, () => horizon - 4, 6, 14, 20, 40, horizon + 2)
    doc.add(`<path d="${band}" fill="${mix(G.mid, L.haze, 0.4)}"/>`)
    palace(c, {
      cx: rng.range(370, 430),
      base: horizon + 6,
      w: 440,
      h: 110,
      floors: 2,
      color: '#df8fa0',
      trim: '#f4e3e0',
      roof: 'onion',
      dome: '#d98aa0',
      parapet: 'rail',
      stairs: true,
    })
  } else if (o.market) {
    const band = crowns(c, -20, c.W + 20, () => horizon, 30, 60, 30, 70, horizon + 2)
    doc.add(`<path d="${band}" fill="${G.mid}"/>`)
  } else {
    const band = crowns(c, -20, c.W + 20, () => horizon, 4, 12, 14, 36, horizon + 2)
    doc.add(`<path d="${band}" fill="${mix(G.mid, L.haze, 0.45)}"/>`)
  }
  if (o.port) {
    const crane = lit(L, '#c0502a')
    let cr = ''
    for (let i = 0; i < 3; i++) {
      const x = 90 + i * 70
      cr += d(
        'M',
        x,
        horizon,
        'V',
        horizon - 90,
        'M',
        x - 30,
        horizon - 80,
        'H',
        x + 60,
        'M',
        x,
        horizon - 90,
        'L',
        x + 60,
        horizon - 80,
        'M',
        x,
        horizon - 90,
        'L',
        x - 30,
        horizon - 80,
      )
    }
    doc.add(`<path d="${cr}" stroke="${crane}" stroke-width="3" fill="none"/>`)
  }
  const deep = o.turquoise ? lit(L, '#138a86') : L.water
  const topCol = o.turquoise ? mix(L.sky[2], lit(L, '#45c0b0'), 0.6) : undefined
  water(c, horizon, c.H, { sun, deep, top: topCol, lines: 40 })
  if (o.port) ship(c, rng.range(420, 560), horizon + 34, 0.9)
  for (let i = 0; i < (o.launches ?? 0); i++) {
    const y = horizon + 40 + i * 36
    launch(
      c,
      i === 0 ? rng.range(180, 260) : rng.range(520, 620),
      y,
      0.55 + i * 0.15,
      rng.pick(['#1f6fb2', '#c0392b', '#138d75']),
      i === 1,
    )
  }
  if (o.market) {
    // orchards on both banks
    const leftBank = d('M', -10, horizon, 'L', 240, horizon, 'Q', 120, 390, 40, c.H, 'H', -10, 'Z')
    const rightBank = d(
      'M',
      c.W + 10,
      horizon,
      'L',
      560,
      horizon,
      'Q',
      680,
      390,
      760,
      c.H,
      'H',
      c.W + 10,
      'Z',
    )
    doc.add(`<path d="${leftBank}" fill="${G.near}"/><path d="${rightBank}" fill="${G.near}"/>`)
    for (let i = 0; i < 8; i++) {
      roundTree(
        c,
        rng.range(-10, 150),
        rng.range(horizon + 30, c.H),
        rng.range(1.4, 2.4),
        rng.pick([G.mid, G.near, G.light]),
      )
      roundTree(
        c,
        rng.range(650, c.W + 10),
        rng.range(horizon + 30, c.H),
        rng.range(1.4, 2.4),
        rng.pick([G.mid, G.near, G.light]),
      )
    }
  }
  if (o.kash) {
    const sy = horizon + rng.range(60, 90)
    const sx = rng.range(80, 300)
    doc.add(
      `<path d="${d('M', sx - 160, sy + 10, 'Q', sx, sy - 14, sx + 260, sy + 8, 'Z')}" fill="${lit(L, '#e2cf9e')}"/>`,
    )
    kash(c, sx - 120, sx + 200, sy, 40, 0.8)
  }
  const boats = o.boats ?? 2
  for (let i = 0; i < boats; i++) {
    const y = horizon + (o.market ? rng.range(40, 190) : rng.range(50, 190))
    const s = 0.3 + (y - horizon) / 260
    const x = o.market ? rng.range(230, 570) : rng.range(80, c.W - 80)
    boat(c, x, y, s, {
      roof: !o.market && rng.chance(0.5),
      man: true,
      flip: rng.chance(0.5),
      reflect: true,
      load: o.market ? '#9ccc3c' : undefined,
      sail: i < (o.sails ?? 0) ? rng.pick(['#e8d9b5', '#c8643c', '#d8c08a', '#b85a4a']) : undefined,
    })
  }
  if (o.bankPalms || o.huts) {
    const left = rng.chance(0.5)
    const bank = left
      ? d('M', -10, c.H - 120, 'Q', 160, c.H - 110, 260, c.H + 5, 'H', -10, 'Z')
      : d(
          'M',
          c.W + 10,
          c.H - 120,
          'Q',
          c.W - 160,
          c.H - 110,
          c.W - 260,
          c.H + 5,
          'H',
          c.W + 10,
          'Z',
        )
    doc.add(`<path d="${bank}" fill="${G.near}"/>`)
    if (o.huts) hut(c, left ? 80 : c.W - 80, c.H - 70, 1.4, '#8a8f96')
    if (o.bankPalms) {
      palm(c, left ? 40 : c.W - 40, c.H - 40, 210, left ? 40 : -40, G.dark)
      palm(c, left ? 150 : c.W - 150, c.H - 20, 170, left ? 55 : -55, G.near)
    }
  }
}

function mangrove(c: Ctx, o: { deer?: number; boardwalk?: boolean; boat?: boolean }): void {
  const { doc, rng, G, L } = c
  const horizon = rng.range(255, 275)
  const sun = sky(c, horizon)
  clouds(c, rng.int(1, 3), 40, horizon - 120)
  birds(c, rng.int(4, 7), 100, c.W - 100, 50, 150)
  const farBand = crowns(c, -20, c.W + 20, () => horizon + 2, 8, 16, 16, 38, horizon + 4)
  doc.add(`<path d="${farBand}" fill="${mix(G.dark, L.haze, 0.45)}"/>`)
  water(c, horizon + 2, c.H, { sun, deep: mix(L.water, '#4a4a2a', 0.3), lines: 26 })
  // mud banks narrowing towards the horizon
  const mud = lit(L, '#6e5a44')
  const leftBank = d(
    'M',
    -10,
    horizon + 4,
    'L',
    300,
    horizon + 6,
    'Q',
    220,
    horizon + 80,
    140,
    c.H,
    'H',
    -10,
    'Z',
  )
  const rightBank = d(
    'M',
    c.W + 10,
    horizon + 4,
    'L',
    520,
    horizon + 6,
    'Q',
    610,
    horizon + 90,
    700,
    c.H,
    'H',
    c.W + 10,
    'Z',
  )
  doc.add(`<path d="${leftBank}" fill="${mud}"/><path d="${rightBank}" fill="${mud}"/>`)
  const lf = crowns(
    c,
    -20,
    300,
    (x) => horizon + 2 + (300 - x) * 0.02,
    20,
    44,
    24,
    50,
    horizon + 30,
  )
  const rf = crowns(
    c,
    500,
    c.W + 20,
    (x) => horizon + 2 + (x - 500) * 0.02,
    20,
    44,
    24,
    50,
    horizon + 30,
  )
  doc.add(`<path d="${lf}" fill="${G.dark}"/><path d="${rf}" fill="${G.dark}"/>`)
  let pneu = ''
  for (let i = 0; i < 90; i++) {
    const leftSide = i % 2 === 0
    const y = rng.range(horizon + 40, c.H)
    const edge = leftSide
      ? 300 - ((y - horizon) / (c.H - horizon)) * 160
      : 520 + ((y - horizon) / (c.H - horizon)) * 180
    const x = leftSide ? rng.range(-10, edge - 10) : rng.range(edge + 10, c.W + 10)
    const h = 3 + (y - horizon) / 25
    pneu += d('M', x, y, 'v', -h)
  }
  doc.add(`<path d="${pneu}" stroke="${shade(mud, 0.35)}" stroke-width="1.6"/>`)
  for (let i = 0; i < 4; i++) {
    mangroveTree(
      c,
      rng.range(-20, 110),
      rng.range(horizon + 80, c.H - 20),
      rng.range(1.4, 2.2),
      rng.pick([G.near, G.dark, G.mid]),
    )
    mangroveTree(
      c,
      rng.range(c.W - 110, c.W + 20),
      rng.range(horizon + 80, c.H - 20),
      rng.range(1.4, 2.2),
      rng.pick([G.near, G.dark, G.mid]),
    )
  }
  if (o.boardwalk) {
    watchtower(c, 640, horizon + 40, 130)
    // plank walkway on posts, from the foreground into the forest on the right bank
    const wood = lit(L, '#a0744a')
    const steps = 12
    const left: Pt[] = []
    const right: Pt[] = []
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      const cx = 210 + t * 400
      const cy = c.H + 10 - t * 190
      const half = 90 * (1 - t) + 10
      left.push([cx - half, cy - half * 0.18])
      right.push([cx + half, cy + half * 0.18])
    }
    const deck = `${polyline(left)} ${polyline([...right].reverse()).replace('M', 'L')} Z`
    let posts = ''
    let planks = ''
    let rails = ''
    for (let i = 0; i <= steps; i++) {
      const a = at(left, i)
      const b = at(right, i)
      const h = 12 + (1 - i / steps) * 40
      posts += d(
        'M',
        a[0],
        a[1],
        'v',
        h * 0.9,
        'M',
        b[0],
        b[1],
        'v',
        h * 0.9,
        'M',
        a[0],
        a[1],
        'v',
        -h,
        'M',
        b[0],
        b[1],
        'v',
        -h,
      )
      planks += d('M', a[0], a[1], 'L', b[0], b[1])
    }
    rails += polyline(left.map((p, i) => [p[0], p[1] - 12 - (1 - i / steps) * 40] as const))
    rails += ' ' + polyline(right.map((p, i) => [p[0], p[1] - 12 - (1 - i / steps) * 40] as const))
    doc.add(
      `<path d="${deck}" fill="${wood}"/>`,
      `<path d="${planks}" stroke="${shade(wood, 0.3)}" stroke-width="1.5"/>`,
      `<path d="${posts} ${rails}" stroke="${shade(wood, 0.45)}" stroke-width="3.5" fill="none"/>`,
    )
    person(c, 470, 402, 1.4, lit(L, '#2e86c1'), { pack: lit(L, '#c0392b') })
  }
  if (o.boat)
    boat(c, rng.range(350, 450), horizon + rng.range(110, 150), 0.6, {
      roof: true,
      man: true,
      reflect: true,
      flip: rng.chance(0.5),
    })
  for (let i = 0; i < (o.deer ?? 0); i++) {
    const x = o.boardwalk
      ? rng.range(690, 770)
      : rng.chance(0.5)
        ? rng.range(30, 170)
        : rng.range(620, 760)
    const y = rng.range(horizon + 120, c.H - 30)
    deer(c, x, y, 0.7 + (y - horizon) / 250, rng.chance(0.5), rng.chance(0.35))
  }
}

function swamp(c: Ctx): void {
  const { doc, rng, G, L } = c
  const waterTop = 300
  const sun = sky(c, waterTop)
  const haze = mix(L.sky[2], G.mid, 0.35)
  doc.add(
    `<rect x="0" y="120" width="${c.W}" height="${waterTop - 118}" fill="${haze}" opacity=".45"/>`,
  )
  water(c, waterTop, c.H, {
    sun,
    deep: mix(lit(L, '#2f5a3a'), L.water, 0.3),
    top: mix(haze, lit(L, '#6a9a6a'), 0.5),
    lines: 30,
  })
  // trunks at three depths, each with its reflection
  for (let layer = 0; layer < 3; layer++) {
    const dist = 1 - layer / 2
    const bark = far(L, '#4a3c2c', dist * 0.55)
    let trunks = ''
    let refl = ''
    const count = 18 - layer * 5
    for (let i = 0; i < count; i++) {
      const x = rng.range(-10, c.W + 10)
      const base = waterTop + 4 + layer * 40 + rng.range(0, 30)
      if (layer === 2 && x > 300 && x < 500) continue
      const w = 3 + layer * 4 + rng.range(0, 3)
      const lean = rng.range(-14, 14)
      trunks += d(
        'M',
        x - w / 2,
        base,
        'L',
        x - w / 3 + lean,
        -10,
        'H',
        x + w / 3 + lean,
        'L',
        x + w / 2,
        base,
        'Z',
      )
      refl += d(
        'M',
        x - w / 2,
        base,
        'L',
        x - w / 3 - lean * 0.4,
        base + 70 + layer * 30,
        'H',
        x + w / 3 - lean * 0.4,
        'L',
        x + w / 2,
        base,
        'Z',
      )
      // a few branches
      trunks += d(
        'M',
        x + lean * 0.6,
        base - 80,
        'l',
        rng.range(-26, 26),
        -rng.range(20, 40),
        'l',
        2,
        0,
        'Z',
      )
    }
    doc.add(`<path d="${refl}" fill="${bark}" opacity=".25"/>`)
    doc.add(`<path d="${trunks}" fill="${bark}" stroke="${bark}" stroke-width="1.5"/>`)
  }
  // canopy along the top
  const canopy = crowns(
    c,
    -20,
    c.W + 20,
    (x) => 110 + 40 * Math.sin(x / 70) + 20 * Math.sin(x / 23),
    -40,
    -16,
    30,
    70,
    -10,
  )
  doc.add(`<path d="${canopy}" fill="${G.near}"/>`)
  const canopy2 = crowns(
    c,
    -20,
    c.W + 20,
    (x) => 60 + 30 * Math.sin(x / 55 + 2),
    -30,
    -12,
    26,
    60,
    -10,
  )
  doc.add(`<path d="${canopy2}" fill="${G.dark}"/>`)
  let beams = ''
  for (let i = 0; i < 4; i++) {
    const x = rng.range(150, 650)
    beams += d(
      'M',
      x,
      80,
      'L',
      x + 30,
      80,
      'L',
      x + 140,
      waterTop + 60,
      'L',
      x + 60,
      waterTop + 60,
      'Z',
    )
  }
  doc.add(`<path d="${beams}" fill="${L.glow}" opacity=".12"/>`)
  boat(c, rng.range(330, 470), 420, 0.85, { man: true, reflect: true, flip: rng.chance(0.5) })
  person(c, 380, 410, 1.1, lit(L, '#c0392b'))
  person(c, 405, 410, 1.1, lit(L, '#f1c40f'))
}

function forest(c: Ctx, o: { rail?: boolean; deer?: number }): void {
  const { doc, rng, G, L } = c
  const ground = 330
  const sun = sky(c, ground, { sunAlt: 0.7 })
  void sun
  const floorFill = doc.linear(
    [
      [0, mix(G.mid, lit(L, '#7a6a3a'), 0.3)],
      [1, mix(G.near, lit(L, '#5a4a2a'), 0.4)],
    ],
    0,
    ground,
    0,
    c.H,
  )
  doc.add(
    `<rect x="0" y="${ground - 30}" width="${c.W}" height="${c.H - ground + 30}" fill="${floorFill}"/>`,
  )
  for (let layer = 0; layer < 4; layer++) {
    const dist = 1 - layer / 3
    const bark = far(L, '#5a4a3a', dist * 0.6)
    const leaf = far(L, layer % 2 === 0 ? G.near : G.mid, dist * 0.6)
    const count = 14 - layer * 2
    const baseY = ground + layer * 35
    for (let i = 0; i < count; i++) {
      const x = rng.range(-20, c.W + 20)
      if (o.rail && x > 300 && x < 500 && layer > 0) continue
      tallTree(
        c,
        x,
        baseY + rng.range(-5, 10),
        rng.range(240, 300) + layer * 30,
        5 + layer * 5,
        bark,
        leaf,
      )
    }
  }
  const canopy = crowns(c, -20, c.W + 20, (x) => 70 + 26 * Math.sin(x / 60), -30, -12, 30, 80, -10)
  doc.add(`<path d="${canopy}" fill="${G.dark}"/>`)
  if (o.rail) {
    const vx = 400
    const vy = ground
    let sleepers = ''
    for (let t = 0.05; t < 1; t += 0.07) {
      const tt = t * t
      const y = vy + (c.H - vy) * tt
      const half = 8 + 220 * tt
      sleepers += d('M', vx - half * 1.3, y, 'H', vx + half * 1.3)
    }
    doc.add(
      `<path d="${d('M', vx - 10, vy, 'L', vx - 300, c.H, 'H', vx + 300, 'L', vx + 10, vy, 'Z')}" fill="${lit(L, '#8a7a66')}"/>`,
      `<path d="${sleepers}" stroke="${lit(L, '#4a3a2a')}" stroke-width="5"/>`,
      `<path d="${d('M', vx - 5, vy, 'L', vx - 200, c.H, 'M', vx + 5, vy, 'L', vx + 200, c.H)}" stroke="${lit(L, '#c8c8c8')}" stroke-width="4"/>`,
    )
  }
  for (let i = 0; i < (o.deer ?? 0); i++) {
    const y = rng.range(ground + 60, c.H - 30)
    deer(c, rng.range(150, 650), y, 0.9 + (y - ground) / 200, rng.chance(0.5), i === 1)
  }
  let ferns = ''
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, c.W)
    const y = rng.range(ground + 40, c.H)
    if (o.rail && Math.abs(x - 400) < 60 + (y - ground) * 0.7) continue
    ferns += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rng.range(14, 30))}" ry="${n(rng.range(6, 12))}"/>`
  }
  doc.add(`<g fill="${G.near}" opacity=".9">${ferns}</g>`)
}

function waterfall(c: Ctx): void {
  const { doc, rng, G, L } = c
  sky(c, 260, { sunX: rng.range(100, 250) })
  clouds(c, 2, 40, 120)
  const rock = lit(L, '#5e574e')
  const cliff = d(
    'M',
    180,
    c.H,
    'L',
    210,
    150,
    'Q',
    260,
    90,
    340,
    96,
    'L',
    460,
    92,
    'Q',
    560,
    96,
    600,
    160,
    'L',
    640,
    c.H,
    'Z',
  )
  const rockFill = doc.linear(
    [
      [0, tintUp(rock, 0.15)],
      [1, shade(rock, 0.35)],
    ],
    0,
    90,
    0,
    c.H,
  )
  doc.add(`<path d="${cliff}" fill="${rockFill}"/>`)
  let strata = ''
  for (let i = 0; i < 16; i++) {
    const y = rng.range(120, 380)
    const x = rng.range(220, 560)
    strata += d('M', x, y, 'q', rng.range(20, 40), rng.range(-4, 4), rng.range(50, 90), 0)
  }
  doc.add(`<path d="${strata}" stroke="${shade(rock, 0.4)}" stroke-width="2" fill="none"/>`)
  const sideL = crowns(c, -20, 250, (x) => 120 + x * 0.4, 20, 50, 30, 70, c.H)
  const sideR = crowns(c, 560, c.W + 20, (x) => 120 + (c.W - x) * 0.35, 20, 50, 30, 70, c.H)
  const topF = crowns(c, 200, 620, () => 100, 10, 24, 20, 46, 106)
  doc.add(
    `<path d="${topF}" fill="${G.mid}"/><path d="${sideL}" fill="${G.near}"/><path d="${sideR}" fill="${G.near}"/>`,
  )
  const fallFill = doc.linear(
    [
      [0, '#ffffff', 0.95],
      [0.7, mix('#ffffff', L.sky[1], 0.3), 0.9],
      [1, '#ffffff', 0.95],
    ],
    0,
    100,
    0,
    400,
  )
  const fx = rng.range(380, 420)
  doc.add(
    `<path d="${d('M', fx - 16, 100, 'Q', fx - 22, 250, fx - 34, 398, 'H', fx + 36, 'Q', fx + 24, 250, fx + 18, 100, 'Z')}" fill="${fallFill}"/>`,
  )
  let streaks = ''
  for (let i = 0; i < 12; i++) {
    const x = fx + rng.range(-14, 14)
    streaks += d(
      'M',
      x,
      110 + rng.range(0, 60),
      'q',
      (x - fx) * 0.3,
      120,
      (x - fx) * 0.8,
      rng.range(160, 270),
    )
  }
  doc.add(
    `<path d="${streaks}" stroke="${mix(L.sky[1], '#5a8ab0', 0.3)}" stroke-width="1.4" fill="none" opacity=".5"/>`,
  )
  water(c, 400, c.H, { deep: lit(L, '#1e5a5a'), top: lit(L, '#6aa8a0'), lines: 16, x0: 0, x1: c.W })
  const mist = doc.radial(
    [
      [0, '#ffffff', 0.75],
      [1, '#ffffff', 0],
    ],
    fx,
    400,
    130,
  )
  doc.add(`<ellipse cx="${n(fx)}" cy="400" rx="170" ry="50" fill="${mist}"/>`)
  let foam = ''
  for (let i = 0; i < 20; i++)
    foam += `<ellipse cx="${n(fx + rng.range(-80, 80))}" cy="${n(rng.range(402, 430))}" rx="${n(rng.range(6, 18))}" ry="3"/>`
  doc.add(`<g fill="#ffffff" opacity=".7">${foam}</g>`)
  let boulders = ''
  for (let i = 0; i < 10; i++) {
    const left = i % 2 === 0
    const x = left ? rng.range(-10, 260) : rng.range(540, c.W + 10)
    const y = rng.range(420, 500)
    const r = rng.range(18, 40)
    boulders += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.4)}" ry="${n(r * 0.8)}"/>`
  }
  doc.add(`<g fill="${shade(rock, 0.15)}">${boulders}</g>`)
  person(c, fx + 130, 432, 1.1, lit(L, '#c0392b'))
  person(c, fx + 150, 434, 1.1, lit(L, '#2e86c1'))
}

function stones(c: Ctx, o: { bridge?: boolean; boats?: number; falls?: boolean }): void {
  const { doc, rng, G, L } = c
  const horizon = 300
  const sun = sky(c, horizon - 40)
  clouds(c, rng.int(3, 5), 30, 120)
  const backPts = ridge(c, horizon - 30, 150, { lift: 0.3 })
  hill(c, backPts, far(L, G.mid, 0.6), far(L, G.mid, 0.5), horizon + 10)
  const left = ridge(c, horizon, 250, { env: (x) => Math.max(0.06, 1 - x / 470), lift: 0.5 })
  const right = ridge(c, horizon, 230, { env: (x) => Math.max(0.06, (x - 330) / 470), lift: 0.5 })
  hill(c, left, far(L, G.mid, 0.3), far(L, G.dark, 0.3), horizon + 10)
  hill(c, right, far(L, G.mid, 0.2), far(L, G.dark, 0.2), horizon + 10)
  if (o.falls) {
    let f = ''
    let foam = ''
    for (const x of [rng.range(70, 170), rng.range(640, 730)]) {
      const y0 = (x < 400 ? ridgeY(left, x) : ridgeY(right, x)) + 14
      const y1 = y0 + Math.min(120, horizon - y0 - 10)
      f += d(
        'M',
        x - 2,
        y0,
        'Q',
        x - 4,
        (y0 + y1) / 2,
        x - 8,
        y1,
        'H',
        x + 8,
        'Q',
        x + 4,
        (y0 + y1) / 2,
        x + 2,
        y0,
        'Z',
      )
      foam += `<ellipse cx="${n(x)}" cy="${n(y1)}" rx="16" ry="5"/>`
    }
    doc.add(`<g fill="#ffffff" opacity=".85"><path d="${f}"/>${foam}</g>`)
  }
  if (o.bridge) {
    const x0 = rng.range(290, 320)
    const x1 = rng.range(480, 510)
    const by = Math.max(ridgeY(left, x0), ridgeY(right, x1)) + 8
    doc.add(
      `<path d="${d('M', x0, by - 30, 'V', by + 30, 'M', x1, by - 30, 'V', by + 30)}" stroke="${lit(L, '#dcdcdc')}" stroke-width="4"/>`,
      `<path d="${d('M', x0, by - 28, 'Q', (x0 + x1) / 2, by + 10, x1, by - 28, 'M', x0, by, 'H', x1)}" stroke="${lit(L, '#e8e8e8')}" stroke-width="2" fill="none"/>`,
    )
  }
  const band = crowns(c, -20, c.W + 20, () => horizon + 6, 6, 14, 16, 40, horizon + 10)
  doc.add(`<path d="${band}" fill="${mix(G.mid, L.haze, 0.2)}"/>`)
  water(c, horizon + 8, c.H, { sun, deep: lit(L, '#1c7f7a'), top: lit(L, '#8fd6c6'), lines: 24 })
  const palette = ['#8a8580', '#a59a8a', '#6f6a66', '#b8ad9c', '#7f7468', '#998d7e']
  const drawn: string[] = []
  for (let i = 0; i < 80; i++) {
    const t = rng.next() ** 0.7
    const y = horizon + 30 + (c.H - horizon - 10) * t
    const r = 4 + 26 * t * rng.range(0.6, 1.2)
    const x = rng.range(-10, c.W + 10)
    if (Math.abs(x - 400) < 60 && y < 400) continue
    const col = lit(L, rng.pick(palette))
    drawn.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.3)}" ry="${n(r * 0.7)}" fill="${col}"/><ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.25)}" rx="${n(r * 0.6)}" ry="${n(r * 0.25)}" fill="#ffffff" opacity=".25"/>`,
    )
  }
  doc.add(...drawn)
  for (let i = 0; i < (o.boats ?? 0); i++) {
    const y = rng.range(360, 420)
    boat(c, rng.range(250, 550), y, 0.4 + (y - 330) / 300, {
      man: true,
      flip: rng.chance(0.5),
      reflect: true,
    })
  }
}

// ---------------------------------------------------------------------------------------------
// Monument builders for the places
// ---------------------------------------------------------------------------------------------

function lalbagh(c: Ctx, base: number): void {
  const { doc, L } = c
  const wall = lit(L, '#a0452e')
  let crenel = ''
  for (let x = 0; x < c.W; x += 16) crenel += d('M', x, base - 40, 'h', 10, 'v', -8, 'h', -10, 'Z')
  doc.add(
    `<rect x="0" y="${n(base - 40)}" width="${c.W}" height="40" fill="${shade(wall, 0.1)}"/><path d="${crenel}" fill="${shade(wall, 0.1)}"/>`,
  )
  mosque(c, {
    cx: 150,
    base: base - 6,
    w: 150,
    h: 56,
    wall: '#b85a3c',
    dome: '#e8dcc8',
    domes: 3,
    domeR: 18,
    style: 'onion',
    arches: 3,
    bigCenter: 22,
  })
  // Pari Bibi's tomb: square block, central dome, corner turrets
  const cx = c.W / 2 + 40
  const tw = 200
  const th = 96
  const stone = lit(L, '#d9c7a6')
  const t0 = base - th
  let out = `<rect x="${n(cx - tw / 2 - 12)}" y="${n(base - 10)}" width="${n(tw + 24)}" height="14" fill="${shade(stone, 0.25)}"/>`
  out += `<rect x="${n(cx - 28)}" y="${n(t0 - 34)}" width="56" height="40" fill="${shade(stone, 0.06)}"/>`
  out += `<path d="${domePath(cx, t0 - 34, 34, 'low')}" fill="${lit(L, '#8a7a5a')}"/>`
  out += `<path d="${d('M', cx, t0 - 66, 'v', -14)}" stroke="${lit(L, '#8a7a5a')}" stroke-width="3"/>`
  out += `<rect x="${n(cx - tw / 2)}" y="${n(t0)}" width="${tw}" height="${th}" fill="${stone}"/>`
  for (let i = 0; i < 3; i++) {
    const ax = cx - tw / 2 + 30 + i * 70
    out += `<path d="${archPath(ax, t0 + 30, 28, 60)}" fill="${shade(stone, 0.55)}"/>`
  }
  for (const px of [cx - tw / 2, cx + tw / 2]) {
    out += `<rect x="${n(px - 9)}" y="${n(t0 - 10)}" width="18" height="${th + 4}" fill="${shade(stone, 0.1)}"/>`
    out += `<path d="${d('M', px - 12, t0 - 10, 'h', 24, 'v', -16, 'h', -24, 'Z')}" fill="${shade(stone, 0.05)}"/>`
    out += `<path d="${domePath(px, t0 - 26, 12, 'onion')}" fill="${stone}"/>`
  }
  doc.add(out)
}

/** Draws the place scene; one entry per place slug. */
const PLACE_ART: Record<string, { tod: Tod; draw: (c: Ctx) => void }> = {
  'lalbagh-fort': {
    tod: 'afternoon',
    draw: (c) => monument(c, { build: lalbagh, fore: 'lawn', trees: 4, people: 2 }),
  },
  'ahsan-manzil': {
    tod: 'morning',
    draw: (c) => river(c, { palace: true, boats: 3, sails: 0 }),
  },
  'sonargaon-and-panam-nagar': {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) => {
          oldHouses(cc, base + 10)
          rickshaw(cc, 520, base + 110, 1.5)
        },
        fore: 'road',
        ground: 330,
        trees: 0,
      }),
  },
  'star-mosque': {
    tod: 'noon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          mosque(cc, {
            cx: 400,
            base,
            w: 330,
            h: 110,
            wall: '#f0ece4',
            dome: '#f4f1ea',
            domes: 5,
            domeR: 30,
            style: 'onion',
            arches: 5,
            stars: true,
            bigCenter: 38,
          }),
        fore: 'lawn',
        trees: 4,
        people: 2,
      }),
  },
  'bhawal-national-park': { tod: 'morning', draw: (c) => forest(c, { deer: 2 }) },
  'coxs-bazar': {
    tod: 'afternoon',
    draw: (c) => beach(c, { boats: 3, umbrellas: 4, headland: true, jhau: 1 }),
  },
  'saint-martins-island': { tod: 'noon', draw: (c) => island(c) },
  'sajek-valley': {
    tod: 'dawn',
    draw: (c) => hills(c, { layers: 5, cloudSea: true, houses: true }),
  },
  'bandarban-and-nilgiri': {
    tod: 'morning',
    draw: (c) => hills(c, { layers: 4, cloudSea: true, cottage: true }),
  },
  'rangamati-kaptai-lake': {
    tod: 'afternoon',
    draw: (c) => lake(c, { bridge: true, hillsBack: true, boats: 2 }),
  },
  'patenga-beach': {
    tod: 'sunset',
    draw: (c) => beach(c, { ships: 4, plane: true, blocks: true, boats: 1 }),
  },
  'mainamati-and-shalban-vihara': {
    tod: 'morning',
    draw: (c) =>
      monument(c, {
        build: (cc, base) => {
          // Shalban Vihara seen across its square courtyard: cells on all four sides, shrine inside
          const { doc, L, G } = cc
          const mound = ridge(cc, base + 2, 70, {
            env: (x) => Math.max(0, 1 - Math.abs(x - 400) / 520),
          })
          hill(cc, mound, far(L, G.mid, 0.35), far(L, G.mid, 0.2), base + 4)
          cloister(cc, base - 10, 16, 210, 590)
          const bricks = brickFill(cc, lit(L, '#9c4a32'))
          doc.add(
            `<path d="${d('M', 210, base - 26, 'L', 40, base + 46, 'V', base + 70, 'L', 210, base - 10, 'Z', 'M', 590, base - 26, 'L', 760, base + 46, 'V', base + 70, 'L', 590, base - 10, 'Z')}" fill="${bricks}"/>`,
          )
          stupa(cc, 400, base + 24, 190, 48)
          cloister(cc, base + 76, 30, 20, 780)
        },
        fore: 'lawn',
        trees: 5,
      }),
  },
  'paharpur-somapura-mahavihara': {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) => {
          stupa(cc, 400, base + 6, 470, 150)
          cloister(cc, base + 46, 30, -10, c.W + 10)
        },
        fore: 'lawn',
        trees: 2,
      }),
  },
  'puthia-temple-complex': {
    tod: 'dawn',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          temple(cc, { cx: 400, base, w: 170, h: 230, color: '#c79a6a', tiers: 2, spires: 'five' }),
        fore: 'pond',
        trees: 4,
        palms: true,
        ground: 330,
      }),
  },
  'varendra-research-museum': {
    tod: 'morning',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          palace(cc, {
            cx: 400,
            base,
            w: 420,
            h: 110,
            floors: 2,
            color: '#b5533a',
            trim: '#e8d8c0',
            roof: 'rekha',
            parapet: 'plain',
            stairs: true,
          }),
        fore: 'lawn',
        trees: 4,
        people: 2,
      }),
  },
  mahasthangarh: {
    tod: 'sunset',
    draw: (c) =>
      monument(c, {
        build: (cc, base) => {
          const { doc, rng, L, G } = cc
          const mound = d(
            'M',
            -20,
            base + 20,
            'Q',
            200,
            base - 50,
            420,
            base - 40,
            'Q',
            640,
            base - 34,
            c.W + 20,
            base + 10,
            'Z',
          )
          doc.add(`<path d="${mound}" fill="${G.mid}"/>`)
          const brick = lit(L, '#9c4a32')
          let walls = ''
          let x = 60
          while (x < 720) {
            const w = rng.range(40, 110)
            const h = rng.range(20, 60)
            const y = base - 30 + rng.range(-6, 10)
            walls += d(
              'M',
              x,
              y,
              'V',
              y - h + rng.range(0, 10),
              'L',
              x + w * 0.3,
              y - h,
              'L',
              x + w * 0.5,
              y - h + rng.range(4, 14),
              'L',
              x + w,
              y - h * rng.range(0.4, 0.9),
              'V',
              y,
              'Z',
            )
            x += w + rng.range(10, 40)
          }
          doc.add(
            `<path d="${walls}" fill="${brickFill(cc, brick)}"/><path d="${walls}" fill="none" stroke="${shade(brick, 0.3)}" stroke-width="2"/>`,
          )
        },
        fore: 'lawn',
        trees: 5,
        people: 1,
      }),
  },
  'bagha-mosque': {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          mosque(cc, {
            cx: 400,
            base,
            w: 360,
            h: 86,
            wall: '#a9553a',
            dome: '#a9553a',
            domes: 5,
            domeR: 26,
            style: 'hemi',
            rows: 2,
            arches: 5,
            towers: true,
            cornice: true,
            panels: true,
          }),
        fore: 'pond',
        trees: 4,
      }),
  },
  sundarbans: { tod: 'dawn', draw: (c) => mangrove(c, { deer: 3, boat: true }) },
  'karamjal-wildlife-centre': {
    tod: 'morning',
    draw: (c) => mangrove(c, { deer: 2, boardwalk: true }),
  },
  'bagerhat-sixty-dome-mosque': {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          mosque(cc, {
            cx: 400,
            base,
            w: 560,
            h: 84,
            wall: '#a24b34',
            dome: '#a8543c',
            domes: 11,
            domeR: 21,
            style: 'hemi',
            rows: 3,
            arches: 11,
            towers: true,
            cornice: true,
          }),
        fore: 'lawn',
        trees: 2,
        palms: true,
        people: 3,
      }),
  },
  'mongla-and-the-pashur-river': {
    tod: 'morning',
    draw: (c) => river(c, { port: true, boats: 2, sails: 1 }),
  },
  'shilaidaha-kuthibari': {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          palace(cc, {
            cx: 400,
            base,
            w: 300,
            h: 150,
            floors: 3,
            color: '#b85a42',
            trim: '#f1e6d4',
            roof: 'pyramid',
            parapet: 'wavy',
          }),
        fore: 'lawn',
        trees: 5,
        palms: true,
      }),
  },
  kuakata: { tod: 'sunset', draw: (c) => beach(c, { boats: 4, jhau: 3, sunX: 560 }) },
  'guthia-mosque': {
    tod: 'dusk',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          mosque(cc, {
            cx: 370,
            base,
            w: 300,
            h: 100,
            wall: '#f4f0e6',
            dome: '#f6f3ec',
            domes: 3,
            domeR: 30,
            style: 'onion',
            bigCenter: 52,
            arches: 5,
            lit: true,
            minaret: { x: 600, h: 250 },
          }),
        fore: 'pond',
        trees: 4,
        palms: true,
        sunX: 140,
      }),
  },
  'durga-sagar': {
    tod: 'morning',
    draw: (c) => lake(c, { isle: true, flatBanks: true, boats: 1 }),
  },
  'bhimruli-floating-guava-market': {
    tod: 'morning',
    draw: (c) => river(c, { market: true, boats: 9 }),
  },
  'satla-shapla-bil': {
    tod: 'dawn',
    draw: (c) => lake(c, { lilies: true, flatBanks: true, boats: 1 }),
  },
  'ratargul-swamp-forest': { tod: 'morning', draw: (c) => swamp(c) },
  jaflong: { tod: 'morning', draw: (c) => stones(c, { bridge: true, boats: 1 }) },
  bichanakandi: { tod: 'noon', draw: (c) => stones(c, { boats: 3, falls: true }) },
  lalakhal: {
    tod: 'afternoon',
    draw: (c) => river(c, { turquoise: true, hillsBack: true, boats: 2 }),
  },
  'sreemangal-tea-gardens': { tod: 'morning', draw: (c) => teaGarden(c, { pickers: 3, trees: 5 }) },
  'lawachara-national-park': { tod: 'morning', draw: (c) => forest(c, { rail: true }) },
  'madhabkunda-waterfall': { tod: 'noon', draw: (c) => waterfall(c) },
  'tajhat-palace': {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          palace(cc, {
            cx: 400,
            base,
            w: 460,
            h: 120,
            floors: 2,
            color: '#b8503c',
            trim: '#f3efe6',
            roof: 'octagon',
            dome: '#ece6da',
            parapet: 'rail',
            stairs: true,
          }),
        fore: 'lawn',
        trees: 4,
        people: 2,
      }),
  },
  'kantajew-temple': {
    tod: 'morning',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          temple(cc, {
            cx: 400,
            base,
            w: 260,
            h: 210,
            color: '#b5532f',
            tiers: 3,
            spires: 'none',
            plaques: true,
          }),
        fore: 'lawn',
        trees: 5,
        people: 2,
      }),
  },
  'ramsagar-national-park': { tod: 'afternoon', draw: (c) => lake(c, { ghat: true, boats: 1 }) },
  'tetulia-and-banglabandha': {
    tod: 'dawn',
    draw: (c) => hills(c, { snow: true, flatTea: true, horizon: 290 }),
  },
  'nayabad-mosque': {
    tod: 'sunset',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          mosque(cc, {
            cx: 400,
            base,
            w: 240,
            h: 90,
            wall: '#a95a3e',
            dome: '#b06448',
            domes: 3,
            domeR: 28,
            style: 'hemi',
            bigCenter: 34,
            arches: 3,
            towers: true,
            panels: true,
          }),
        fore: 'river',
        trees: 4,
        boats: 1,
      }),
  },
  'shashi-lodge': {
    tod: 'morning',
    draw: (c) =>
      monument(c, {
        build: (cc, base) => {
          palace(cc, {
            cx: 400,
            base,
            w: 440,
            h: 120,
            floors: 2,
            color: '#d38a72',
            trim: '#f4ead8',
            roof: 'none',
            parapet: 'rail',
          })
          const { doc, L } = cc
          doc.add(
            `<ellipse cx="400" cy="${n(base + 60)}" rx="70" ry="14" fill="${lit(L, '#9ab8c8')}" stroke="${lit(L, '#e8e0d0')}" stroke-width="4"/>`,
          )
          doc.add(
            `<path d="${d('M', 396, base + 58, 'V', base + 22, 'H', 404, 'V', base + 58, 'Z')}" fill="${lit(L, '#f4f0e8')}"/>`,
          )
        },
        fore: 'lawn',
        trees: 5,
      }),
  },
  'birishiri-and-someshwari-river': { tod: 'noon', draw: (c) => lake(c, { clay: true, boats: 1 }) },
  'muktagachha-zamindar-bari': {
    tod: 'sunset',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          palace(cc, {
            cx: 400,
            base,
            w: 480,
            h: 130,
            floors: 2,
            color: '#a8664e',
            trim: '#d8c4a8',
            roof: 'none',
            parapet: 'plain',
            ruined: true,
          }),
        fore: 'lawn',
        trees: 5,
      }),
  },
  'gazni-garo-hills': {
    tod: 'afternoon',
    draw: (c) => lake(c, { hillsBack: true, tower: true, boats: 2 }),
  },
  'zainul-abedin-sangrahashala': {
    tod: 'afternoon',
    draw: (c) => river(c, { kash: true, boats: 2, sails: 2 }),
  },
}

const DIVISION_ART: Record<string, { tod: Tod; draw: (c: Ctx) => void }> = {
  dhaka: {
    tod: 'afternoon',
    draw: (c) => river(c, { city: true, launches: 2, boats: 2, sails: 1 }),
  },
  chattogram: { tod: 'morning', draw: (c) => hills(c, { layers: 3, sea: true }) },
  rajshahi: {
    tod: 'sunset',
    draw: (c) =>
      monument(c, {
        build: (cc, base) => stupa(cc, 400, base + 2, 300, 90),
        fore: 'orchard',
        trees: 0,
      }),
  },
  khulna: { tod: 'morning', draw: (c) => mangrove(c, { deer: 4, boat: true }) },
  barishal: {
    tod: 'afternoon',
    draw: (c) => river(c, { boats: 4, sails: 3, bankPalms: true, huts: true }),
  },
  sylhet: { tod: 'afternoon', draw: (c) => teaGarden(c, { pickers: 4, trees: 6 }) },
  rangpur: {
    tod: 'afternoon',
    draw: (c) =>
      monument(c, {
        build: (cc, base) =>
          temple(cc, {
            cx: 400,
            base,
            w: 230,
            h: 190,
            color: '#b8592f',
            tiers: 3,
            spires: 'none',
            plaques: true,
          }),
        fore: 'fields',
        trees: 4,
        palms: true,
      }),
  },
  mymensingh: { tod: 'morning', draw: (c) => hills(c, { layers: 3, river: true, horizon: 280 }) },
}

// ---------------------------------------------------------------------------------------------
// Banner, About scene, favicon
// ---------------------------------------------------------------------------------------------

function banner(): string {
  const doc = new Doc(1600, 600)
  const c = makeCtx(doc, 'banner', 'afternoon')
  const { rng, G, L } = c
  const horizon = 300
  const sun = sky(c, horizon, { sunX: 1180, sunAlt: 0.35, sunR: 30 })
  clouds(c, 6, 50, 190, 1.3)
  birds(c, 9, 300, 1300, 70, 180)
  const farPts = ridge(c, horizon, 120, { step: 50 })
  hill(c, farPts, far(L, G.mid, 0.6), far(L, G.mid, 0.45), 620)
  const midPts = ridge(c, horizon + 40, 110, {
    step: 45,
    env: (x) => 0.3 + 0.7 * Math.abs(Math.sin(x / 520)),
  })
  hill(c, midPts, far(L, G.mid, 0.3), far(L, G.near, 0.25), 620)
  const treeBand = crowns(
    c,
    -20,
    1620,
    (x) => horizon + 70 + 8 * Math.sin(x / 130),
    10,
    24,
    20,
    50,
    horizon + 90,
  )
  doc.add(`<path d="${treeBand}" fill="${mix(G.near, L.haze, 0.2)}"/>`)
  paddies(c, horizon + 80, 600, 800)
  for (const x of [140, 380, 1080, 1420])
    hut(c, x, horizon + 100 + rng.range(0, 10), 1.1, rng.pick(['#8a8f96', '#a0683a', '#7a8088']))
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, 1600)
    palm(c, x, horizon + 110 + rng.range(0, 20), rng.range(70, 120), rng.range(-20, 20), G.near)
  }
  const top = 440
  const riverPath = d(
    'M',
    -20,
    top + 20,
    'C',
    300,
    top - 40,
    600,
    top + 50,
    900,
    top + 6,
    'S',
    1400,
    top - 30,
    1620,
    top + 10,
    'V',
    620,
    'H',
    -20,
    'Z',
  )
  const clip = doc.clip(riverPath)
  doc.add(`<g clip-path="${clip}">`)
  water(c, top - 40, 600, { sun, lines: 50 })
  doc.add('</g>')
  doc.add(
    `<path d="${d('M', -20, top + 20, 'C', 300, top - 40, 600, top + 50, 900, top + 6, 'S', 1400, top - 30, 1620, top + 10)}" stroke="${lit(L, '#c9b184')}" stroke-width="6" fill="none"/>`,
  )
  boat(c, 520, 540, 1.0, { sail: '#c8643c', man: true, reflect: true })
  boat(c, 1010, 500, 0.7, { roof: true, man: true, reflect: true, flip: true })
  boat(c, 1320, 560, 0.9, { sail: '#e8d9b5', reflect: true, flip: true })
  kash(c, 20, 260, 590, 36, 1.2)
  palm(c, 1560, 610, 300, -70, G.dark)
  return doc.render()
}

function aboutScene(): string {
  const doc = new Doc(1200, 600)
  const c = makeCtx(doc, 'about', 'morning')
  const { rng, G, L } = c
  const horizon = 250
  sky(c, horizon + 20, { sunX: 260 })
  clouds(c, 5, 40, 160, 1.2)
  birds(c, 6, 400, 1000, 60, 150)
  const farPts = ridge(c, horizon + 30, 90)
  hill(c, farPts, far(L, G.mid, 0.55), far(L, G.mid, 0.4), 600)
  const tea = lit(L, '#5f9e3a')
  let lastPts: Pt[] = []
  for (let i = 0; i < 3; i++) {
    const base = horizon + 70 + i * 90
    const pts = ridge(c, base, 80 - i * 10, { step: 60 })
    const topCol = mix(tea, L.haze, 0.3 - i * 0.12)
    const path = hill(c, pts, tintUp(topCol, 0.1), shade(topCol, 0.1), 600)
    const clipRef = doc.clip(path)
    teaRows(c, pts, clipRef, 7 + i * 3, 300, shade(tea, 0.35), 2 + i * 1.4)
    for (let k = 0; k < 5 - i; k++) {
      const p = rng.pick(pts.slice(2, -2))
      shadeTree(
        c,
        p[0],
        p[1] + rng.range(10, 40),
        rng.range(70, 110) * (1 + i * 0.3),
        far(L, G.dark, 0.25 - i * 0.08),
      )
    }
    lastPts = pts
  }
  // a red-earth footpath across the nearest hill, with travellers and a guide
  const pathPts = offsetPts(lastPts, 45)
  doc.add(
    `<path d="${smooth(pathPts)}" stroke="${lit(L, '#b07a4a')}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  )
  const mid = Math.floor(pathPts.length / 2)
  const walkers: [string, string | undefined][] = [
    ['#2e86c1', '#c0392b'],
    ['#f39c12', '#2c3e50'],
    ['#16a085', '#8e44ad'],
    ['#dc143c', undefined],
  ]
  walkers.forEach(([cloth, pack], i) => {
    const p = at(pathPts, mid - 3 + i * 2)
    person(c, p[0], p[1] + 4, 2.1, lit(L, cloth), { pack: pack ? lit(L, pack) : undefined })
  })
  const p0 = at(pathPts, mid - 6)
  person(c, p0[0], p0[1] + 4, 2, lit(L, '#c0392b'), { dress: true, basket: true })
  return doc.render()
}

function favicon(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="14" fill="#14151f"/>',
    '<circle cx="32" cy="25" r="13" fill="#DC143C"/>',
    '<path d="M7 39Q19 52 32 52Q45 52 57 38Q45 44 32 44Q19 44 7 39Z" fill="#DC143C"/>',
    '<path d="M14 58H50" stroke="#DC143C" stroke-width="3" stroke-linecap="round" opacity=".6"/>',
    '</svg>',
    '',
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function scene(slug: string, art: { tod: Tod; draw: (c: Ctx) => void }): string {
  const doc = new Doc(800, 500)
  art.draw(makeCtx(doc, slug, art.tod))
  return doc.render()
}

const written: { file: string; bytes: number }[] = []

function write(relPath: string, svg: string): void {
  const file = join(PUBLIC_DIR, relPath)
  const bytes = Buffer.byteLength(svg)
  if (bytes > MAX_BYTES)
    throw new Error(`${relPath} is ${bytes} bytes, over the ${MAX_BYTES} limit`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  written.push({ file: relPath, bytes })
}

function imageSlug(image: string, dir: string): string {
  const prefix = `/images/${dir}/`
  if (!image.startsWith(prefix) || !image.endsWith('.svg'))
    throw new Error(`unexpected image path ${image}`)
  return image.slice(prefix.length, -'.svg'.length)
}

function main(): void {
  for (const division of demoDivisions) {
    const slug = imageSlug(division.image, 'divisions')
    if (slug !== slugify(division.divisionName))
      throw new Error(`${division.image} does not match its name`)
    const art = DIVISION_ART[slug]
    if (!art) throw new Error(`no artwork for division ${slug}`)
    write(`images/divisions/${slug}.svg`, scene(slug, art))
  }
  for (const place of demoPlaces) {
    const slug = imageSlug(place.image, 'places')
    if (slug !== slugify(place.placeName)) throw new Error(`${place.image} does not match its name`)
    const art = PLACE_ART[slug]
    if (!art) throw new Error(`no artwork for place ${slug}`)
    write(`images/places/${slug}.svg`, scene(slug, art))
  }
  write('images/banner.svg', banner())
  write('images/about.svg', aboutScene())
  write('favicon.svg', favicon())
  const total = written.reduce((sum, f) => sum + f.bytes, 0)
  const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  console.log(
    `wrote ${written.length} files, ${(total / 1024).toFixed(1)} KB in all; largest ${largest.file} (${(largest.bytes / 1024).toFixed(1)} KB)`,
  )
}

main()
