/**
 * The account's mails: verify an address, reset a password, and "someone tried to register
 * with your address". Links come from better-auth (signed tokens) and are escaped like all
 * text in HTML.
 */
import { paths } from '#shared/paths.ts'
import { escapeMarkup } from '#server/lib/escape.ts'
import { layout, oneLine, type MailDraft } from './templates.ts'

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
      `Dear ${oneLine(to.name)},`,
      '',
      ...lines,
      '',
      `${link.label}: ${link.url}`,
      '',
      ...after,
      'Bangla Tours',
    ].join('\n'),
    html: layout(subject, [
      `Dear ${escapeMarkup(to.name)},`,
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
    'Confirm your email address',
    [
      'Please confirm that this is your email address, so we can send your bookings and receipts here.',
      'The link works for 24 hours.',
    ],
    { url, label: 'Confirm my email address' },
    ['If you did not create an account at Bangla Tours, you can ignore this mail.'],
  )
}

export function resetPasswordMail(to: Recipient, url: string, ref: string): MailDraft {
  return linkMail(
    'password-reset',
    ref,
    to,
    'Reset your password',
    [
      'Someone (we hope you) asked to reset the password of your Bangla Tours account.',
      'The link works once, for one hour. Using it signs you out everywhere else.',
    ],
    { url, label: 'Choose a new password' },
    ['If you did not ask for this, ignore this mail: your password stays as it is.'],
  )
}

/** At most one an hour per account (ref), so the form cannot be used to flood a mailbox. */
export function signUpAttemptMail(to: Recipient, publicUrl: string, hour: number): MailDraft {
  return linkMail(
    'sign-up-attempt',
    `${to.id}:${hour}`,
    to,
    'Someone tried to register with your address',
    [
      'Someone just tried to create a Bangla Tours account with this email address, which already has an account.',
      'If it was you: sign in instead, or reset your password if you have forgotten it.',
    ],
    { url: `${publicUrl}${paths.login}`, label: 'Sign in or reset your password' },
    ['If it was not you, there is nothing to do: your account is unchanged.'],
  )
}
