import crypto from "node:crypto";
import type { Database } from "@/lib/server/db/database";
import { adminExists } from "./staff";
import { PAIRING_ALPHABET } from "./tokens";

/**
 * The first-run screen (/signin while no admin exists) must not let whoever reaches the server
 * first become its admin. It asks for a setup code that only the operator sees: the server prints
 * it at start while there is no admin (`firstRunNotice`). The code lives in this process's memory
 * (shared with Next.js's route bundle through globalThis) and changes at every start; with several
 * nodes, make the first admin with scripts/create-admin.ts instead.
 */
const KEY = Symbol.for("cardroom.auth.setupCode");
type Holder = { [KEY]?: string };

export function setupCode(): string {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    let code = "";
    for (let i = 0; i < 10; i += 1) code += PAIRING_ALPHABET[crypto.randomInt(PAIRING_ALPHABET.length)];
    holder[KEY] = `${code.slice(0, 5)}-${code.slice(5)}`;
  }
  return holder[KEY];
}

export function setupCodeMatches(input: string): boolean {
  const given = Buffer.from(input.toUpperCase().replace(/[\s-]/g, ""));
  const expected = Buffer.from(setupCode().replace(/-/g, ""));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Lines for the server to print at start while no admin exists; null once one does. */
export async function firstRunNotice(db: Pick<Database, "prisma">, url: string): Promise<string[] | null> {
  if (await adminExists(db)) return null;
  return [
    "no admin account exists yet. Create the first admin:",
    `  in a browser: ${url}/signin with setup code ${setupCode()}`,
    "  or: node --import tsx scripts/create-admin.ts --username <name> --password-file <file>",
  ];
}
