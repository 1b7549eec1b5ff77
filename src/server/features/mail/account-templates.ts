/**
 * The account's mails: verify an address, reset a password, and "someone tried to register
 * with your address". Links come from better-auth (signed tokens) and are escaped like all
 * text in HTML.
 */
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { escapeMarkup } from '#server/lib/escape.ts'
import { layout, oneLine, type MailDraft } from './templates.ts'

const mail = messages.mail

interface Recipient {
  id: string
  name: string
  email: string
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
  return {
    kind,
    ref,
    to: to.email,
    subject,
    text: [
      mail.dear(oneLine(to.name)),
      '',
      ...lines,
      '',
      mail.line(link.label, link.url),
      '',
      ...after,
      messages.brand,
    ].join('\n'),
    html: layout(subject, [
      mail.dear(escapeMarkup(to.name)),
      ...lines.map(escapeMarkup),
      `<a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a>`,
      ...after.map(escapeMarkup),
    ]),
  }
}

export function verifyEmailMail(to: Recipient, url: string, ref: string): MailDraft {
  return linkMail(
    'verify-email',
    ref,
    to,
    mail.verifySubject,
    [mail.verifyPlease, mail.verifyValidity],
    { url, label: mail.verifyLink },
    [mail.verifyIgnore],
  )
}

export function resetPasswordMail(to: Recipient, url: string, ref: string): MailDraft {
  return linkMail(
    'password-reset',
    ref,
    to,
    mail.resetSubject,
    [mail.resetAsked, mail.resetValidity],
    { url, label: messages.account.resetTitle },
    [mail.resetIgnore],
  )
}

/** At most one an hour per account (ref), so the form cannot be used to flood a mailbox. */
export function signUpAttemptMail(to: Recipient, publicUrl: string, hour: number): MailDraft {
  return linkMail(
    'sign-up-attempt',
    `${to.id}:${hour}`,
    to,
    mail.signUpAttemptSubject,
    [mail.signUpAttemptTried, mail.signUpAttemptIfYou],
    { url: `${publicUrl}${paths.login}`, label: mail.signUpAttemptLink },
    [mail.signUpAttemptIfNotYou],
  )
}
