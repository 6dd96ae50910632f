/**
 * The page JavaScript of /live (the players' phones), gzipped, against its budget of 60 KB:
 *
 *   npx next build && node --import tsx scripts/live-page-weight.ts
 *
 * It reads the `next build` output (NEXT_DIST_DIR, or .next) for what Next.js attaches to /live:
 * its framework scripts come with a page, and /live must stay a route handler that sends none. Then
 * it weighs the scripts the page itself loads, as their routes serve them (lib/server/live/live-assets.ts:
 * socket.io's browser client and the page's own script), after checking that the page's HTML loads
 * exactly those. Prints the figures; exit 1 over the budget (or when /live became a React page),
 * exit 2 without a build.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { livePage } from "../components/live/page";
import { html } from "../components/live/html";
import { liveClientAsset, liveScripts, socketIoClientAsset } from "../lib/server/live/live-assets";

const BUDGET = 60 * 1024;
const dist = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");

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

const routes = readJson<Record<string, string>>(path.join(dist, "server", "app-paths-manifest.json"));
if (!routes) {
  console.error(`No build in ${dist}: run \`npx next build\` first.`);
  process.exit(2);
}
if (!routes["/live/route"]) {
  console.error(`The build in ${dist} has no /live route: build this checkout first.`);
  process.exit(2);
}

// What Next.js itself would load on /live: nothing for a route handler; its framework for a page.
const framework: { file: string; bytes: number; gzip: number }[] = [];
if (routes["/live/page"]) {
  const build = readJson<{ rootMainFiles?: string[] }>(path.join(dist, "build-manifest.json"));
  const manifest = path.join(dist, "server", "app", "live", "page_client-reference-manifest.js");
  const text = fs.existsSync(manifest) ? fs.readFileSync(manifest, "utf8") : "";
  const entries = [...text.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  for (const file of new Set([...(build?.rootMainFiles ?? []), ...entries])) {
    const body = fs.readFileSync(path.join(dist, file));
    framework.push({ file, bytes: body.length, gzip: zlib.gzipSync(body).length });
  }
}

// The page's own scripts: exactly those its HTML loads, as their routes serve them.
const served = liveScripts();
const assets = new Map([
  [served.socketIo, { name: "socket.io's client", body: socketIoClientAsset().body }],
  [served.client, { name: "the page's script", body: liveClientAsset().body }],
]);
const page = livePage({ games: html``, place: html``, code: null, version: 0, serverTime: 0, updated: "", scripts: served }).text;
const loaded = [...page.matchAll(/<script\b([^>]*)>/g)].map((m) => /\bsrc="([^"]+)"/.exec(m[1]!)?.[1] ?? "(inline)");
const unknown = loaded.filter((src) => !assets.has(src));
if (unknown.length) {
  console.error(`/live loads scripts this count does not know: ${unknown.join(", ")}`);
  process.exit(1);
}

const rows = loaded.map((src) => {
  const { name, body } = assets.get(src)!;
  const bytes = Buffer.byteLength(body);
  return { name, where: src.split("?")[0]!, bytes, gzip: zlib.gzipSync(body).length };
});
const total = [...rows, ...framework].reduce((n, r) => n + r.gzip, 0);

console.log(`/live page JavaScript, gzipped as a phone downloads it (build: ${path.relative(process.cwd(), dist) || dist})`);
for (const r of rows) console.log(`  ${r.name.padEnd(22)} ${r.where.padEnd(20)} ${kb(r.bytes).padStart(9)}  ${kb(r.gzip).padStart(8)} gzipped`);
if (framework.length) for (const f of framework) console.log(`  ${"Next.js".padEnd(22)} ${f.file.padEnd(20)} ${kb(f.bytes).padStart(9)}  ${kb(f.gzip).padStart(8)} gzipped`);
else console.log(`  ${"Next.js".padEnd(22)} none: /live is a route handler, no framework script`);
console.log(`  total ${kb(total)} gzipped of a ${kb(BUDGET)} budget`);
if (framework.length) console.error("/live became a React page: the framework's scripts load on every phone.");
if (total > BUDGET) console.error(`Over the budget by ${kb(total - BUDGET)}.`);
process.exit(total > BUDGET || framework.length ? 1 : 0);
