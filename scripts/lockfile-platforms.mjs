// The npm registry this project installs from holds only the Linux builds of some packages'
// platform binaries (Tailwind's oxide, Next's swc). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds an
// entry for each missing optional platform package, marked with its os/cpu so every install skips
// it without fetching. Run after changing dependencies: node scripts/lockfile-platforms.mjs
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const n = name.split("/").pop();
  const os = ["darwin", "win32", "android", "freebsd", "linux", "openbsd", "sunos", "aix", "netbsd"].find((o) => n.includes(o));
  const cpu = ["arm64", "x64", "ia32", "arm", "wasm32", "ppc64", "s390x", "riscv64", "loong64", "mips64el"].find((c) => n.includes(c));
  const libc = n.includes("musl") ? "musl" : n.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    if (os === "linux" && cpu === "x64" && libc !== "musl") continue; // this platform must really resolve
    packages[`node_modules/${dep}`] = {
      version,
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`lockfile-platforms: added ${added} platform-only optional entries`);
