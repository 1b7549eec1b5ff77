/**
 * The header's switch to the other language: the same page in it (`/About` ⇄ `/bn/About`),
 * loaded afresh so it comes with that language's texts only. The choice is remembered (a `lang`
 * cookie): the home page follows it on the next visit.
 */
import { useLocation } from 'react-router'
import { localePath } from '#shared/locale.ts'
import { currentLocale, messages, type Locale } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

const OTHER: Record<Locale, Locale> = { en: 'bn', bn: 'en' }

/**
 * `pill` in the header's bar (from 640 px), `menu` as an item of the folded menu on phones,
 * where the bar has no room for it.
 */
export function LanguageSwitch({
  look = 'pill',
  className,
}: {
  look?: 'pill' | 'menu'
  className?: string
}) {
  // Under the router's basename: the page's path in any language.
  const { pathname, search, hash } = useLocation()
  const other = OTHER[currentLocale()]
  return (
    <a
      href={`${localePath(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      onClick={() => {
        document.cookie = `lang=${other}; path=/; max-age=31536000; samesite=lax`
      }}
      className={cx(
        look === 'pill'
          ? 'grid h-11 place-items-center rounded-full px-3.5 text-base font-bold text-white ring-1 ring-white/30 transition hover:bg-white/10'
          : 'block py-2 text-[19px] leading-tight font-bold text-white transition-colors hover:text-crimson',
        // On English pages the word is Bangla: its own 1 KB font, never the whole Bangla one.
        other === 'bn' && 'font-language-switch',
        className,
      )}
    >
      {messages.header.otherLanguage}
    </a>
  )
}
