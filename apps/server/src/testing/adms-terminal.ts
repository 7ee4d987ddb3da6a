import { rawHttp } from './raw-http.js';

/** What a terminal got back: the status and the plain-text body. */
export interface TerminalAnswer {
  status: number;
  /** The content type, which firmware expects as text/plain. */
  type: string;
  text: string;
}

/** A command a heartbeat handed over. */
export interface TerminalCommand {
  id: string;
  command: string;
}

/**
 * A ZKTeco / eSSL terminal speaking the ADMS push protocol with the request shapes real
 * firmware sends (push 2.4): the handshake, ATTLOG and OPERLOG uploads, heartbeats with
 * its INFO, and command replies. It keeps its users and clock as the commands it ran left
 * them, so a test sees what a real terminal would.
 */
export class AdmsTerminal {
  /** Users on the terminal, by PIN. */
  readonly users = new Map<string, string>();
  /** The clock the last SET OPTIONS DateTime set, packed as sent. */
  clockSetTo: number | null = null;
  #stamp = 0;

  constructor(
    readonly baseUrl: string,
    readonly serial: string,
    readonly firmware = 'Ver 6.60 Apr 28 2023',
  ) {}

  /**
   * The request as push 2.4 firmware writes it on the wire (`iClock Proxy/1.09`): request
   * line, Host, User-Agent, `Connection: close`, a Content-Length on a POST, Accept, each
   * line ended by CRLF and a blank CRLF line before the body; no Content-Type. Sent byte for
   * byte on a socket (`rawHttp`), so no HTTP client adds or fixes anything.
   */
  async #request(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: string) {
    const url = new URL(this.baseUrl);
    const search = new URLSearchParams({ SN: this.serial, ...query }).toString();
    const lines = [
      `${method} /iclock/${path}?${search} HTTP/1.1`,
      `Host: ${url.host}`,
      'User-Agent: iClock Proxy/1.09',
      'Connection: close',
      ...(body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body, 'utf8')}`]),
      'Accept: */*',
    ];
    const answer = await rawHttp(this.baseUrl, `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
    return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: answer.body };
  }

  /**
   * `GET /iclock/ping?SN=…` as HTTP/1.0 with no Host header, as older firmware checks the
   * server while it holds a batch back.
   */
  async ping(): Promise<TerminalAnswer> {
    const request = `GET /iclock/ping?SN=${encodeURIComponent(this.serial)} HTTP/1.0\r\nUser-Agent: iClock Proxy/1.09\r\nAccept: */*\r\n\r\n`;
    const answer = await rawHttp(this.baseUrl, request);
    return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: answer.body };
  }

  /** `GET /iclock/cdata?SN=…&options=all&pushver=…`: the options as Key=value. */
  async handshake(): Promise<TerminalAnswer & { options: Map<string, string> }> {
    const answer = await this.#request('GET', 'cdata', { options: 'all', pushver: '2.4.1', language: '69' });
    const options = new Map<string, string>();
    for (const line of answer.text.split('\n').slice(1)) {
      const equals = line.indexOf('=');
      if (equals > 0) options.set(line.slice(0, equals), line.slice(equals + 1));
    }
    return { ...answer, options };
  }

  /** `POST /iclock/cdata?SN=…&table=ATTLOG&Stamp=…` with tab-separated lines. */
  pushAttlog(lines: readonly string[]): Promise<TerminalAnswer> {
    this.#stamp += 1;
    return this.#request(
      'POST',
      'cdata',
      { table: 'ATTLOG', Stamp: String(this.#stamp) },
      `${lines.join('\n')}\n`,
    );
  }

  /** `POST /iclock/cdata?SN=…&table=OPERLOG&OpStamp=…`: OPLOG, USER and template lines. */
  pushOperlog(lines: readonly string[]): Promise<TerminalAnswer> {
    return this.#request(
      'POST',
      'cdata',
      { table: 'OPERLOG', OpStamp: String(Date.now()) },
      `${lines.join('\n')}\n`,
    );
  }

  /** Its users as an OPERLOG upload, as a terminal sends them after enrolment. */
  pushUsers(): Promise<TerminalAnswer> {
    return this.pushOperlog(
      [...this.users].map(
        ([pin, name]) => `USER PIN=${pin}\tName=${name}\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000100000000`,
      ),
    );
  }

  /** `GET /iclock/getrequest?SN=…&INFO=firmware,users,…`: the commands handed over. */
  async heartbeat(): Promise<TerminalAnswer & { commands: TerminalCommand[] }> {
    const info = [this.firmware, this.users.size, 0, 0, '192.168.1.201', 10, 7, 15, 0, 111].join(',');
    const answer = await this.#request('GET', 'getrequest', { INFO: info });
    const commands = answer.text.split('\n').flatMap((line) => {
      const match = /^C:(\d+):(.*)$/.exec(line.trim());
      return match ? [{ id: match[1] as string, command: match[2] as string }] : [];
    });
    return { ...answer, commands };
  }

  /** `POST /iclock/devicecmd?SN=…`: one `ID=…&Return=…&CMD=…` line a command. */
  reply(replies: readonly { id: string; returnCode: number; command: string }[]): Promise<TerminalAnswer> {
    const body = replies
      .map((entry) => `ID=${entry.id}&Return=${entry.returnCode}&CMD=${entry.command}`)
      .join('\n');
    return this.#request('POST', 'devicecmd', {}, body);
  }

  /** A heartbeat, running what it handed over and replying 0 (done) for each. */
  async runCommands(): Promise<TerminalCommand[]> {
    const { commands } = await this.heartbeat();
    for (const { command } of commands) this.#run(command);
    if (commands.length)
      await this.reply(
        commands.map((entry) => ({ ...entry, returnCode: 0, command: entry.command.split(' ')[0] ?? '' })),
      );
    return commands;
  }

  #run(command: string) {
    const fields = new Map(
      command
        .replace(/^DATA (UPDATE|DELETE) USERINFO /, '')
        .split('\t')
        .map((pair) => pair.split('=') as [string, string]),
    );
    if (command.startsWith('DATA UPDATE USERINFO '))
      this.users.set(fields.get('PIN') ?? '', fields.get('Name') ?? '');
    else if (command.startsWith('DATA DELETE USERINFO ')) this.users.delete(fields.get('PIN') ?? '');
    else if (command.startsWith('SET OPTIONS DateTime=')) this.clockSetTo = Number(command.split('=')[1]);
  }
}
