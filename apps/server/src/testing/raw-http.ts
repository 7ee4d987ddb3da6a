import { connect } from 'node:net';

/** An HTTP answer read off the socket: status, lower-cased headers and the decoded body. */
export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Decodes a chunked body: hex size CRLF, data CRLF, …, 0 CRLF CRLF. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends `request` byte for byte (request line, headers and body exactly as a device
 * writes them, CRLF included) to the server at `baseUrl` and reads the answer until the
 * server closes the connection: the request must ask for that (`Connection: close`, or
 * HTTP/1.0 without keep-alive). No HTTP client in between adds or fixes a header.
 */
export function rawHttp(baseUrl: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      if (headEnd < 0) return reject(new Error(`no HTTP answer: ${raw.toString('latin1').slice(0, 200)}`));
      const [statusLine = '', ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const rest = raw.subarray(headEnd + 4);
      const body = headers.get('transfer-encoding')?.includes('chunked') ? unchunk(rest) : rest;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
    socket.write(request, 'utf8');
  });
}
