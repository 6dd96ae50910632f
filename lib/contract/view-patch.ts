/**
 * Views on the wire as what changed: a device that asked for patches (`table:subscribe` with
 * `patches: true`) gets the full view when it subscribes, then `table:patch` messages, each an
 * RFC 6902 JSON Patch from the version it names (`from`) to the next. A device whose version is not
 * `from` missed a message: it asks for the full view again. Most commands change a few fields of
 * a view, so a patch is a small fraction of the view's bytes on the room's Wi-Fi.
 */
import jsonPatch, { type Operation } from "fast-json-patch";

// The default export: the one both the CommonJS build (Node) and the ES module build (the browser bundle) give.
const { applyPatch } = jsonPatch;

export type ViewPatch = readonly Operation[];

/**
 * The patch that turns `from` into `to` (both plain JSON views), as the view reaches a device: a
 * field whose value is undefined is absent. The same operations as the library's `compare` (a
 * changed value replaced, a new field added, a field gone removed, arrays index by index from the
 * end), but a path is made only for what changed and values are not copied (views are never
 * changed once made): after every command the server diffs each followed view, and the library's
 * path for every field visited was a third of the server's allocations.
 */
export function viewPatch(from: unknown, to: unknown): ViewPatch {
  const ops: Operation[] = [];
  const path: string[] = [];
  const at = (key: string | number) => (path.length === 0 ? "/" : `/${path.join("/")}/`) + escape(String(key));
  if (Array.isArray(from) && Array.isArray(to)) diffArrays(from, to, path, ops, at);
  else if (isPlainObject(from) && isPlainObject(to)) diffObjects(from, to, path, ops, at);
  else if (!sameLeaf(from, to)) ops.push({ op: "replace", path: "", value: to });
  return ops;
}

function escape(key: string): string {
  return key.includes("~") || key.includes("/") ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Same JSON for two leaves (or objects of another kind, e.g. a Date, compared by their JSON). */
function sameLeaf(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * An own field's value: a field named like an inherited one ("valueOf") is still a field. A view's
 * values are JSON, never functions, so only a function (or `__proto__`'s object) can be inherited:
 * the ownership check is made for those alone.
 */
function own(o: Record<string, unknown>, key: string): unknown {
  const value = o[key];
  if (typeof value !== "function" && key !== "__proto__") return value;
  return Object.hasOwn(o, key) ? value : undefined;
}

function diffArrays(a: unknown[], b: unknown[], path: string[], ops: Operation[], at: (key: string | number) => string): void {
  const common = Math.min(a.length, b.length);
  // Removed from the end first, so each index still names its element; then the common part; then additions.
  for (let i = a.length - 1; i >= b.length; i--) ops.push({ op: "remove", path: at(i) });
  for (let i = 0; i < common; i++) child(a[i] ?? null, b[i] ?? null, i, path, ops, at);
  for (let i = common; i < b.length; i++) ops.push({ op: "add", path: at(i), value: b[i] ?? null });
}

function diffObjects(a: Record<string, unknown>, b: Record<string, unknown>, path: string[], ops: Operation[], at: (key: string | number) => string): void {
  // for-in, not Object.keys: a view's prototype (Object's or none) has no enumerable field, and
  // for-in reads V8's cached key list where Object.keys made an array per object visited, most
  // of the diff's allocation (docs/performance.md "Issue 30"). The other side is read by `own`.
  const first = ops.length;
  let kept = 0;
  for (const key in b) {
    const next = b[key];
    if (next === undefined) continue;
    const prev = own(a, key);
    if (prev === undefined) ops.push({ op: "add", path: at(key), value: next });
    else {
      kept++;
      child(prev, next, key, path, ops, at);
    }
  }
  // A field gone is looked for only when `a` has more fields than `b` kept (seldom: a view keeps its shape).
  let fields = 0;
  for (const key in a) if (a[key] !== undefined) fields++;
  if (fields === kept) return;
  const removed: Operation[] = [];
  for (const key in a) if (a[key] !== undefined && own(b, key) === undefined) removed.push({ op: "remove", path: at(key) });
  // First among this object's operations, where the library's `compare` puts them.
  ops.splice(first, 0, ...removed);
}

/** The field or element `key` of two containers: the same, replaced, or (both containers of one kind) diffed inside. */
function child(a: unknown, b: unknown, key: string | number, path: string[], ops: Operation[], at: (key: string | number) => string): void {
  if (a === b) return;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    ops.push({ op: "replace", path: at(key), value: b });
    return;
  }
  const arrays = Array.isArray(a) && Array.isArray(b);
  if (!arrays && !(isPlainObject(a) && isPlainObject(b))) {
    if (!sameLeaf(a, b)) ops.push({ op: "replace", path: at(key), value: b });
    return;
  }
  path.push(escape(String(key)));
  if (arrays) diffArrays(a, b, path, ops, at);
  else diffObjects(a as Record<string, unknown>, b as Record<string, unknown>, path, ops, at);
  path.pop();
}

/** `view` with `patch` applied, as a new object (the view it is made from is left as it was). */
export function patchedView<V>(view: V, patch: ViewPatch): V {
  return applyPatch(view, patch as Operation[], false, false).newDocument;
}
