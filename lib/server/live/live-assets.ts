/**
 * The two scripts the phone page loads, served by the /live routes with a version in their address
 * so a phone keeps them cached for good: socket.io's own browser client (its prebuilt minified
 * file, the same version as the server's) and the page's script (components/live/live-client.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { liveClientScript } from "@/components/live/live-client";
import type { LiveScripts } from "@/components/live/page";

export interface Asset {
  readonly body: string;
  readonly version: string;
}

function versionOf(body: string): string {
  return crypto.createHash("sha256").update(body).digest("base64url").slice(0, 12);
}

let socketIo: Asset | undefined;
let client: Asset | undefined;

/** socket.io's browser client, without its source-map line (a phone never fetches the map). */
export function socketIoClientAsset(): Asset {
  if (!socketIo) {
    const file = path.join(process.cwd(), "node_modules", "socket.io-client", "dist", "socket.io.min.js");
    const body = fs.readFileSync(file, "utf8").replace(/\n?\/\/# sourceMappingURL=.*\s*$/, "\n");
    socketIo = { body, version: versionOf(body) };
  }
  return socketIo;
}

export function liveClientAsset(): Asset {
  if (!client) {
    const body = liveClientScript();
    client = { body, version: versionOf(body) };
  }
  return client;
}

export function liveScripts(): LiveScripts {
  return { socketIo: `/live/socket.io.js?v=${socketIoClientAsset().version}`, client: `/live/client.js?v=${liveClientAsset().version}` };
}

/** A script's answer: cached for a year when asked for by its version, else for a minute. */
export function scriptResponse(asset: Asset, request: Request): Response {
  const asked = new URL(request.url).searchParams.get("v");
  const headers = {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": asked === asset.version ? "public, max-age=31536000, immutable" : "public, max-age=60",
    etag: `"${asset.version}"`,
  };
  if (request.headers.get("if-none-match") === `"${asset.version}"`) return new Response(null, { status: 304, headers });
  return new Response(asset.body, { status: 200, headers });
}
