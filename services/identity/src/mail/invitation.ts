import nodemailer from 'nodemailer';

export interface FamilyInvitationEmail {
  to: string;
  /** The owner's display name, or their email when they have none. */
  ownerName: string;
  inviteUrl: string;
}

/** Sends family invitations; main.ts builds one from SMTP_URL (none when unset). */
export interface InvitationMailer {
  sendFamilyInvitation(message: FamilyInvitationEmail): Promise<void>;
  close(): void;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The default sender: NestKeep <no-reply@ the APP_ORIGIN host>. */
export function defaultSender(appOrigin: string): string {
  return `NestKeep <no-reply@${new URL(appOrigin).hostname}>`;
}

export function familyInvitationContent(message: FamilyInvitationEmail): {
  subject: string;
  text: string;
  html: string;
} {
  // Names are one line (the profile refuses line breaks); one saved before that cannot break the subject.
  const m = { ...message, ownerName: message.ownerName.replace(/\s+/g, ' ').trim() };
  const subject = `${m.ownerName} invited you to their NestKeep family plan`;
  const text = [
    `${m.ownerName} invited you to share their NestKeep family plan.`,
    '',
    'You keep your own account and private library, and get unlimited saves, AI summaries,',
    'advanced search and the AI chat assistant.',
    '',
    `Accept the invitation: ${m.inviteUrl}`,
    '',
    'If you did not expect this email, you can ignore it.',
  ].join('\n');
  const name = escapeHtml(m.ownerName);
  const url = escapeHtml(m.inviteUrl);
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p><strong>${name}</strong> invited you to share their NestKeep family plan.</p>
<p>You keep your own account and private library, and get unlimited saves, AI summaries, advanced search and the AI chat assistant.</p>
<p><a href="${url}" style="display:inline-block;padding:10px 16px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p style="color:#666;font-size:13px">Or open this link: <a href="${url}">${url}</a><br>If you did not expect this email, you can ignore it.</p>
</body></html>`;
  return { subject, text, html };
}

export function createSmtpMailer(smtpUrl: string, from: string): InvitationMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendFamilyInvitation(m) {
      await transport.sendMail({ from, to: m.to, ...familyInvitationContent(m) });
    },
    close: () => transport.close(),
  };
}
