/**
 * A signed-in user's picture, or their initials in a circle when there is none (or it fails to
 * load). Decorative (`alt=""`): the name is always written next to it.
 */
import { useState } from 'react'
import { cx } from '#web/lib/cx.ts'

/** "Rahim Uddin" → "RU", "rahim" → "R"; the email's first letter when there is no name. */
export function initials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  const picked = letters.map((word) => Array.from(word)[0] ?? '').join('')
  return (picked || Array.from(email)[0] || '?').toUpperCase()
}

interface UserAvatarProps {
  name: string
  email?: string
  photoURL: string | null
  size?: 'sm' | 'lg'
}

const sizes = { sm: 'size-9 text-sm', lg: 'size-12 text-lg sm:size-20 sm:text-2xl' }

export function UserAvatar({ name, email, photoURL, size = 'sm' }: UserAvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null)
  const base = cx('shrink-0 rounded-full', sizes[size])

  if (photoURL && failedURL !== photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailedURL(photoURL)}
        className={cx(base, 'bg-slate-200 object-cover ring-2 ring-white/70')}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-linear-to-br from-amber-300 to-amber-500 font-extrabold text-slate-900 ring-2 ring-white/70',
      )}
    >
      {initials(name, email)}
    </span>
  )
}
