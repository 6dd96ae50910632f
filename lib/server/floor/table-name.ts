import { getRuntime } from "@/lib/server/runtime";

/**
 * A table's name for a page's title or heading ("Table 1 · Fortune 7"), never its id: the id in an
 * address is looked up only when it could be one; a table not on the floor is "a table".
 */
export async function tableNameOf(tableId: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(tableId)) return "a table";
  const table = await getRuntime().db.prisma.gameTable.findUnique({ where: { id: tableId }, select: { name: true } });
  return table?.name ?? "a table";
}
