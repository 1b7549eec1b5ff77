/**
 * The sandbox gateway's page: plain HTML written on the server, in the language the customer
 * pays in, with no script at all, so it works with JavaScript off and its policy can forbid
 * every script. Its one style element is allowed by its hash (`pageStyle`), the Bangla font is
 * the site's own file, and its three buttons are one form posted to our own address: the
 * intent's id in that address is the only key (routes.ts).
 */
import { createHash } from 'node:crypto'
import { escapeMarkup } from '#server/lib/escape.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { formatMoney } from '#shared/money.ts'
import type { GatewayIntent } from './provider.ts'

const BASE_STYLE = `
:root { color-scheme: light; font-family: 'Bangla Tours Bengali', system-ui, -apple-system,
  'Segoe UI', Roboto, 'Noto Sans Bengali', sans-serif; color: #0f172a; background: #f1f5f9; }
* { box-sizing: border-box; }
body { margin: 0; padding: 1.5rem 1rem; line-height: 1.5; }
main { max-width: 30rem; margin: 0 auto; background: #fff; border-radius: 1rem;
  border: 1px solid #cbd5e1; padding: 1.5rem; }
.badge { display: inline-block; margin: 0; padding: 0.25rem 0.75rem; border-radius: 999px;
  background: #fef3c7; color: #78350f; font-weight: 700; font-size: 0.875rem; }
h1 { font-size: 1.5rem; margin: 0.75rem 0 0.25rem; }
.charge { margin: 0 0 0.75rem; font-weight: 700; color: #92400e; }
.intro { margin: 0 0 1.25rem; color: #334155; }
dl { margin: 0 0 1.5rem; display: grid; grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 1rem; align-items: baseline; }
dt { color: #475569; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.id { font-family: ui-monospace, monospace; font-size: 0.8125rem; font-weight: 400; }
.total { font-size: 1.75rem; font-weight: 800; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { font-weight: 700; margin-bottom: 0.75rem; padding: 0; }
.choice { margin-bottom: 1rem; }
.choice p { margin: 0.25rem 0 0; font-size: 0.875rem; color: #475569; }
button, .back { display: block; width: 100%; padding: 0.75rem 1rem; border-radius: 999px;
  font: inherit; font-weight: 700; font-size: 1.0625rem; text-align: center; cursor: pointer;
  text-decoration: none; }
.pay, .back { background: #047857; color: #fff; border: 2px solid #047857; }
.pay:hover, .back:hover { background: #065f46; }
.fail { background: #fff; color: #b91c1c; border: 2px solid #b91c1c; }
.fail:hover { background: #fef2f2; }
.cancel { background: #fff; color: #334155; border: 2px solid #94a3b8; }
.cancel:hover { background: #f8fafc; }
button:focus-visible, .back:focus-visible { outline: 3px solid #0369a1; outline-offset: 2px; }
.state { margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.75rem; background: #f1f5f9;
  font-weight: 600; }
`

/**
 * The page's style element and its hash for the policy: the site's Bangla font (its built file,
 * when there is a build) added to the base style, once at start. The font comes first in the
 * stack: its range is Bengali alone, so Latin text keeps the system's font, and no system font
 * that only claims Bengali letters (DejaVu Sans Bold draws boxes) is asked before it.
 */
export function pageStyle(banglaFont: string | undefined): { css: string; hash: string } {
  const font = banglaFont
    ? `@font-face { font-family: 'Bangla Tours Bengali'; font-style: normal; font-display: swap;
  font-weight: 400 800; src: url('${banglaFont}') format('woff2-variations');
  unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC; }`
    : ''
  const css = `${font}${BASE_STYLE}`
  return { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` }
}

/** The page for one intent: its three buttons while it is open, how it ended once finished. */
export function renderGatewayPage(
  found: GatewayIntent,
  { css, returnUrl }: { css: string; returnUrl: string },
): string {
  return withLocale(found.locale, () => {
    const t = messages.sandboxGateway
    const e = escapeMarkup
    const amount = formatMoney(found.amount, found.locale)
    const choice = (value: 'pay' | 'fail' | 'cancel', label: string, note: string) => `
          <div class="choice">
            <button type="submit" name="outcome" value="${value}" class="${value}" aria-describedby="${value}-note">${e(label)}</button>
            <p id="${value}-note">${e(note)}</p>
          </div>`
    const body =
      found.state === 'open'
        ? `
      <form method="post" action="/api/payment/sandbox-gateway/${e(found.id)}">
        <fieldset>
          <legend>${e(t.choose)}</legend>${choice('pay', t.pay({ amount }), t.payNote)}${choice('fail', t.fail, t.failNote)}${choice('cancel', t.cancel, t.cancelNote)}
        </fieldset>
      </form>`
        : `
      <p class="state" role="status">${e(found.state === 'succeeded' ? t.paid : found.state === 'failed' ? t.failed : t.cancelled)}</p>
      <a class="back" href="${e(returnUrl)}">${e(t.back({ brand: messages.brand }))}</a>`
    return `<!doctype html>
<html lang="${found.locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${e(t.title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${css}</style>
  </head>
  <body>
    <main>
      <p class="badge">${e(t.badge)}</p>
      <h1>${e(t.heading)}</h1>
      <p class="charge">${e(t.notCharged)}</p>
      <p class="intro">${e(t.intro)}</p>
      <dl>
        <dt>${e(t.payee)}</dt>
        <dd>${e(messages.brand)}</dd>
        <dt>${e(t.paymentId)}</dt>
        <dd class="id">${e(found.id)}</dd>
        <dt>${e(t.amount)}</dt>
        <dd class="total">${e(amount)}</dd>
      </dl>${body}
    </main>
  </body>
</html>
`
  })
}
