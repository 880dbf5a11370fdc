import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process";

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  leadId: string;
  raw: string;
}

/**
 * How the test mail server behaves: ok accepts; slow waits `delayMs` before answering the
 * message; refuse answers 451 to every recipient; reject answers 554 to every message.
 * "Down" is simply a port nobody listens on (stop()).
 */
export type SmtpMode = { kind: "ok" } | { kind: "slow"; delayMs: number } | { kind: "refuse" } | { kind: "reject" };

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  mode: SmtpMode;
  /** Listens (again) on the same port. */
  start(): Promise<void>;
  /** Stops listening: the server is down, connections are refused. */
  stop(): Promise<void>;
  /** Number of mails received per lead id. */
  countsByLead(): Map<string, number>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim() ?? "";

/** A real SMTP server (the smtp-server package) on a local port, recording what it accepts. */
export async function makeTestSmtp(options: { port?: number; mode?: SmtpMode } = {}): Promise<TestSmtp> {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  // Like a real server, a message whose client hung up before the final reply is not kept.
  const closed = new Set<string>();
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    mode: options.mode ?? { kind: "ok" },
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 200,
        onClose(session) {
          closed.add(session.id);
        },
        onRcptTo(address, _session, callback) {
          if (smtp.mode.kind === "refuse") {
            const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
            return callback(error);
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const mode = smtp.mode;
            if (mode.kind === "reject") {
              return callback(Object.assign(new Error("Message rejected"), { responseCode: 554 }));
            }
            const accept = () => {
              if (closed.has(session.id)) return callback(new Error("client went away"));
              const raw = Buffer.concat(chunks).toString("utf8");
              received.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: header(raw, "Subject"),
                messageId: header(raw, "Message-ID"),
                leadId: header(raw, "X-Lead-Id"),
                raw,
              });
              callback();
            };
            if (mode.kind === "slow") setTimeout(accept, mode.delayMs);
            else accept();
          });
        },
      });
      server.on("error", () => {});
      await new Promise<void>((resolve, reject) => {
        server!.server.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    countsByLead() {
      const counts = new Map<string, number>();
      for (const m of received) counts.set(m.leadId, (counts.get(m.leadId) ?? 0) + 1);
      return counts;
    },
  };
  return smtp;
}
