/**
 * Summarises a V8 sampling heap profile (`HeapProfiler.stopSampling`, collected objects included):
 * bytes allocated per area (package or project folder) of the allocating function, and per the
 * project's own function nearest the allocation (what in this code asked for the memory, even when
 * a library or JSON did the allocating).
 */
import fs from "node:fs";
import { areaOf } from "./profile-summary";

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

export interface HeapLine {
  readonly name: string;
  /** KB allocated per measured command. */
  readonly kbPerCommand: number;
  readonly percent: number;
}

export interface HeapSummary {
  readonly file: string;
  /** Bytes the profile sampled over the phase (an estimate: one sample per 4 KB on average). */
  readonly sampledBytes: number;
  readonly kbPerCommand: number;
  readonly byArea: HeapLine[];
  readonly byProjectFunction: HeapLine[];
  /** Per stage of a command's path (STAGES), each allocation counted once, under the first stage found in its stack. */
  readonly byStage: HeapLine[];
}

/**
 * The stages of a command's path, as docs/performance.md ("Issue 30: each event made into JSON
 * once") counts them: an allocation belongs to the first stage, in this order, that any frame of
 * its stack matches (`function@file`, the file's name alone). Named after this code's functions,
 * so a renamed one falls through to a later stage or "the rest".
 */
const STAGES: readonly (readonly [string, RegExp])[] = [
  ["the hash chain (canonical JSON, record text, SHA-256)", /^(chainHashes|chainEvents|canonicalJson|sha256Hex|eventRecordText)@/],
  ["the batch statement's text", /^batchStatementText@/],
  ["the commit (pg sending the statement)", /^commit@event-store/],
  ["the group commit and the append", /@group-commit|^append@event-store/],
  ["the projection rows", /^project@/],
  ["the views (built whole after each command)", /^get (dealer|display|supervisor)@|^(roleViews|lazyViews|views)@|Views?@views\./],
  ["the summary", /summar/i],
  ["the patch diff", /^viewPatch@|@view-patch\./],
  ["socket.io's broadcast", /@(broadcast-operator|in-memory-adapter)\./],
  ["the gateway's rooms and broadcasts, besides socket.io's own", /^changed@table-broadcast/],
  ["the registry (its emit, the timers)", /@table-registry\./],
  ["the rules (decide, evolve)", /decide|evolve/i],
  ["the command message's parse and check", /zod|@schemas\.js|safeParse|@parse\.js|^checked@|^parseOnce@|^hasProtoKey@|^wellFormedCommand@/],
  ["the actor", /^apply@table-actor/],
  ["socket.io receiving the command and sending the acknowledgement", /socket\.io|engine\.io|@client\.js|^onevent@|^onPacket@|^ondata@/],
  ["node's writes (ws, streams)", /websocket|writable|receiver|sender|stream/],
  ["pg receiving", /^pg|@connection\.js|@parser|@serializer/],
];
const REST = "the rest (timers, promises, the driver's own reads)";

function projectKey(frame: HeapNode["callFrame"]): string | null {
  const url = frame.url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
  if (!/^(lib|server|components)\//.test(url) || url.includes("node_modules/")) return null;
  return `${frame.functionName || "(anonymous)"}  ${url}:${frame.lineNumber + 1}`;
}

export function summariseHeapProfile(file: string, commands: number, top = 20): HeapSummary {
  const head = (JSON.parse(fs.readFileSync(file, "utf8")) as { head: HeapNode }).head;
  const area = new Map<string, number>();
  const project = new Map<string, number>();
  const stage = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, nearest: string | null, stageAbove: number) => {
    const own = projectKey(node.callFrame) ?? nearest;
    const frame = `${node.callFrame.functionName || "(anonymous)"}@${node.callFrame.url.replace(/.*\//, "")}`;
    const here = STAGES.findIndex(([, pattern]) => pattern.test(frame));
    const stageIndex = here >= 0 && (stageAbove < 0 || here < stageAbove) ? here : stageAbove;
    if (node.selfSize > 0) {
      total += node.selfSize;
      const a = areaOf(node.callFrame.url, node.callFrame.functionName);
      area.set(a, (area.get(a) ?? 0) + node.selfSize);
      const p = own ?? "(outside the project: sockets, timers, the driver's own reads)";
      project.set(p, (project.get(p) ?? 0) + node.selfSize);
      const st = stageIndex >= 0 ? STAGES[stageIndex]![0] : REST;
      stage.set(st, (stage.get(st) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, own, stageIndex);
  };
  walk(head, null, -1);
  const lines = (map: Map<string, number>): HeapLine[] =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => ({ name, kbPerCommand: Math.round((bytes / 1024 / Math.max(1, commands)) * 100) / 100, percent: Math.round((bytes / Math.max(1, total)) * 1000) / 10 }));
  return { file, sampledBytes: total, kbPerCommand: Math.round((total / 1024 / Math.max(1, commands)) * 100) / 100, byArea: lines(area), byProjectFunction: lines(project), byStage: lines(stage) };
}

export function formatHeapSummary(s: HeapSummary): string {
  const table = (title: string, rows: HeapLine[]) => [title, ...rows.map((r) => `  ${r.kbPerCommand.toFixed(2).padStart(8)} KB  ${r.percent.toFixed(1).padStart(5)}%  ${r.name}`)].join("\n");
  return [`heap allocated per command (sampling heap profiler): ${s.kbPerCommand.toFixed(2)} KB  (${s.file})`, table("by area of the allocating function:", s.byArea), table("by the project's function nearest the allocation:", s.byProjectFunction), table("by stage of the command's path:", s.byStage ?? [])].join("\n");
}
