import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// Prisma's CLI would download a native schema engine, which this environment cannot fetch.
// With the JS engine and a driver adapter, `prisma generate` and `prisma migrate diff` run offline.
// Migrations are the committed SQL files, applied by lib/server/db/migrate.ts at start.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "postgresql://localhost/unused" });
  },
});
