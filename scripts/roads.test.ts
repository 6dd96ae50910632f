import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "./roads";

function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = main(argv, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err };
}

describe("roads CLI", () => {
  it("prints the big road columns and each derived road's marks as JSON", () => {
    const r = run("BBPPPTBPBB", "--json");
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(JSON.parse(r.out)).toEqual({ bigRoad: ["BB", "PPP", "B", "P", "BB"], bigEyeBoy: "RBBBRB", smallRoad: "BBB", cockroachPig: "BR" });
  });

  it("leaves ties out of the column strings, wherever they fall", () => {
    expect(JSON.parse(run("TTBTPTT", "--json").out)).toEqual({ bigRoad: ["B", "P"], bigEyeBoy: "", smallRoad: "", cockroachPig: "" });
    expect(JSON.parse(run("--json", "TTBTPTT", "--leading-ties", "own-cell").out).bigRoad).toEqual(["B", "P"]);
  });

  it("prints the hand-worked tutorial shoe", () => {
    expect(JSON.parse(run("BBBPPBPBBBBPPTPBPP", "--json").out)).toEqual({
      bigRoad: ["BBB", "PP", "B", "P", "BBBB", "PPP", "B", "PP"],
      bigEyeBoy: "RBBRBRRBRRBBB",
      smallRoad: "BBBRRBBRBBR",
      cockroachPig: "BRBRBBRBRR",
    });
  });

  it.each([
    [["BXP", "--json"], /bad sequence "BXP": "X" at position 2/],
    [["--json"], /missing sequence/],
    [["", "--json"], /empty sequence/],
    [["BB", "PP"], /expected one sequence/],
    [["BB", "--colour"], /unknown option --colour/],
    [["BB", "--leading-ties", "left"], /--leading-ties must be/],
    [["BB", "--width", "0"], /--width must be/],
    [["BB", "--width"], /--width needs a value/],
  ])("refuses %j with exit code 2 and a message on stderr", (argv, message) => {
    const r = run(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toMatch(message);
  });

  it("draws a readable text grid without --json, dragon tail and tie slash included", () => {
    const r = run("BBBBBBBTBPP");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    const big = lines.indexOf("Big road");
    // Eight B (the tie after the seventh) run off row 6 into a tail under the two P.
    expect(lines.slice(big + 1, big + 7)).toEqual([
      "  B  P  .",
      "  B  P  .",
      "  B  .  .",
      "  B  .  .",
      "  B  .  .",
      "  B  B/ B",
    ]);
    expect(r.out).toMatch(/Big Eye Boy\n {2}R/);
    expect(r.out).toMatch(/Hands 11 {3}Banker 8 \(72\.7%\) {3}Player 2 \(18\.2%\) {3}Tie 1 \(9\.1%\)/);
  });

  it("shows only the newest columns with --width", () => {
    const r = run("BPBPBPBP", "--width", "2");
    const lines = r.out.split("\n");
    const big = lines.indexOf("Big road");
    expect(lines[big + 1]).toBe("  B  P");
  });

  it("prints usage on --help", () => {
    const r = run("--help");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/usage:/);
  });

  it("runs as a script: exit code and streams", () => {
    const script = path.join(import.meta.dirname, "roads.ts");
    const ok = spawnSync(process.execPath, ["--import", "tsx", script, "BBPPT", "--json"], { encoding: "utf8" });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ bigRoad: ["BB", "PP"], bigEyeBoy: "R", smallRoad: "", cockroachPig: "" });
    const bad = spawnSync(process.execPath, ["--import", "tsx", script, "BBQ", "--json"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toMatch(/"Q" at position 3 is not B, P or T/);
  });
});
