import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The cap on every request body, applied by the custom server before Next.js handles the request
 * (a route handler's `request.text()` would otherwise keep whatever a stranger streams: one 1 GB
 * chunked sign-in grew the server by 2 GB). The largest body any route takes is 64 KiB (a table's
 * configuration, a fee option, a settlement); 256 KiB leaves room and still bounds the memory a
 * request can take. Each route then applies its own, smaller limit as it reads (`readJson`).
 */
export const MAX_BODY_BYTES = 256 * 1024;

const REFUSAL = (limit: number) => JSON.stringify({ ok: false, code: "BODY_TOO_LARGE", message: `A request body may hold at most ${Math.floor(limit / 1024)} KB.` });

/** Answers 413 and closes the connection once the answer is out (the rest of the body is never read). */
function refuse(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", connection: "close" });
  res.end(REFUSAL(limit), () => req.socket.destroy());
}

/**
 * Holds this request's body to `limit` bytes while it streams in, whoever reads it. A declared
 * Content-Length over the limit is refused at once (false: do not hand the request on); a chunked
 * body is counted as Node's HTTP parser hands each piece to the request stream (its `push`), and
 * the piece that passes the limit is dropped, answered 413 and the connection closed, so no reader
 * ever holds more than the limit.
 */
export function limitRequestBody(req: IncomingMessage, res: ServerResponse, limit = MAX_BODY_BYTES): boolean {
  const declared = req.headers["content-length"];
  if (declared !== undefined && !(Number(declared) <= limit)) {
    refuse(req, res, limit);
    return false;
  }
  let seen = 0;
  let over = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null || chunk === undefined) return push(chunk);
    if (over) return false;
    seen += (chunk as { length: number }).length;
    if (seen > limit) {
      over = true;
      refuse(req, res, limit);
      return false;
    }
    return push(chunk, encoding);
  };
  return true;
}
