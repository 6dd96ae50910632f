/**
 * The simulated card-reading shoe (`npm run shoe`, docs/shoe.md) as the browser specs and the taps
 * script run it: paired with a table by a code the floor supervisor makes on /pair/manage, dealing
 * a card at each Enter, its answers read line by line.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { expect, type Browser } from "@playwright/test";
import { signIn } from "./tablet-kit";

/** The simulated shoe, run as a dealer would run it, its answers read line by line. */
export class SimulatedShoe {
  private readonly lines: string[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private read = 0;

  constructor(baseURL: string, tableId: string, code: string, seed = "e2e-shoe") {
    this.child = spawn(process.execPath, ["--import", "tsx", "scripts/shoe.ts", "--table", tableId, "--pair", code, "--url", baseURL, "--seed", seed], { cwd: process.cwd(), env: { ...process.env } });
    let partial = "";
    this.child.stdout.on("data", (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const parts = text.split("\n");
      partial = parts.pop() ?? "";
      this.lines.push(...parts);
    });
    this.child.stderr.on("data", (chunk: Buffer) => this.lines.push(`stderr: ${chunk.toString().trim()}`));
  }

  /** The next line of output (after those read already) that matches. */
  async line(pattern: RegExp): Promise<RegExpMatchArray> {
    let found: RegExpMatchArray | null = null;
    await expect
      .poll(
        () => {
          for (; this.read < this.lines.length && !found; this.read++) found = this.lines[this.read]!.match(pattern);
          return found !== null;
        },
        { message: `the shoe says ${pattern} (it said: ${this.lines.slice(-3).join(" | ")})`, timeout: 15_000 },
      )
      .toBe(true);
    return found!;
  }

  /** The dealer pulls the next card (Enter), or a card typed. */
  deal(card = ""): void {
    this.child.stdin.write(`${card}\n`);
  }

  stop(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

/** The floor supervisor's pairing page makes a one-time code for a card-reading shoe of the table. */
export async function shoePairingCode(browser: Browser, baseURL: string, tableId: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, baseURL, "floor", "demo-floor");
    await page.goto("/pair/manage");
    await page.getByTestId("pair-kind").selectOption("shoe");
    await page.getByLabel("Table").selectOption(tableId);
    await page.getByRole("button", { name: "Make a pairing code" }).click();
    await expect(page.getByRole("status")).toContainText(`npm run shoe -- --table ${tableId} --pair`);
    const code = (await page.getByTestId("pairing-code").innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    return code;
  } finally {
    await context.close();
  }
}

