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
}

function projectKey(frame: HeapNode["callFrame"]): string | null {
  const url = frame.url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
  if (!/^(lib|server|components)\//.test(url) || url.includes("node_modules/")) return null;
  return `${frame.functionName || "(anonymous)"}  ${url}:${frame.lineNumber + 1}`;
}

export function summariseHeapProfile(file: string, commands: number, top = 20): HeapSummary {
  const head = (JSON.parse(fs.readFileSync(file, "utf8")) as { head: HeapNode }).head;
  const area = new Map<string, number>();
  const project = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, nearest: string | null) => {
    const own = projectKey(node.callFrame) ?? nearest;
    if (node.selfSize > 0) {
      total += node.selfSize;
      const a = areaOf(node.callFrame.url, node.callFrame.functionName);
      area.set(a, (area.get(a) ?? 0) + node.selfSize);
      const p = own ?? "(outside the project: sockets, timers, the driver's own reads)";
      project.set(p, (project.get(p) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, own);
  };
  walk(head, null);
  const lines = (map: Map<string, number>): HeapLine[] =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => ({ name, kbPerCommand: Math.round((bytes / 1024 / Math.max(1, commands)) * 100) / 100, percent: Math.round((bytes / Math.max(1, total)) * 1000) / 10 }));
  return { file, sampledBytes: total, kbPerCommand: Math.round((total / 1024 / Math.max(1, commands)) * 100) / 100, byArea: lines(area), byProjectFunction: lines(project) };
}

export function formatHeapSummary(s: HeapSummary): string {
  const table = (title: string, rows: HeapLine[]) => [title, ...rows.map((r) => `  ${r.kbPerCommand.toFixed(2).padStart(8)} KB  ${r.percent.toFixed(1).padStart(5)}%  ${r.name}`)].join("\n");
  return [`heap allocated per command (sampling heap profiler): ${s.kbPerCommand.toFixed(2)} KB  (${s.file})`, table("by area of the allocating function:", s.byArea), table("by the project's function nearest the allocation:", s.byProjectFunction)].join("\n");
}
