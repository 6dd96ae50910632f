import { inject, afterAll, describe, expect, it } from "vitest";
import { connect } from "./database";
import { createTestDatabase } from "./test-database";

const db = connect(inject("pgAdminUrl"), 2);
afterAll(() => db.close());

describe("the server's pool when the database ends a connection", () => {
  it("a connection checked out of the pool and ended under it fails its query, not the process", async () => {
    const client = await db.pool.connect();
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    // Without a listener on the checked-out client, its 'error' event is unhandled and ends the process (vitest reports it as an error).
    const other = await db.pool.query("SELECT pg_terminate_backend($1) AS ended", [rows[0]!.pid]);
    expect(other.rows[0].ended).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    await expect(client.query("SELECT 1")).rejects.toThrow();
    client.release(true);
    // The pool carries on with a new connection.
    expect((await db.pool.query("SELECT 1 AS one")).rows[0].one).toBe(1);
  });

  // The soak's SIGTERMs after a database restart ended with exit 1: such a connection was never
  // given back, and the shutdown's pool.end() waited for it until the server's 20 s limit.
  it("a Prisma transaction whose connection is ended under it gives the connection back: the pool ends", async () => {
    const own = await createTestDatabase();
    try {
      const failed = await own.prisma
        .$transaction(async (tx) => {
          const [backend] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          await own.pool.query("SELECT pg_terminate_backend($1)", [backend!.pid]);
          await new Promise((r) => setTimeout(r, 200));
          await tx.$queryRaw`SELECT 1`;
        })
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(failed).toBeInstanceOf(Error);
      // Every connection of the pool is back (the ended one removed), none held by the dead transaction.
      await expect.poll(() => own.pool.totalCount - own.pool.idleCount, { timeout: 15_000 }).toBe(0);
      expect((await own.pool.query("SELECT 1 AS one")).rows[0].one).toBe(1);
    } finally {
      await own.drop();
    }
  });
});
