/**
 * Each page's first-load JavaScript, gzipped as a browser downloads it, from the manifests of a
 * `next build` (NEXT_DIST_DIR, or .next):
 *
 *   npx next build && npm run -s page-weights          # every page
 *   npm run -s page-weights -- /dealer/[table] /display/[table]
 *
 * A page's own first load is the scripts its client-reference manifest lists for its layouts and
 * itself (`entryJSFiles`: the figure issue 27 quotes); with the framework's scripts
 * (build-manifest.json `rootMainFiles`, the same for every page) it is what a browser with an
 * empty cache downloads before the page runs. The
 * chunks a page loads later, on demand (each game family's screens, components/family-screens.tsx),
 * are listed by the loaders in those scripts: the script prints, for the tablet and the wall, the
 * largest such on-demand load (one family's part), and the first load plus the two largest for a
 * tablet or a wall showing one game. The legacy browsers' polyfill (`polyfillFiles`, loaded only
 * by browsers without ES modules) is left out. Exit 1 when the tablet's or the wall's scripts carry
 * the server's hashing (node:crypto) or a screen of one game passes its limit (LIMITS), exit 2
 * without a build.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const dist = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");

/**
 * Issue 27's limits, in KB gzipped: the page's own first load plus the heaviest family's screens
 * (the framework's scripts, the same for every page, not counted). A wall is often a cheap stick
 * computer on the room's Wi-Fi.
 */
const LIMITS: Readonly<Record<string, number>> = { "/dealer/[table]": 150, "/display/[table]": 120 };

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const sizes = new Map<string, { raw: number; gzip: number }>();
/** A script's size as served (raw) and gzipped, cached: pages share most of their scripts. */
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const body = fs.readFileSync(path.join(dist, file));
    size = { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

function total(files: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const f of new Set(files)) {
    const s = sizeOf(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

const routes = readJson<Record<string, string>>(path.join(dist, "server", "app-paths-manifest.json"));
const build = readJson<{ rootMainFiles?: string[] }>(path.join(dist, "build-manifest.json"));
if (!routes || !build) {
  console.error(`No build in ${dist}: run \`npx next build\` first.`);
  process.exit(2);
}
const framework = build.rootMainFiles ?? [];

/** The scripts a page's HTML loads: its client-reference manifest's entries (layouts, the page). */
function entryScripts(route: string): string[] | null {
  const file = path.join(dist, "server", "app", `${route}_client-reference-manifest.js`);
  if (!fs.existsSync(file)) return null;
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]: run it in a sandbox.
  const sandbox: { globalThis?: unknown; self?: unknown; __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const manifest = Object.values(sandbox.__RSC_MANIFEST ?? {})[0];
  return Object.values(manifest?.entryJSFiles ?? {}).flat();
}

/** Each family's parts by the name of the component each loads (components/family-screens.tsx). */
function familyParts(): Map<string, { family: string; part: string }> {
  const parts = new Map<string, { family: string; part: string }>();
  let family = "";
  for (const line of fs.readFileSync(path.join(process.cwd(), "components", "family-screens.tsx"), "utf8").split("\n")) {
    const f = line.match(/^ {2}"?([a-z-]+)"?: \{$/);
    if (f) family = f[1]!;
    const p = line.match(/^ {4}(\w+): dynamic\(.*\.then\(\(m\) => m\.(\w+)\)/);
    if (p && family) parts.set(p[2]!, { family, part: p[1]! });
  }
  return parts;
}

/**
 * The chunks each family part loads on demand on a page: its `import()` is a loader module in the
 * page's scripts (`e.A(id).then(e => e.TheComponent)`), which lists the chunks it fetches
 * (`id, s => { s.v(t => Promise.all(["static/chunks/...", ...]...`). Chunks the page has already
 * loaded are not counted.
 */
function onDemandParts(firstLoad: readonly string[]): Map<string, string[]> {
  const text = firstLoad.map((f) => fs.readFileSync(path.join(dist, f), "utf8")).join("\n");
  const loaders = new Map<string, string[]>();
  for (const m of text.matchAll(/[,{](\d+),\w+=>\{\w+\.v\(\w+=>Promise\.all\(\[((?:"static\/chunks\/[^"]+\.js",?)+)\]/g)) {
    loaders.set(m[1]!, [...m[2]!.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map((c) => c[1]!).filter((c) => !firstLoad.includes(c)));
  }
  const byName = new Map<string, string[]>();
  for (const m of text.matchAll(/\.A\((\d+)\)\.then\(\w+=>\w+\.(\w+)\)/g)) {
    const chunks = loaders.get(m[1]!);
    if (chunks) byName.set(m[2]!, chunks);
  }
  return byName;
}

const wanted = process.argv.slice(2);
const pages = Object.keys(routes)
  .filter((r) => r.endsWith("/page"))
  .map((r) => r.slice(0, -"/page".length) || "/")
  .filter((p) => wanted.length === 0 || wanted.includes(p))
  .sort();

console.log(`Page JavaScript, gzipped (build: ${path.relative(process.cwd(), dist) || dist})`);
const fw = total(framework);
console.log(`  framework (every page)               ${kb(fw.gzip).padStart(11)} ${kb(fw.raw).padStart(10)} raw`);
console.log(`  ${"page".padEnd(36)} ${"own".padStart(11)} ${"raw".padStart(10)} ${"+framework".padStart(12)}`);
const detail: { page: string; own: number; parts: Map<string, string[]>; hashing: string[] }[] = [];

/**
 * Scripts of a page, first load and on demand, that carry the server's hashing: node:crypto's
 * createHash/createHmac, bundled for a browser only with a crypto polyfill (the shoe's commitment
 * hashing reached the tablet and the wall that way before issue 27).
 */
function hashingScripts(firstLoad: readonly string[], onDemand: Iterable<string[]>): string[] {
  const all = new Set([...firstLoad, ...[...onDemand].flat()]);
  return [...all].filter((f) => /createHash|createHmac|pseudoRandomBytes/.test(fs.readFileSync(path.join(dist, f), "utf8")));
}
for (const page of pages) {
  const entries = entryScripts(page === "/" ? "/page" : `${page}/page`);
  if (!entries) continue;
  const firstLoad = [...new Set([...framework, ...entries])];
  const own = total(entries.filter((f) => !framework.includes(f)));
  const first = total(firstLoad);
  console.log(`  ${page.padEnd(36)} ${kb(own.gzip).padStart(11)} ${kb(own.raw).padStart(10)} ${kb(first.gzip).padStart(12)}`);
  if (page === "/dealer/[table]" || page === "/display/[table]") {
    const parts = onDemandParts(firstLoad);
    detail.push({ page, own: own.gzip, parts, hashing: hashingScripts(firstLoad, parts.values()) });
  }
}
const parts = familyParts();
for (const d of detail) {
  // The tablet shows a family's next step and round; the wall its board.
  const shown = d.page.startsWith("/dealer") ? ["DealerNext", "DealerRound"] : ["WallBoard"];
  const families = new Map<string, string[]>();
  for (const [name, chunks] of d.parts) {
    const p = parts.get(name);
    if (p && shown.includes(p.part)) families.set(p.family, [...(families.get(p.family) ?? []), ...chunks]);
  }
  console.log(`${d.page}: its own first load ${kb(d.own)}, then one game's screens, loaded on demand:`);
  let largest = 0;
  for (const [family, chunks] of [...families].sort()) {
    const load = total(chunks).gzip;
    largest = Math.max(largest, load);
    console.log(`  ${family.padEnd(20)} ${kb(load).padStart(9)}   a screen of this game: ${kb(d.own + load).padStart(9)} (+ framework ${kb(d.own + load + fw.gzip)})`);
  }
  const heaviest = d.own + largest;
  const limit = LIMITS[d.page]! * 1024;
  console.log(`  largest family chunk set ${kb(largest)}; the heaviest one-game screen ${kb(heaviest)} of page JavaScript: ${heaviest <= limit ? "within" : "OVER"} its limit of ${kb(limit)}`);
  if (heaviest > limit) process.exitCode = 1;
  console.log(`  server-side hashing (node:crypto, its polyfill): ${d.hashing.length ? `IN ${d.hashing.join(", ")}` : "none"}`);
  if (d.hashing.length) process.exitCode = 1;
}
