/**
 * Views on the wire as what changed: a device that asked for patches (`table:subscribe` with
 * `patches: true`) gets the full view when it subscribes, then `table:patch` messages, each an
 * RFC 6902 JSON Patch from the version it names (`from`) to the next. A device whose version is not
 * `from` missed a message: it asks for the full view again. Most commands change a few fields of
 * a view, so a patch is a small fraction of the view's bytes on the room's Wi-Fi.
 */
import jsonPatch, { type Operation } from "fast-json-patch";

// The default export: the one both the CommonJS build (Node) and the ES module build (the browser bundle) give.
const { applyPatch, compare } = jsonPatch;

export type ViewPatch = readonly Operation[];

/** The patch that turns `from` into `to` (both plain JSON views). */
export function viewPatch(from: unknown, to: unknown): ViewPatch {
  return compare(from as object, to as object);
}

/** `view` with `patch` applied, as a new object (the view it is made from is left as it was). */
export function patchedView<V>(view: V, patch: ViewPatch): V {
  return applyPatch(view, patch as Operation[], false, false).newDocument;
}
