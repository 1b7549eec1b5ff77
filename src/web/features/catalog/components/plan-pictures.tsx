/**
 * The plan form's pictures: "Add pictures" uploads one or several files (each with its progress
 * while it is sent, then while the server makes its copies), and lists the plan's pictures in
 * order, each with its alt texts in English and Bangla and buttons to move it up or down or
 * remove it (every change read out; focus stays on the button that moved). The first picture is
 * the plan's picture: the form puts its address in the Image URL field.
 */
import { focusRowAction, RowActions } from '#web/components/row-actions.tsx'
import { Upload as UploadIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { PlanValues } from '#shared/contracts/catalog.ts'
import { isUploadImageType, UPLOAD_MAX_BYTES, uploadImageTypes } from '#shared/upload-paths.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { ResponsiveImage } from '#web/components/responsive-image.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { uploadImage } from '../api/upload-image.ts'

/** A picture as the form holds it: its alt boxes as typed. */
export interface PictureItem {
  /** Stable across moves, for React and for focus. */
  key: string
  url: string
  alt: string
  altBn: string
  width: number | null
  height: number | null
}

let nextKey = 0
const keyed = (picture: Omit<PictureItem, 'key'>): PictureItem => ({
  ...picture,
  key: `picture-${nextKey++}`,
})

export function picturesOf(gallery: PlanValues['gallery'] | undefined): PictureItem[] {
  return (gallery ?? []).map((picture) =>
    keyed({ ...picture, alt: picture.alt ?? '', altBn: picture.altBn ?? '' }),
  )
}

const ACCEPTED_TYPES = Object.keys(uploadImageTypes).join(',')
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

interface Sending {
  file: string
  /** 0 to 1; 1: sent, the server is making the copies. */
  sent: number
}

type Outcome = { tone: 'success' | 'error'; message: string }

export function PlanPictures({
  pictures,
  onChange,
  onUploading,
}: {
  pictures: PictureItem[]
  onChange: (pictures: PictureItem[]) => void
  onUploading: (uploading: boolean) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const [sending, setSending] = useState<Sending | null>(null)
  const [outcomes, setOutcomes] = useState<Outcome[]>([])
  const [announcement, setAnnouncement] = useState('')
  // The latest list while files go one after the other.
  const current = useRef(pictures)
  useEffect(() => {
    current.current = pictures
  }, [pictures])

  const change = (next: PictureItem[]) => {
    current.current = next
    onChange(next)
  }

  async function send(files: File[]) {
    setOutcomes([])
    onUploading(true)
    const said: Outcome[] = []
    try {
      for (const file of files) {
        if (!isUploadImageType(file.type)) {
          said.push({
            tone: 'error',
            message: messages.planForm.uploadWrongType({ file: file.name }),
          })
          continue
        }
        if (file.size > UPLOAD_MAX_BYTES) {
          said.push({
            tone: 'error',
            message: messages.planForm.uploadTooLarge({
              file: file.name,
              size: megabytes(file.size),
              mb: MAX_MB,
            }),
          })
          continue
        }
        setSending({ file: file.name, sent: 0 })
        try {
          const stored = await uploadImage(file, (sent) => setSending({ file: file.name, sent }))
          const first = current.current.length === 0
          change([
            ...current.current,
            keyed({
              url: stored.url,
              alt: '',
              altBn: '',
              width: stored.width,
              height: stored.height,
            }),
          ])
          said.push({
            tone: 'success',
            message: first
              ? messages.planForm.uploaded({ file: file.name })
              : messages.gallery.added({ file: file.name }),
          })
        } catch (error) {
          said.push({
            tone: 'error',
            message: `${messages.gallery.failed({ file: file.name })} ${errorMessage(error, messages.planForm.uploadFailed)}`,
          })
        }
      }
    } finally {
      setSending(null)
      setOutcomes(said)
      onUploading(false)
    }
  }

  const focusLater = (key: string, action: 'up' | 'down' | 'remove') =>
    focusRowAction(() => list.current?.querySelector(`[data-picture="${key}"]`), action)

  function move(index: number, step: -1 | 1) {
    const to = index + step
    const next = [...current.current]
    const [moved] = next.splice(index, 1)
    next.splice(to, 0, moved!)
    change(next)
    setAnnouncement(messages.gallery.moved({ from: index + 1, to: to + 1 }))
    focusLater(moved!.key, step < 0 ? 'up' : 'down')
  }

  function remove(index: number) {
    const next = current.current.filter((_, i) => i !== index)
    change(next)
    setAnnouncement(messages.gallery.removed({ n: index + 1 }))
    const neighbour = next[Math.min(index, next.length - 1)]
    if (neighbour) focusLater(neighbour.key, 'remove')
    else requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus())
  }

  const setAlt = (index: number, field: 'alt' | 'altBn', value: string) =>
    change(current.current.map((p, i) => (i === index ? { ...p, [field]: value } : p)))

  const total = pictures.length
  const percent = sending ? Math.round(sending.sent * 100) : 0
  return (
    <div className="mt-6">
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {messages.gallery.hint} {messages.gallery.addHint({ mb: MAX_MB })}
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          // Emptied, so choosing the same files again still counts as a change.
          event.currentTarget.value = ''
          if (files.length > 0) void send(files)
        }}
      />
      <Button
        id={`${id}-add`}
        variant="outline"
        className="mt-3"
        onClick={() => input.current?.click()}
        disabled={sending !== null}
        aria-describedby={`${id}-hint`}
      >
        <UploadIcon aria-hidden="true" className="size-4" />
        {sending ? messages.planForm.uploading : messages.gallery.add}
      </Button>

      {sending && (
        <div className="mt-3 max-w-sm" aria-busy="true">
          <label htmlFor={`${id}-progress`} className="block text-sm text-slate-700">
            {sending.sent < 1
              ? messages.gallery.uploadProgress({ file: sending.file, percent })
              : messages.gallery.processing({ file: sending.file })}
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            {...(sending.sent < 1 ? { value: percent } : {})}
            className="mt-1 h-2 w-full accent-emerald-700"
          />
        </div>
      )}
      {outcomes.length > 0 && (
        <div className="mt-3 space-y-2">
          {outcomes.map((outcome, i) => (
            <StatusAlert key={i} tone={outcome.tone} message={outcome.message} />
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {total === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{messages.gallery.none}</p>
      ) : (
        <ol ref={list} className="mt-4 space-y-4">
          {pictures.map((picture, index) => {
            const label = messages.gallery.item({ n: index + 1, total })
            return (
              <li
                key={picture.key}
                data-picture={picture.key}
                className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row"
              >
                <ResponsiveImage
                  src={picture.url}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  fallbackSize={[160, 100]}
                  sizes="160px"
                  loading="lazy"
                  className="aspect-[8/5] w-40 shrink-0 self-start rounded-lg bg-slate-200 object-cover"
                />
                <div className="min-w-0 flex-1 space-y-3">
                  <p className="font-semibold text-slate-900">{label}</p>
                  <AltBox
                    label={messages.gallery.alt}
                    value={picture.alt}
                    onChange={(value) => setAlt(index, 'alt', value)}
                  />
                  <AltBox
                    label={messages.gallery.altBn}
                    lang="bn"
                    value={picture.altBn}
                    onChange={(value) => setAlt(index, 'altBn', value)}
                  />
                  <p className="text-sm text-slate-600">{messages.gallery.altHint}</p>
                </div>
                <RowActions
                  className="flex gap-2 sm:flex-col"
                  index={index}
                  count={total}
                  labels={{
                    up: messages.gallery.moveUp({ n: index + 1 }),
                    down: messages.gallery.moveDown({ n: index + 1 }),
                    remove: messages.gallery.remove({ n: index + 1 }),
                  }}
                  onMove={(step) => move(index, step)}
                  onRemove={() => remove(index)}
                />
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}

function AltBox({
  label,
  value,
  onChange,
  lang,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  lang?: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        lang={lang}
        value={value}
        maxLength={300}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
      />
    </div>
  )
}
