import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/mail/invitation.js';
import { signedInUser, startIdentity, type IdentityHarness } from './harness.js';

interface Captured {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
async function startSmtp() {
  const messages: Captured[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const s = server.listen(0, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port));
  });
  return {
    messages,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(r)),
  };
}

/** The body text of a message, quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let h: IdentityHarness;
let broken: IdentityHarness;

beforeAll(async () => {
  smtp = await startSmtp();
  h = await startIdentity(undefined, {
    family: {
      appOrigin: 'https://nestkeep.example',
      mailer: createSmtpMailer(smtp.url, 'NestKeep <no-reply@nestkeep.example>'),
    },
  });
  broken = await startIdentity(undefined, {
    family: { mailer: createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'no-reply@x.test') },
  });
});
afterAll(async () => {
  await h.close();
  await broken.close();
  await smtp.close();
});

describe('family invitation email', () => {
  it('is sent by SMTP with the owner name and the link, in plain text and HTML', async () => {
    const owner = await signedInUser(h, 'mailer');
    await h.db.user.update({ where: { id: owner.id }, data: { plan: 'family', displayName: 'Olive Owner' } });
    const email = `partner-${Date.now()}@example.com`;
    const res = await owner.post('/api/family/invite', { email });
    expect(res.status).toBe(201);
    expect(res.body.emailSent).toBe(true);
    expect(res.body.inviteUrl).toMatch(/^https:\/\/nestkeep\.example\/family\/join\?token=/);

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages as [Captured];
    expect(message.to).toEqual([email]);
    expect(message.from).toBe('no-reply@nestkeep.example');
    const body = decoded(message.raw);
    expect(body).toMatch(/^Subject: Olive Owner invited you to their NestKeep family plan/m);
    expect(body).toContain('multipart/alternative');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toContain(`Accept the invitation: ${res.body.inviteUrl}`);
    expect(body).toContain(`href="${res.body.inviteUrl}"`);
  });

  it('a mail failure does not fail the invitation: emailSent false and the link to copy', async () => {
    const owner = await signedInUser(broken, 'broken-mail');
    await broken.db.user.update({ where: { id: owner.id }, data: { plan: 'family' } });
    const res = await owner.post('/api/family/invite', { email: `someone-${Date.now()}@example.com` });
    expect(res.status).toBe(201);
    expect(res.body.emailSent).toBe(false);
    expect(res.body.inviteUrl).toMatch(/^http:\/\/localhost:5000\/family\/join\?token=/);
    expect(await broken.db.familyMember.count({ where: { ownerId: owner.id } })).toBe(1);
  });
});
