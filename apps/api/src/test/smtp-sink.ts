import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  messageId: string | null;
  subject: string | null;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** How many messages each recipient address got. */
  countsByAddress(): Map<string, number>;
  close(): Promise<void>;
}

const headerOf = (head: string, name: string): string | null => {
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head);
  return match ? match[1]!.trim() : null;
};

/**
 * A real SMTP server on localhost (the smtp-server package) that accepts every message and keeps
 * its envelope recipients, Message-ID and subject: where the blast tests and benchmark send mail.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        if (!data.includes('\r\n\r\n')) data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const head = data.split('\r\n\r\n')[0] ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: headerOf(head, 'Message-ID'),
          subject: headerOf(head, 'Subject'),
        });
        callback();
      });
    },
  });
  // A sender killed mid-message (what the restart tests do) resets its connection: not the sink's failure.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    countsByAddress() {
      const counts = new Map<string, number>();
      for (const mail of received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
