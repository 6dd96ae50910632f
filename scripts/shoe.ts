/**
 * A simulated card-reading shoe (docs/shoe.md): pairs with a table by a one-time code, holds a
 * shuffled shoe of the game's decks, and sends each card as it is dealt, at a dealer's pace or on
 * a key press. For demos, tests and the benchmark.
 *
 *   npm run -s shoe -- --table t1 --pair K7M2QX                 Enter deals the next card
 *   npm run -s shoe -- --table t1 --pair K7M2QX --pace 2        a card every 2 s while one is due
 *
 * Each answer is one line on stdout: "taken 9S (table version 41)", "refused 9S NO_CARD_DUE: The
 * shoe sent 9S, but no card is due: …". Exit 0 when stopped (q, end of input, or the shoe is
 * empty), 1 when the server refuses the pairing or cannot be reached, 2 on a bad argument.
 */
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import type { Socket } from "socket.io-client";
import { connectShoe, hello, pairShoe, sendCard, status } from "../lib/server/shoe/shoe-client";
import { shuffledShoe } from "../lib/server/shoe/sim-deck";

export const USAGE = `usage: npm run -s shoe -- --table <id> (--pair <code> | --credential <c>) [options]

A simulated card-reading shoe for a table: make a pairing code for a card-reading shoe on the
floor's /pair/manage page, then run this with it. The shoe holds the game's decks, shuffled.

  --table <id>         the table (it must be the one the code was made for)
  --pair <code>        the one-time pairing code; the credential it gives is printed for --credential
  --credential <c>     reconnect as a shoe paired before (no new code)
  --url <address>      the table server (default SHOE_URL or http://localhost:$PORT, port 3000)
  --decks <n>          decks in the shoe (default: the fewest the game is dealt with)
  --seed <text>        shuffle from this seed (the same cards every time); default node:crypto
  --pace <seconds>     deal a card this often whenever the rules expect one; without it, Enter
                       deals the next card, a card typed (e.g. 9S) sends that card, q stops

exit code 0 when stopped, 1 when the pairing or the connection fails, 2 on a bad argument.
`;

export interface ShoeArgs {
  readonly table: string;
  readonly pair: string | null;
  readonly credential: string | null;
  readonly url: string;
  readonly decks: number | null;
  readonly seed: string | undefined;
  readonly pace: number | null;
}

export class ArgumentError extends Error {
  override name = "ArgumentError";
}

export function parseArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): ShoeArgs | "help" {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return "help";
    if (!["--table", "--pair", "--credential", "--url", "--decks", "--seed", "--pace"].includes(arg)) throw new ArgumentError(`Unknown argument ${arg}.`);
    const value = argv[++i];
    if (value === undefined || value.startsWith("--")) throw new ArgumentError(`${arg} needs a value.`);
    values.set(arg, value);
  }
  const table = values.get("--table");
  if (!table) throw new ArgumentError("Name the table: --table <id>.");
  const pair = values.get("--pair") ?? null;
  const credential = values.get("--credential") ?? null;
  if (!pair === !credential) throw new ArgumentError("Give a pairing code (--pair) or a shoe's credential (--credential), one of them.");
  const decks = values.has("--decks") ? Number(values.get("--decks")) : null;
  if (decks !== null && !(Number.isInteger(decks) && decks >= 1 && decks <= 8)) throw new ArgumentError("--decks is 1 to 8.");
  const pace = values.has("--pace") ? Number(values.get("--pace")) : null;
  if (pace !== null && !(Number.isFinite(pace) && pace >= 0.05 && pace <= 60)) throw new ArgumentError("--pace is 0.05 to 60 seconds.");
  const url = values.get("--url") ?? env.SHOE_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  try {
    new URL(url);
  } catch {
    throw new ArgumentError(`--url ${url} is not an address.`);
  }
  return { table, pair, credential, url, decks, seed: values.get("--seed"), pace };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shoe at work: pair (or reconnect), say hello, then deal until stopped. */
export async function runShoe(args: ShoeArgs, io: { out: (line: string) => void; lines: AsyncIterable<string>; signal?: AbortSignal }): Promise<number> {
  let credential = args.credential;
  if (args.pair) {
    const paired = await pairShoe(args.url, args.pair);
    if (paired.tableId !== args.table) {
      io.out(`This code pairs a shoe with table ${paired.tableId}, not ${args.table}.`);
      return 1;
    }
    credential = paired.credential;
    io.out(`Paired as "${paired.label}". To reconnect without a new code: --credential ${paired.credential}`);
  }
  const socket: Socket = await connectShoe(args.url, credential!);
  try {
    const hi = await hello(socket);
    if (!hi.ok) {
      io.out(`The server refused the shoe: ${hi.message}`);
      return 1;
    }
    if (!hi.takesCards) {
      io.out(`${hi.tableName}'s game is not dealt one card at a time from a card-reading shoe.`);
      return 1;
    }
    const decks = args.decks ?? (hi.deckChoices.length ? Math.min(...hi.deckChoices) : 8);
    const cards = shuffledShoe(decks, args.seed);
    const run = randomBytes(4).toString("hex");
    let dealt = 0;
    io.out(`ready ${hi.tableId}: ${hi.tableName}, ${decks} deck${decks === 1 ? "" : "s"} (${cards.length} cards)${args.pace ? `, a card every ${args.pace} s when one is due` : ": Enter deals the next card, a card typed sends it, q stops"}`);

    const send = async (card: string) => {
      dealt += 1;
      const answer = await sendCard(socket, `${run}-${dealt}`, card);
      if (answer.ok) io.out(`taken ${answer.card} (table version ${answer.version})${answer.duplicate ? ", already taken" : ""}`);
      else io.out(`refused ${answer.card ?? card} ${answer.code}: ${answer.message}`);
    };

    if (args.pace !== null) {
      while (cards.length && !io.signal?.aborted) {
        const now = await status(socket).catch(() => null);
        if (now?.ok && now.cardDue) {
          await send(cards.shift()!);
          await pause(args.pace * 1000);
        } else await pause(250);
      }
    } else {
      for await (const raw of io.lines) {
        const line = raw.trim();
        if (line.toLowerCase() === "q") break;
        if (line === "") {
          const card = cards.shift();
          if (!card) break;
          await send(card);
        } else await send(line);
      }
    }
    if (!cards.length) io.out("The shoe is empty.");
    return 0;
  } finally {
    socket.close();
  }
}

async function main(): Promise<number> {
  let args: ShoeArgs | "help";
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (args === "help") {
    process.stdout.write(USAGE);
    return 0;
  }
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    return await runShoe(args, { out: (line) => process.stdout.write(`${line}\n`), lines });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  } finally {
    lines.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then((code) => process.exit(code));
}
