/**
 * Rendering a page or form the way the app does (TanStack Query, the router, the auth context),
 * with the API answered in process: `answerApi` installs a transport through the api client's
 * own seam (setApiTransport, the one server rendering uses), so a test says what the server
 * answers and sees what the page does with it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach } from 'vitest'
import type { Company } from '#shared/contracts/site-pages.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { setApiTransport, type ApiResponse } from '#web/lib/api-client.ts'
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts'
import { companyQueryOptions } from '#web/lib/company.ts'

export interface ApiCall {
  method: string
  url: string
  body: unknown
}

type Answer = { status: number; body: unknown }

/** Answers every API request with `handler`'s status and JSON; returns the calls it saw. */
export function answerApi(handler: (call: ApiCall) => Answer): ApiCall[] {
  const calls: ApiCall[] = []
  setApiTransport((url, init): Promise<ApiResponse> => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    calls.push(call)
    const { status, body } = handler(call)
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(JSON.stringify(body)),
    })
  })
  return calls
}

afterEach(() => {
  setApiTransport(() => Promise.reject(new Error('no API answer was set up for this test')))
})

/** The answer the server gives to a bad field (src/server/plugins/error-handler.ts). */
export function refusal(status: number, fields: Record<string, string>): Answer {
  const details = Object.entries(fields).map(([path, message]) => ({ path: `/${path}`, message }))
  return {
    status,
    body: { error: { code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message: 'x', details } },
  }
}

const signedOut: AuthState = {
  user: {},
  error: '',
  errorCode: '',
  success: '',
  isLoading: false,
  admin: false,
  status: 'signedOut',
  signIn: () => Promise.resolve(false),
  signUp: () => Promise.resolve(false),
  signInWithGoogle: () => Promise.resolve(),
  finishGoogleSignIn: () => Promise.resolve(),
  logout: () => Promise.resolve(true),
  sessionEnded: () => Promise.resolve(),
  clearError: () => {},
}

/**
 * `route`: the address the page opens at, e.g. with filters in its query string. `currency`:
 * the site's pricing currency (dollars unless told).
 */
export function renderPage(
  ui: ReactElement,
  {
    auth = {},
    route = '/',
    currency = 'usd',
  }: { auth?: Partial<AuthState>; route?: string; currency?: CurrencyCode } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  // The company's facts are every page's data, there before the page renders (the server
  // prefetches them), as the pricing currency prices read is.
  const company: Company = {
    tradeLicence: null,
    bin: null,
    currency,
    map: { tileUrl: null, attribution: '' },
  }
  queryClient.setQueryData(companyQueryOptions().queryKey, company)
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={{ ...signedOut, ...auth }}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  )
}

/** The text a screen reader reads after a control's name (its aria-describedby targets). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? []
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
}
