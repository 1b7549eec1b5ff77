/**
 * The check-in page's marks on a slow connection (issue 32 item 7): a mark shows at once, waits
 * in a queue kept in localStorage (so a reload, a dead battery or a closed tab loses none), and
 * is sent one at a time, retried with a growing pause (1 s, 2 s, 4 s … at most 15 s; at once when
 * the browser says it is back online) until the server answers. A newer mark on the same
 * booking replaces the one still waiting. The server's refusal (a 4xx other than 401, 408 and
 * 429, which pass with time or a new sign-in) drops the mark, so the booking shows what the
 * server holds again, and the caller says why.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { arrivals, type Arrival, type ArrivalResult } from '#shared/contracts/check-in.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { putArrival } from '../api/mark-arrival.ts'

export interface QueuedMark {
  orderId: string
  departureId: string
  reference: string
  arrival: Arrival | null
  /** Tells a mark from the newer one that replaced it while it was on its way. */
  seq: number
}

const STORAGE_KEY = 'check-in-queue'
const MAX_PAUSE_MS = 15_000

function isMark(value: unknown): value is QueuedMark {
  if (typeof value !== 'object' || value === null) return false
  const mark = value as Record<string, unknown>
  return (
    typeof mark.orderId === 'string' &&
    typeof mark.departureId === 'string' &&
    typeof mark.reference === 'string' &&
    typeof mark.seq === 'number' &&
    (mark.arrival === null || arrivals.includes(mark.arrival as Arrival))
  )
}

function load(): QueuedMark[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isMark) : []
  } catch {
    return []
  }
}

function save(queue: QueuedMark[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(queue))
  } catch {
    // Storage full or off (private mode): the queue still lives while the page does.
  }
}

/** A refusal to report, not a failure to wait out. */
function isRefusal(error: unknown): error is Error {
  if (!isApiError(error)) return false
  const { status } = error
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429
}

/**
 * The queue as a store of its own over localStorage: every page of this tab reads the same
 * array (a new one on each change), and another tab's change arrives through `storage` events.
 */
const EMPTY: QueuedMark[] = []
let stored: QueuedMark[] | null = null
const listeners = new Set<() => void>()

function read(): QueuedMark[] {
  stored ??= load()
  return stored
}

function write(next: QueuedMark[]) {
  stored = next
  save(next)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    stored = load()
    listener()
  }
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}

export function useArrivalQueue({
  onSent,
  onRefused,
}: {
  /** A mark the server kept; `left`: the marks still waiting after it. */
  onSent: (result: ArrivalResult, left: QueuedMark[]) => void
  onRefused: (mark: QueuedMark, reason: string) => void
}) {
  // Empty on the server's render and while hydrating; the stored queue after.
  const queue = useSyncExternalStore(subscribe, read, () => EMPTY)
  const [wake, setWake] = useState(0)
  const sending = useRef(false)
  const failures = useRef(0)
  const pauseUntil = useRef(0)
  const callbacks = useRef({ onSent, onRefused })
  useEffect(() => {
    callbacks.current = { onSent, onRefused }
  })

  useEffect(() => {
    const online = () => {
      pauseUntil.current = 0
      setWake((n) => n + 1)
    }
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])

  useEffect(() => {
    const next = queue[0]
    if (!next || sending.current) return
    const wait = pauseUntil.current - Date.now()
    if (wait > 0) {
      const timer = setTimeout(() => setWake((n) => n + 1), wait)
      return () => clearTimeout(timer)
    }
    sending.current = true
    const drop = () =>
      write(read().filter((m) => !(m.orderId === next.orderId && m.seq === next.seq)))
    putArrival(next.orderId, next.arrival).then(
      (result) => {
        sending.current = false
        failures.current = 0
        drop()
        callbacks.current.onSent(result, read())
      },
      (error: unknown) => {
        sending.current = false
        if (isRefusal(error)) {
          failures.current = 0
          drop()
          callbacks.current.onRefused(next, error.message)
          return
        }
        failures.current += 1
        pauseUntil.current = Date.now() + Math.min(MAX_PAUSE_MS, 1000 * 2 ** (failures.current - 1))
        setWake((n) => n + 1)
      },
    )
  }, [queue, wake])

  const enqueue = useCallback((mark: Omit<QueuedMark, 'seq'>) => {
    const q = read()
    // The mark on its way stays (its answer drops it); a waiting one on this booking is replaced.
    const inFlight = sending.current ? q[0] : undefined
    write([
      ...q.filter((m) => m.orderId !== mark.orderId || m === inFlight),
      { ...mark, seq: Date.now() + Math.random() },
    ])
  }, [])

  return { queue, enqueue }
}
