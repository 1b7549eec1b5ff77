/**
 * The Messages page's outbox a page at a time: Load more brings the next page and, the failed
 * mail sorted first, takes focus to the first new mail on screen, wherever the sort put it.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { messages } from '#shared/messages.ts'
import { answerApi, renderPage } from '#tests/components/render.tsx'
import { MessagesPage } from './messages-page.tsx'

const w = messages.messagesWorkflow

function mail(n: number, status: OutboxMail['status'] = 'pending'): OutboxMail {
  return {
    _id: `mail-${n}`,
    kind: 'contact-reply',
    to: `visitor${n}@example.com`,
    subject: `Mail ${n}`,
    status,
    attempts: status === 'failed' ? 5 : 1,
    lastError: status === 'failed' ? 'Connection refused' : null,
    nextAttemptAt: '2026-11-24T09:00:00.000Z',
    createdAt: `2026-11-24T08:0${n}:00.000Z`,
  }
}

const noMessages = {
  items: [],
  nextCursor: null,
  total: 0,
  counts: { unhandled: 0, handled: 0, archived: 0 },
}

describe('Messages page outbox', () => {
  it('loads the next page of mail and moves focus to the first new mail on screen', async () => {
    answerApi(({ url }) =>
      url.startsWith('/api/outbox')
        ? url.includes('cursor=c1')
          ? {
              status: 200,
              body: { items: [mail(3), mail(4, 'failed')], nextCursor: null, total: null },
            }
          : { status: 200, body: { items: [mail(1), mail(2)], nextCursor: 'c1', total: null } }
        : { status: 200, body: noMessages },
    )
    renderPage(<MessagesPage />, { auth: { admin: true } })

    const outbox = await screen.findByRole('region', { name: /Mail outbox/ })
    await within(outbox).findByText('Mail 1')
    await userEvent.click(within(outbox).getByRole('button', { name: w.loadMore }))

    // The failed mail of the new page is sorted first: it takes focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-mail-id')).toBe('mail-4'))
    const subjects = within(outbox)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^Mail \d$/).textContent)
    expect(subjects).toEqual(['Mail 4', 'Mail 1', 'Mail 2', 'Mail 3'])
    expect(within(outbox).queryByRole('button', { name: w.loadMore })).toBeNull()
  })
})
