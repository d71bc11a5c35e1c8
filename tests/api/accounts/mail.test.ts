import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail, verificationCodeMail } from '../../../server/modules/accounts/mail-templates';
import { startTestSmtp, type TestSmtp } from '../support/test-smtp';
import { type AccountsServer, call, outbox, signupBody, startAccountsServer } from './support';

describe('SMTP mail adapter (SMTP_URL)', () => {
  let smtp: TestSmtp;
  let server: AccountsServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startAccountsServer({ config: { smtpUrl: smtp.url, mailFrom: 'PetChat <hello@petchat.test>' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the verification mail over SMTP instead of the outbox', async () => {
    const arrived = smtp.next();
    const body = signupBody();
    expect((await call(server, 'POST', '/register', body)).status).toBe(201);
    const mail = await arrived;
    expect(mail.from).toBe('hello@petchat.test');
    expect(mail.to).toEqual([body.email]);
    expect(mail.data).toMatch(/^Subject: Your PetChat verification code$/m);
    expect(mail.data).toMatch(/^From: PetChat <hello@petchat\.test>$/m);
    expect(mail.data).toMatch(/multipart\/alternative/);
    expect(mail.data).toMatch(/text\/html/);
    expect(mail.data).toMatch(/\n {4}[A-Z0-9]{6}\n/);
    expect(await outbox(server, body.email as string)).toEqual([]);
  });
});

describe('SMTP delivery failure', () => {
  it('keeps the sign-up and logs the failure without the mail content', async () => {
    // A port nobody listens on.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const lines: string[] = [];
    let onFailure: () => void = () => {};
    const failed = new Promise<void>((resolve) => {
      onFailure = resolve;
    });
    const server = await startAccountsServer({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'info' },
      loggerStream: {
        write(line) {
          lines.push(line);
          if (line.includes('mail delivery failed')) onFailure();
        },
      },
    });
    try {
      const body = signupBody();
      expect((await call(server, 'POST', '/register', body)).status).toBe(201);
      await failed;
      const failure = JSON.parse(lines.find((l) => l.includes('mail delivery failed'))!);
      expect(failure).toMatchObject({
        level: 50,
        subject: 'Your PetChat verification code',
        errorCode: expect.any(String),
      });
      // Only the subject and the error: no recipient, no body, no code.
      expect(Object.keys(failure).sort()).toEqual(
        ['errorCode', 'error', 'hostname', 'level', 'msg', 'pid', 'responseCode', 'subject', 'time']
          .filter((k) => k in failure)
          .sort(),
      );
      expect(JSON.stringify(failure)).not.toContain(body.email as string);
      expect(JSON.stringify(failure)).not.toContain('Hello');
    } finally {
      await server.close();
    }
  });
});

describe('mail templates', () => {
  it('writes the code mail in both languages, text and HTML alike', () => {
    for (const locale of ['en', 'ua'] as const) {
      const mail = verificationCodeMail(locale, { name: 'Olena', code: 'AB3DEF' });
      expect(mail.text).toContain('AB3DEF');
      expect(mail.html).toContain('AB3DEF');
      expect(mail.devCode).toBe('AB3DEF');
      expect(mail.html).toContain(locale === 'ua' ? 'Вітаємо, Olena!' : 'Hello, Olena!');
    }
  });

  it('puts the reset link in text and as an escaped href', () => {
    const link = 'https://petchat.example/password-reset?token=abc&x=1';
    const mail = passwordResetMail('en', { name: 'O"Neil', link });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://petchat.example/password-reset?token=abc&amp;x=1"');
    expect(mail.html).toContain('Hello, O&quot;Neil!');
    expect(mail.devCode).toBeUndefined();
  });
});
