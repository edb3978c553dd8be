import { toSingleLine } from '@bestellwerk/domain';
import type { MailAddress, MailMessage } from '../mail/mail.service.js';
import type { UserEntity } from './entities/user.entity.js';

export const LOGIN_LINK_SUBJECT = 'Ihr Anmeldelink';

/** The backend page that signs in with the token (it calls POST /api/login/link/{token}). */
export function loginLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/backend/login/link/${token}`;
}

/** The e-mail with a one-time login link ("Passwort vergessen"), to the user's address. */
export function loginLinkMail(
  user: Pick<UserEntity, 'username' | 'email' | 'firstName' | 'lastName'>,
  link: string,
  validMinutes: number,
  from: MailAddress,
): MailMessage {
  const name = toSingleLine(`${user.firstName} ${user.lastName}`).trim() || user.username;
  return {
    from,
    to: toSingleLine(user.email),
    subject: LOGIN_LINK_SUBJECT,
    text: [
      `Guten Tag ${name},`,
      '',
      `mit diesem Link melden Sie sich ohne Passwort im Backend an (Benutzername: ${toSingleLine(user.username)}):`,
      '',
      link,
      '',
      `Der Link ist ${validMinutes} Minuten gültig und funktioniert nur einmal. Ein neu angeforderter Link ersetzt ihn.`,
      'Wenn Sie keinen Anmeldelink angefordert haben, können Sie diese E-Mail ignorieren.',
      '',
    ].join('\n'),
  };
}
