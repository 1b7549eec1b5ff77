/**
 * The account's mails: verify an address, reset a password, and "someone tried to register
 * with your address". Links come from better-auth (signed tokens) and are escaped like all
 * text in HTML. Each is written in the account's language (`Recipient.locale`), and the page its
 * link ends on is that language's (`/bn/Dashboard/Profile`), whatever request sends it.
 */
import { localePath, splitLocalePath } from '#shared/locale.ts'
import { messages, withLocale, type Locale } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { escapeMarkup } from '#server/lib/escape.ts'
import { layout, oneLine, type MailDraft } from './templates.ts'

const mail = messages.mail

interface Recipient {
  id: string
  name: string
  email: string
  locale: Locale
}

/**
 * A better-auth link whose `callbackURL` (the site's page it ends on) is in `locale`: better-auth
 * takes the page from the request that asked for the mail, which may be in another language.
 */
function linkInLocale(url: string, locale: Locale): string {
  const link = new URL(url)
  const callback = link.searchParams.get('callbackURL')
  if (!callback?.startsWith('/') || callback.startsWith('//')) return url
  const page = new URL(callback, link.origin)
  const inLocale = `${localePath(locale, splitLocalePath(page.pathname).path)}${page.search}${page.hash}`
  if (inLocale === callback) return url
  link.searchParams.set('callbackURL', inLocale)
  return link.toString()
}

function linkMail(
  kind: string,
  ref: string,
  to: Recipient,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
  after: string[] = [],
): MailDraft {
  const url = linkInLocale(link.url, to.locale)
  return {
    kind,
    ref,
    to: to.email,
    subject,
    text: [
      mail.dear({ name: oneLine(to.name) }),
      '',
      ...lines,
      '',
      mail.line({ label: link.label, value: url }),
      '',
      ...after,
      messages.brand,
    ].join('\n'),
    html: layout(subject, [
      mail.dear({ name: escapeMarkup(to.name) }),
      ...lines.map(escapeMarkup),
      `<a href="${escapeMarkup(url)}">${escapeMarkup(link.label)}</a>`,
      ...after.map(escapeMarkup),
    ]),
  }
}

export function verifyEmailMail(to: Recipient, url: string, ref: string): MailDraft {
  return withLocale(to.locale, () =>
    linkMail(
      'verify-email',
      ref,
      to,
      mail.verifySubject,
      [mail.verifyPlease, mail.verifyValidity],
      { url, label: mail.verifyLink },
      [mail.verifyIgnore],
    ),
  )
}

export function resetPasswordMail(to: Recipient, url: string, ref: string): MailDraft {
  return withLocale(to.locale, () =>
    linkMail(
      'password-reset',
      ref,
      to,
      mail.resetSubject,
      [mail.resetAsked, mail.resetValidity],
      { url, label: messages.account.resetTitle },
      [mail.resetIgnore],
    ),
  )
}

/** At most one an hour per account (ref), so the form cannot be used to flood a mailbox. */
export function signUpAttemptMail(to: Recipient, publicUrl: string, hour: number): MailDraft {
  return withLocale(to.locale, () =>
    linkMail(
      'sign-up-attempt',
      `${to.id}:${hour}`,
      to,
      mail.signUpAttemptSubject,
      [mail.signUpAttemptTried, mail.signUpAttemptIfYou],
      { url: `${publicUrl}${localePath(to.locale, paths.login)}`, label: mail.signUpAttemptLink },
      [mail.signUpAttemptIfNotYou],
    ),
  )
}

/** A one-time sign-in link (auth/sign-in-link.ts): a `ref` of its own each time it is asked. */
export function signInLinkMail(to: Recipient, url: string, ref: string): MailDraft {
  return withLocale(to.locale, () =>
    linkMail(
      'sign-in-link',
      ref,
      to,
      mail.signInLinkSubject,
      [mail.signInLinkAsked, mail.signInLinkValidity],
      { url, label: mail.signInLinkLabel },
      [mail.signInLinkIgnore],
    ),
  )
}
