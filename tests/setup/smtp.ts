/** A real SMTP server on loopback that keeps what it receives (tests and the fault run). */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  /** Messages accepted: the 250 reply to their data went out on a live connection. */
  received: ReceivedMail[];
  /**
   * Messages whose data arrived in full but whose client hung up before the (stalled) reply:
   * not accepted, as RFC 5321 has it, so a real server would not deliver them either.
   */
  abandoned: ReceivedMail[];
  /** Replies still held back. */
  stalledReplies(): number;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /**
   * How long to hold back the reply to a message's data, in ms: a stalling server. `seen` is
   * how many times this Message-ID has arrived before (0 the first time).
   */
  replyDelayMs?: (mail: { messageId: string | undefined; seen: number }) => number;
  /** Refuse a recipient with this reply text (a 550), as servers do, quoting the address. */
  rejectRecipient?: (address: string) => string | undefined;
}

export async function startSmtp(port = 0, options: SmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const abandoned: ReceivedMail[] = [];
  const seen = new Map<string, number>();
  const closedSessions = new Set<string>();
  /** Replies held back, by session: a client that hangs up meanwhile abandons its message. */
  const held = new Map<string, { mail: ReceivedMail; timer: NodeJS.Timeout }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 waits for a resolver timeout on a closed network.
    disableReverseLookup: true,
    // Pooled clients keep their connection open; do not wait for them when closing.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = options.rejectRecipient?.(address.address);
      if (refusal === undefined) return callback();
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onClose(session) {
      closedSessions.add(session.id);
      const stalled = held.get(session.id);
      if (stalled) {
        clearTimeout(stalled.timer);
        held.delete(session.id);
        abandoned.push(stalled.mail);
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const messageId = messageIdOf(mail.raw);
        const times = messageId ? (seen.get(messageId) ?? 0) : 0;
        if (messageId) seen.set(messageId, times + 1);
        const reply = () => {
          // Accepted only if the client is still there to hear the 250.
          if (closedSessions.has(session.id)) abandoned.push(mail);
          else received.push(mail);
          callback();
        };
        const delay = options.replyDelayMs?.({ messageId, seen: times }) ?? 0;
        if (delay <= 0) return reply();
        const timer = setTimeout(() => {
          held.delete(session.id);
          reply();
        }, delay);
        held.set(session.id, { mail, timer });
      });
    },
  });
  // A client killed mid-session (the fault test SIGKILLs the server) resets its connection;
  // that is the client's failure to report, not this server's.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    abandoned,
    stalledReplies: () => held.size,
    close: () => {
      for (const { timer } of held.values()) clearTimeout(timer);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Message-ID header of a raw message (folded lines allowed). */
export const messageIdOf = (raw: string): string | undefined =>
  /^message-id:\s*(<[^>\r\n]+>)/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
