/**
 * The check-in page's camera (issue 32 item 7): the browser's own BarcodeDetector reads a
 * booking's QR code from the back camera, a few times a second, and hands over what it reads
 * (a booking reference). Where the browser has no BarcodeDetector (Firefox, Safari, desktop
 * Chrome on Linux and Windows), `useCanScan` is false and the page shows no Scan button: the
 * guide types the reference into the search. No library: the platform decodes.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'

const t = messages.checkIn

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike

function detectorClass(): BarcodeDetectorClass | undefined {
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
}

const never = () => () => {}

/** Whether this browser can scan (false on the server's render and while hydrating). */
export function useCanScan(): boolean {
  return useSyncExternalStore(
    never,
    () => Boolean(detectorClass()) && typeof navigator.mediaDevices?.getUserMedia === 'function',
    () => false,
  )
}

export function QrScanner({
  onCode,
  onClose,
}: {
  onCode: (value: string) => void
  onClose: () => void
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const found = useRef(onCode)
  useEffect(() => {
    found.current = onCode
  })

  useEffect(() => {
    const Detector = detectorClass()
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    async function start() {
      if (!Detector) throw new Error('no BarcodeDetector')
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      })
      const element = video.current
      if (stopped || !element) return
      element.srcObject = stream
      await element.play()
      const detector = new Detector({ formats: ['qr_code'] })
      const look = async () => {
        if (stopped) return
        try {
          const value = (await detector.detect(element))[0]?.rawValue
          if (value) {
            found.current(value)
            return
          }
        } catch {
          // A frame that could not be read: try the next.
        }
        timer = setTimeout(() => void look(), 250)
      }
      void look()
    }
    start().catch(() => {
      if (!stopped) setFailed(true)
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  return (
    <div className="space-y-3 rounded-2xl bg-slate-900 p-3">
      <p className="text-sm font-semibold text-white">{t.scanHint}</p>
      {failed ? (
        <StatusAlert tone="error" message={t.cameraFailed} />
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t.scanTitle}
          className="aspect-square w-full rounded-xl bg-black object-cover"
        />
      )}
      <Button variant="outline" onClick={onClose} className="w-full">
        {t.stopScan}
      </Button>
    </div>
  )
}
