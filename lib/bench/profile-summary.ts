/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self time per function, self time per area
 * (package or project folder), and inclusive time of the heaviest functions.
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileLine {
  readonly name: string;
  readonly ms: number;
  readonly percent: number;
}

export interface ProfileSummary {
  readonly file: string;
  /** CPU time sampled (busy, without idle), ms. */
  readonly busyMs: number;
  readonly wallMs: number;
  readonly selfByFunction: ProfileLine[];
  readonly selfByArea: ProfileLine[];
  readonly inclusive: ProfileLine[];
}

const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

function shortUrl(url: string): string {
  if (!url) return "";
  let u = url.replace(/^file:\/\//, "");
  const cwd = process.cwd() + "/";
  if (u.startsWith(cwd)) u = u.slice(cwd.length);
  const nm = u.lastIndexOf("node_modules/");
  if (nm >= 0) u = u.slice(nm + "node_modules/".length);
  return u;
}

export function areaOf(url: string, functionName: string): string {
  if (!url) return SPECIAL.has(functionName) ? functionName : "(native: JSON, regexp, builtins)";
  const u = shortUrl(url);
  if (u.startsWith("node:")) return "node internals (streams, net, timers)";
  if (/^(lib|components|app)\//.test(u)) return u.split("/").slice(0, 3).join("/").replace(/\.ts$/, "");
  if (/^(@[^/]+\/[^/]+|[^/]+)\//.test(u)) return (/^(@[^/]+\/[^/]+|[^/]+)\//.exec(u)?.[1] ?? u) + " (npm)";
  return u;
}

function keyOf(node: ProfileNode): string {
  const f = node.callFrame;
  const name = f.functionName || "(anonymous)";
  const url = shortUrl(f.url);
  return url ? `${name}  ${url}:${f.lineNumber + 1}` : name;
}

export function summariseProfile(file: string, top = 25): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) byId.set(n.id, n);
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const area = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  const stackKeys = new Map<number, string[]>();
  const keysOfStack = (id: number): string[] => {
    const cached = stackKeys.get(id);
    if (cached) return cached;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const node = byId.get(cur)!;
      if (!SPECIAL.has(node.callFrame.functionName)) seen.add(keyOf(node));
    }
    const keys = [...seen];
    stackKeys.set(id, keys);
    return keys;
  };
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const name = node.callFrame.functionName;
    if (name === "(idle)") return;
    busy += dt;
    const key = keyOf(node);
    self.set(key, (self.get(key) ?? 0) + dt);
    const a = areaOf(node.callFrame.url, name);
    area.set(a, (area.get(a) ?? 0) + dt);
    for (const k of keysOfStack(id)) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
  });
  const lines = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: Math.round((1000 * ms) / Math.max(1, busy)) / 10 }));
  return {
    file,
    busyMs: Math.round(busy),
    wallMs: Math.round((profile.endTime - profile.startTime) / 1000),
    selfByFunction: lines(self, top),
    selfByArea: lines(area, top),
    inclusive: lines(inclusive, top + 15),
  };
}

export function formatProfile(s: ProfileSummary): string {
  const fmt = (l: ProfileLine) => `${String(l.ms).padStart(8)} ms ${String(l.percent.toFixed(1)).padStart(5)}%  ${l.name}`;
  return [
    `profile ${s.file}: ${s.busyMs} ms busy of ${s.wallMs} ms`,
    "self time by area:",
    ...s.selfByArea.map(fmt),
    "self time by function:",
    ...s.selfByFunction.map(fmt),
    "inclusive time:",
    ...s.inclusive.map(fmt),
  ].join("\n");
}
