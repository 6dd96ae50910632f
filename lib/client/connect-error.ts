/**
 * Words for a socket that could not connect. A server that refused the connection on purpose (too
 * many screens open on one sign-in or display, a name the server does not answer to) says why in
 * `err.data.message`: the screen shows that reason, not a network error, since retrying will not help
 * until someone acts on it.
 */
export function connectErrorWords(err: { message: string; data?: unknown }, words: { unauthenticated: string; unreachable: string }): string {
  if (err.message === "UNAUTHENTICATED") return words.unauthenticated;
  const data = err.data as { code?: unknown; message?: unknown } | undefined;
  if (data && typeof data.message === "string" && data.message.length > 0 && typeof data.code === "string") return `The server refused this screen's connection: ${data.message}`;
  return words.unreachable;
}
