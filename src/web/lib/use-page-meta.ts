/**
 * Keeps the document title and description in step with client-side navigation. The server
 * already wrote the first page's tags into the HTML, so we update those tags (and their Open
 * Graph twins when present) instead of adding new ones.
 */
import { useEffect } from 'react'
import type { PageMeta } from '#shared/page-meta.ts'

function setContent(selector: string, content: string) {
  const tag = document.head.querySelector<HTMLMetaElement>(selector)
  if (tag) tag.content = content
}

export function usePageMeta(meta: Pick<PageMeta, 'title' | 'description'>): void {
  const { title, description } = meta
  useEffect(() => {
    document.title = title
    setContent('meta[name="description"]', description)
    setContent('meta[property="og:title"]', title)
    setContent('meta[property="og:description"]', description)
    setContent('meta[name="twitter:title"]', title)
    setContent('meta[name="twitter:description"]', description)
  }, [title, description])
}
