/**
 * A Chrome CPU profile of a page (the floor-page bench's --page-profile): taken over CDP, written to
 * bench-results/, each sampled function named by the build's source maps where the build has them
 * (`BENCH_SOURCE_MAPS=1 npx next build`; without them the names are the minifier's), then summarised
 * like the server's profile, with the project's React components apart.
 */
import fs from "node:fs";
import path from "node:path";
import type { CDPSession } from "@playwright/test";
import { decode } from "@jridgewell/sourcemap-codec";
import { summariseProfile, type ProfileLine, type ProfileSummary } from "./profile-summary";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface RawSourceMap {
  sources?: string[];
  sourcesContent?: (string | null)[];
  names?: string[];
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: RawSourceMap }[];
}

/** One mapping of a generated column: [column, source, line, column, name?]. */
type Segment = [number, number, number, number, number | undefined];

/** The source map's mappings, line by line, each segment's fields absolute (the codec undoes the format's relative steps); segments naming no source are left out. */
export function decodeMappings(mappings: string): Segment[][] {
  return decode(mappings).map((line) => line.filter((s) => s.length >= 4).map((s) => [s[0], s[1]!, s[2]!, s[3]!, s[4]] as Segment));
}

interface Resolved {
  readonly source: string;
  readonly line: number;
  readonly name: string | undefined;
}

/** The function a source line starts, where the minifier dropped its name: `function TableCard(`, `const refresh = useCallback(`. */
function nameOnLine(content: string | null | undefined, line: number): string | undefined {
  const text = content?.split("\n")[line];
  if (!text) return undefined;
  return /\bfunction\*?\s+([\w$]+)/.exec(text)?.[1] ?? /\b(?:const|let|var)\s+([\w$]+)\s*=/.exec(text)?.[1] ?? /^\s*(?:async\s+)?([\w$]+)\s*\(.*\)\s*\{\s*$/.exec(text)?.[1];
}

/** Finds a generated position's original place in one map (index maps: the section holding it). */
function makeResolver(map: RawSourceMap): (line: number, column: number) => Resolved | null {
  if (map.sections) {
    const sections = map.sections.map((s) => ({ offset: s.offset, resolve: makeResolver(s.map) }));
    return (line, column) => {
      let hit: (typeof sections)[number] | undefined;
      for (const s of sections) {
        if (s.offset.line < line || (s.offset.line === line && s.offset.column <= column)) hit = s;
        else break;
      }
      if (!hit) return null;
      return hit.resolve(line - hit.offset.line, line === hit.offset.line ? column - hit.offset.column : column);
    };
  }
  const decoded = decodeMappings(map.mappings ?? "");
  const sources = (map.sources ?? []).map((s) => s.replace(/^.*\[project\]\//, "").replace(/^.*node_modules\//, "node_modules/"));
  return (line, column) => {
    const segments = decoded[line];
    if (!segments?.length) return null;
    // The last segment at or before the column, and the nearest named one from there back (the
    // function's own name: a profile's position is the function's start).
    let i = segments.length - 1;
    while (i > 0 && segments[i]![0] > column) i--;
    const seg = segments[i]!;
    let named: number | undefined;
    for (let j = i; j >= 0 && j >= i - 3 && named === undefined; j--) named = segments[j]![4];
    return { source: sources[seg[1]] ?? "?", line: seg[2] + 1, name: (named === undefined ? undefined : map.names?.[named]) ?? nameOnLine(map.sourcesContent?.[seg[1]], seg[2]) };
  };
}

/** The resolver of a chunk's map: the one its `sourceMappingURL` names (Turbopack names it apart), else `<chunk>.map`. */
function resolverOf(chunk: string): ((line: number, column: number) => Resolved | null) | null {
  if (!fs.existsSync(chunk)) return null;
  const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(chunk, "utf8"))?.[1];
  const file = named && !named.startsWith("data:") ? path.join(path.dirname(chunk), named) : `${chunk}.map`;
  return fs.existsSync(file) ? makeResolver(JSON.parse(fs.readFileSync(file, "utf8")) as RawSourceMap) : null;
}

/**
 * Rewrites each frame of the page's own scripts to its original function and file:line, from the
 * `.map` beside the chunk in the build folder; frames without a map keep their minified names.
 */
export function nameFrames(profile: { nodes: { callFrame: CallFrame }[] }, buildDir: string): { mapped: number; unmapped: number } {
  const resolvers = new Map<string, ((line: number, column: number) => Resolved | null) | null>();
  let mapped = 0;
  let unmapped = 0;
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const at = f.url.indexOf("/_next/static/");
    if (at < 0) continue;
    const file = path.join(buildDir, f.url.slice(at + "/_next".length).split("?")[0]!);
    if (!resolvers.has(file)) resolvers.set(file, resolverOf(file));
    const hit = resolvers.get(file)?.(f.lineNumber, f.columnNumber) ?? null;
    if (!hit) {
      unmapped++;
      f.url = `${f.url.slice(at + 1)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      f.lineNumber = 0;
      continue;
    }
    mapped++;
    f.functionName = hit.name ?? (f.functionName ? `${f.functionName} (minified)` : "");
    f.url = hit.source;
    f.lineNumber = hit.line - 1;
  }
  return { mapped, unmapped };
}

export interface PageProfileSummary extends ProfileSummary {
  /** The project's React components (a capitalised function of components/ or app/), inclusive time. */
  readonly components: ProfileLine[];
  readonly framesMapped: number;
  readonly framesUnmapped: number;
}

export async function startPageProfile(cdp: CDPSession): Promise<void> {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
}

/** Stops the profiler, writes the named profile to `file` and summarises it. */
export async function stopPageProfile(cdp: CDPSession, file: string, buildDir: string): Promise<PageProfileSummary> {
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: { nodes: { callFrame: CallFrame }[] } };
  const { mapped, unmapped } = nameFrames(profile, buildDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(profile));
  const summary = summariseProfile(file, 30);
  const wide = summariseProfile(file, 400);
  const components = wide.inclusive.filter((l) => /^[A-Z]\w*\s+(components|app)\//.test(l.name)).slice(0, 20);
  return { ...summary, components, framesMapped: mapped, framesUnmapped: unmapped };
}

export function formatPageProfile(s: PageProfileSummary): string {
  const fmt = (l: ProfileLine) => `${String(l.ms).padStart(8)} ms ${String(l.percent.toFixed(1)).padStart(5)}%  ${l.name}`;
  return [
    `page profile ${s.file}: ${s.busyMs} ms busy of ${s.wallMs} ms (${s.framesMapped} frames named by source maps, ${s.framesUnmapped} not)`,
    "self time by area:",
    ...s.selfByArea.slice(0, 12).map(fmt),
    "self time by function:",
    ...s.selfByFunction.slice(0, 25).map(fmt),
    "React components (inclusive):",
    ...s.components.map(fmt),
  ].join("\n");
}
