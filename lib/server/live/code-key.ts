/**
 * The key the players' codes are made with. The lists' log holds only each code's seed; the code
 * is an HMAC of the seed under this key, so a reader of the database (a backup, a report query)
 * cannot tell which code belongs to which player without the key, which is never in the database.
 *
 * LIVE_CODE_KEY when set (several nodes must share it); otherwise 32 random bytes kept owner-only
 * in DATA_DIR/live-code.key, made at the first start. A lost key only ends the codes given so far
 * (the floor shows each player's new code): codes live as long as a place in line.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

const FILE = "live-code.key";
const HEX = /^[0-9a-f]{64}$/;

export async function loadCodeKey(options: { key?: string; dataDir: string }): Promise<Buffer> {
  if (options.key) return crypto.createHash("sha256").update(`cardroom-live-code:${options.key}`).digest();
  const file = path.join(options.dataDir, FILE);
  await fs.mkdir(options.dataDir, { recursive: true });
  const made = crypto.randomBytes(32).toString("hex");
  try {
    await fs.writeFile(file, `${made}\n`, { flag: "wx", mode: 0o600 });
    return Buffer.from(made, "hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // Another process made it a moment ago: read it once it is written.
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = (await fs.readFile(file, "utf8")).trim();
    if (HEX.test(text)) return Buffer.from(text, "hex");
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${file} does not hold a key (64 hex digits): remove it to make a new one, or set LIVE_CODE_KEY`);
}
