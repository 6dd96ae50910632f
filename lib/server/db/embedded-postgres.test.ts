import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * A process that loads the embedded PostgreSQL module and, optionally, shuts down on SIGTERM in its
 * own time (as server.ts does: the tables' snapshots first, then the database). Returns what it
 * printed and how it ended.
 */
function signalled(ownShutdown: boolean): Promise<{ output: string; code: number | null }> {
  const script = `
    await import(${JSON.stringify(`${process.cwd()}/lib/server/db/embedded-postgres.ts`)});
    ${ownShutdown ? `process.on("SIGTERM", () => setTimeout(() => { console.log("snapshots saved"); process.exit(0); }, 300));` : ""}
    console.log("ready");
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => {
    output += d.toString();
    if (output.includes("ready")) child.kill("SIGTERM");
  });
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ output, code })));
}

describe("embedded PostgreSQL and the process's signals", () => {
  it("SIGTERM is left to the process's own shutdown: the library no longer stops the database and exits first", async () => {
    const { output, code } = await signalled(true);
    expect(output).toContain("snapshots saved");
    expect(code).toBe(0);
  });

  it("a process without a shutdown of its own still stops and exits on SIGTERM", async () => {
    const { output, code } = await signalled(false);
    expect(output).not.toContain("snapshots saved");
    expect(code).toBe(143);
  });
});
