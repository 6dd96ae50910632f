import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("the demo floor's default", () => {
  it("is on for the quick start: no DATABASE_URL (the embedded PostgreSQL), whatever NODE_ENV", () => {
    expect(loadConfig({}).SEED_DEMO).toBe("true");
    expect(loadConfig({ NODE_ENV: "production" }).SEED_DEMO).toBe("true");
    expect(loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgresql://db/cardroom" }).SEED_DEMO).toBe("true");
  });

  it("is off for a deployment (production with its own PostgreSQL), as docker-compose runs it, unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgresql://db/cardroom" }).SEED_DEMO).toBe("false");
    // NODE_ENV defaults to production.
    expect(loadConfig({ DATABASE_URL: "postgresql://db/cardroom" }).SEED_DEMO).toBe("false");
    expect(loadConfig({ DATABASE_URL: "postgresql://db/cardroom", SEED_DEMO: "true" }).SEED_DEMO).toBe("true");
    expect(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe("false");
  });
});
