import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME body) as sent in DATA. */
  data: string;
}

/**
 * A tiny SMTP server for tests of the SMTP mail adapter: it speaks just enough of RFC 5321
 * (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to accept mail, with no TLS and no auth.
 */
export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail to arrive. */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: Array<(mail: ReceivedMail) => void> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    socket.write('220 fake-smtp ready\r\n');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            for (const wake of waiters.splice(0)) wake(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
