import { describe, expect, it } from "vitest";
import { connectErrorWords } from "./connect-error";

const words = { unauthenticated: "Sign in again to use this table.", unreachable: "Cannot reach the table server; retrying…" };

describe("a socket that could not connect, in words", () => {
  it("shows the server's reason when it refused on purpose (too many sockets, a foreign host name)", () => {
    const err = Object.assign(new Error("TOO_MANY_SOCKETS"), { data: { code: "TOO_MANY_SOCKETS", message: "This sign-in already has 10 screens open: close one, then reload this page." } });
    expect(connectErrorWords(err, words)).toBe("The server refused this screen's connection: This sign-in already has 10 screens open: close one, then reload this page.");
    const host = Object.assign(new Error("BAD_HOST"), { data: { code: "BAD_HOST", message: "This server does not answer to that name." } });
    expect(connectErrorWords(host, words)).toMatch(/does not answer to that name/);
  });

  it("asks to sign in again for an ended session, and says the server is out of reach otherwise", () => {
    expect(connectErrorWords(new Error("UNAUTHENTICATED"), words)).toBe(words.unauthenticated);
    expect(connectErrorWords(new Error("xhr poll error"), words)).toBe(words.unreachable);
    expect(connectErrorWords(Object.assign(new Error("timeout"), { data: "not an object" }), words)).toBe(words.unreachable);
  });
});
