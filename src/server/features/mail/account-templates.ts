/**
 * The account's mails: verify an address, reset a password, and "someone tried to register
 * with your address". Links come from better-auth (signed tokens); render-mail.ts escapes them
 * like all text in HTML. Each is written in the account's language (`Recipient.locale`), and the
 * page its link ends on is that language's (`/bn/Dashboard/Profile`), whatever request sends it.
 */
import { localePath, splitLocalePath } from '#shared/locale.ts'
import { messages, withLocale, type Locale } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { paragraph, renderMail } from './render-mail.ts'
import { greeting, type MailDraft } from './templates.ts'

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

/** An account's mail: why it came, the link, and what to do if it was not asked for. */
interface LinkMail {
  kind: string
  ref: string
  subject: string
  /** Why the mail came, and how long the link works. */
  lines: string[]
  link: { url: string; label: string }
  /** If the reader did not ask for it. */
  after: string
}

/** The account's mail, in its language: greeting, lines, the link, then what follows. */
function linkMail(to: Recipient, describe: () => LinkMail): MailDraft {
  return withLocale(to.locale, () => {
    const { kind, ref, subject, lines, link, after } = describe()
    return {
      kind,
      ref,
      to: to.email,
      ...renderMail({
        subject,
        heading: subject,
        blocks: [
          greeting(to.name),
          ...lines.map((line) => paragraph(line)),
          { label: link.label, link: linkInLocale(link.url, to.locale) },
          paragraph(after),
        ],
      }),
    }
  })
}

export function verifyEmailMail(to: Recipient, url: string, ref: string): MailDraft {
  return linkMail(to, () => ({
    kind: 'verify-email',
    ref,
    subject: mail.verifySubject,
    lines: [mail.verifyPlease, mail.verifyValidity],
    link: { url, label: mail.verifyLink },
    after: mail.verifyIgnore,
  }))
}

export function resetPasswordMail(to: Recipient, url: string, ref: string): MailDraft {
  return linkMail(to, () => ({
    kind: 'password-reset',
    ref,
    subject: mail.resetSubject,
    lines: [mail.resetAsked, mail.resetValidity],
    link: { url, label: messages.account.resetTitle },
    after: mail.resetIgnore,
  }))
}

/** At most one an hour per account (ref), so the form cannot be used to flood a mailbox. */
export function signUpAttemptMail(to: Recipient, publicUrl: string, hour: number): MailDraft {
  return linkMail(to, () => ({
    kind: 'sign-up-attempt',
    ref: `${to.id}:${hour}`,
    subject: mail.signUpAttemptSubject,
    lines: [mail.signUpAttemptTried, mail.signUpAttemptIfYou],
    link: {
      url: `${publicUrl}${localePath(to.locale, paths.login)}`,
      label: mail.signUpAttemptLink,
    },
    after: mail.signUpAttemptIfNotYou,
  }))
}

/** A one-time sign-in link (auth/sign-in-link.ts): a `ref` of its own each time it is asked. */
export function signInLinkMail(to: Recipient, url: string, ref: string): MailDraft {
  return linkMail(to, () => ({
    kind: 'sign-in-link',
    ref,
    subject: mail.signInLinkSubject,
    lines: [mail.signInLinkAsked, mail.signInLinkValidity],
    link: { url, label: mail.signInLinkLabel },
    after: mail.signInLinkIgnore,
  }))
}
