/**
 * `npm run soak [-- --minutes 30 --tables 40 --seed <text> --pace <ms> --no-faults]`: a night in fast-forward (lib/soak/run.ts).
 * `--no-faults`: nothing killed, so one server process's memory is followed from start to end.
 * Prints what it does as it goes, then the figures; exits 1 when a count that must be 0 is not.
 */
import crypto from "node:crypto";
import { formatCents } from "../lib/domain/money";
import { runSoak } from "../lib/soak/run";

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const minutes = Number(option("minutes", "30"));
const tables = Number(option("tables", "40"));
const seed = option("seed", crypto.randomBytes(4).toString("hex"));
const paceMs = Number(option("pace", "0"));
const faults = !process.argv.includes("--no-faults");
const memoryEveryS = Number(option("memory-every", "60"));
if (!(minutes > 0) || !Number.isInteger(tables) || tables < 1 || !Number.isInteger(paceMs) || paceMs < 0 || !(memoryEveryS >= 5)) {
  console.error("usage: npm run soak -- [--minutes 30] [--tables 40] [--seed text] [--pace ms] [--no-faults] [--memory-every s]");
  process.exit(2);
}

const started = Date.now();
const stamp = () => `[${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s]`;
console.log(`soak: ${minutes} min, ${tables} tables, seed ${seed}${paceMs ? `, a tablet's pause ${paceMs} ms` : ""}${faults ? "" : ", no faults"}`);
const r = await runSoak({ minutes, tables, seed, paceMs, faults, memoryEveryMs: memoryEveryS * 1000, log: (line) => console.log(`${stamp()} ${line}`) });
const l = r.log;
/** One line per kind: sent, accepted, and the table's refusals by code (the wrong moment is not a failure). */
function moveLines(what: string, figures: typeof r.corrections): [string, string][] {
  const kinds = Object.keys(figures).sort();
  if (kinds.length === 0) return [[`${what}s`, "none sent"]];
  return kinds.map((k) => {
    const f = figures[k]!;
    const refused = Object.entries(f.refused).map(([code, n]) => `${code} ${n}`).join(", ");
    return [`${what}: ${k} (sent / accepted; refused)`, `${f.sent} / ${f.accepted}${refused ? `; ${refused}` : ""}`];
  });
}
/** The memory samples on one line, a sample of another process than the first marked with *. */
function memorySamples(): string {
  const first = r.memorySamples[0]?.pid;
  return r.memorySamples.map((m) => `${m.atS}: ${m.mb}${m.pid === first ? "" : "*"}`).join(", ");
}
const lines: [string, string | number][] = [
  ["database", r.database],
  ["tables driven", `${r.tablesDriven} (asked ${r.tablesAsked}; the floor has ${r.tablesOnTheFloor})`],
  ...Object.entries(r.roundsPerFamily).map(([family, n]) => [`rounds played: ${family}`, n] as [string, number]),
  ["rounds completed (log)", l.roundsCompleted],
  ["commands sent", r.commandsSent],
  ["acknowledged commands", r.acknowledged],
  ["refused (by code)", JSON.stringify(r.refused)],
  ["unanswered at a fault, sent again with the same id", `${r.unanswered} (resends ${r.resent}, answered as duplicates ${r.answeredAsDuplicate})`],
  ["answered \"outcome unknown\", sent again with the same id", r.outcomeUnknown],
  ["faults", r.faults ? "server SIGKILL / SIGTERM, database killed" : "none (--no-faults)"],
  ["server SIGKILLs / SIGTERMs (exit codes)", `${r.sigkills} / ${r.sigterms} (${r.sigtermExitCodes.join(", ") || "-"})`],
  ["database killed and started again", r.database === "embedded" ? r.databaseKills : "not with an external database"],
  ["server stopped by itself (started again)", r.serverExits],
  ["what the server said then", r.faultsSeen.length ? r.faultsSeen.join("\n" + " ".repeat(65)) : "-"],
  ...moveLines("correction", r.corrections),
  ["voids / misdeals accepted", `${r.corrections["void-round"]?.accepted ?? 0} / ${r.corrections["declare-misdeal"]?.accepted ?? 0}`],
  ...moveLines("seating change", r.seatingChanges),
  ...moveLines("waiting list", r.waitlist),
  ...moveLines("dealer relief", r.reliefs),
  ["tablet / wall reconnects, wall updates", `${r.tabletReconnects} / ${r.wallReconnects}, ${r.wallUpdates}`],
  ["commands lost (must be 0)", l.commandsLost],
  ["commands applied twice (must be 0)", l.appliedTwice],
  ["duplicates with no application (must be 0)", l.duplicateWithoutApplication],
  ["rounds lost / doubled (must be 0 / 0)", `${l.roundsLost} / ${l.roundsDoubled}`],
  ["fee drops lost / doubled (must be 0 / 0)", `${l.feeLinesLost} / ${l.feeLinesDoubled} of ${l.feeLines} lines`],
  ["fee drops in the log / recorded", `${formatCents(l.feeCentsInLog)} / ${formatCents(l.feeCentsRecorded)}`],
  ["money not conserved (must be 0 rounds)", `${l.moneyNotConserved} of ${l.walksChecked} settled walks`],
  ["shift close total / sum of the rounds", `${formatCents(l.shiftClose.recordedCents)} / ${formatCents(l.shiftClose.sumOfRounds)} (${l.shiftClose.equal ? "equal" : "NOT EQUAL"}, ${l.shiftClose.tables} tables)`],
  ["tables stuck a minute or more", r.stuckTables.join(", ") || "none"],
  ["server memory (MB): start / end (last process at its start)", `${r.memoryMb.start} / ${r.memoryMb.end} (${r.memoryMb.lastProcessStart})`],
  ["server memory samples (s: MB; * another process)", memorySamples()],
];
console.log("\nSOAK RESULT");
for (const [k, v] of lines) console.log(`  ${k.padEnd(62)} ${v}`);
const bad = l.commandsLost + l.appliedTwice + l.duplicateWithoutApplication + l.roundsLost + l.roundsDoubled + l.feeLinesLost + l.feeLinesDoubled + l.moneyNotConserved + (l.shiftClose.equal ? 0 : 1);
console.log(bad === 0 ? "\nEvery count that must be 0 is 0." : "\nA count that must be 0 is not: see above.");
process.exit(bad === 0 ? 0 : 1);
