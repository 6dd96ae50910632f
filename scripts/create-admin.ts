/**
 * Creates the first admin of an installation (refused once an active admin exists; admins add
 * everyone else from the app).
 *
 *   node --import tsx scripts/create-admin.ts --username alice --password-file ./alice.pw [--display-name "Alice Ng"] [--room-name "Lucky Club"]
 *   node --import tsx scripts/create-admin.ts            # on a terminal: asks, the password without echo
 *
 * Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR like `npm start`. The password never
 * goes on the command line (it would be visible in the process list and the shell history).
 */
import fs from "node:fs/promises";
import readline from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../lib/server/config";
import { openDatabase } from "../lib/server/db/database";
import { createFirstAdmin } from "../lib/server/auth/staff";

function usage(message: string): never {
  console.error(message);
  console.error("usage: node --import tsx scripts/create-admin.ts --username <name> --password-file <file> [--display-name <name>] [--room-name <name>]");
  process.exit(2);
}

async function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      "password-file": { type: "string" },
      "display-name": { type: "string" },
      "room-name": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) usage("Creates the first admin account.");

  let username = values.username;
  let password: string | undefined;
  let displayName = values["display-name"];
  if (values["password-file"]) {
    password = (await fs.readFile(values["password-file"], "utf8")).replace(/\r?\n$/, "");
  }
  if (!username || password === undefined) {
    if (!process.stdin.isTTY) usage("give --username and --password-file (no terminal to ask on)");
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    username ??= (await rl.question("Username: ")).trim();
    displayName ??= (await rl.question("Name shown to others [Administrator]: ")).trim() || undefined;
    rl.close();
    if (password === undefined) {
      password = await askHidden("Password (at least 10 characters): ");
      const again = await askHidden("Password again: ");
      if (again !== password) usage("the two passwords differ");
    }
  }

  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, embeddedPort: config.EMBEDDED_PG_PORT });
  let created = false;
  try {
    const result = await createFirstAdmin(db, { username, password, displayName, roomName: values["room-name"] }, new Date(), "command-line");
    if (result.ok) {
      created = true;
      console.log(`created admin "${result.staff.username}". Sign in at /signin.`);
    } else {
      console.error(`not created: ${result.message}`);
    }
  } finally {
    await db.close();
  }
  process.exit(created ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`could not create the admin: ${(error as Error).message}`);
  process.exit(1);
});
