import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/** The import boundary of eslint.config.mjs, checked on snippets as if they were files of each folder. */
describe("client code never imports lib/server", () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const lint = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === "no-restricted-imports");

  it.each([
    ["components/dealer/Example.tsx", 'import type { TableSummary } from "@/lib/server/tables/table-kind";\nexport type X = TableSummary;\n'],
    ["lib/client/example.ts", 'import { zonedInstant } from "../server/floor/shifts";\nexport const x = zonedInstant;\n'],
    ["lib/contract/example.ts", 'export type { AuditRow } from "@/lib/server/auth/audit";\nimport "@/lib/server";\n'],
    ["lib/domain/table/example.ts", 'import { TableRegistry } from "../../server/tables/table-registry";\nexport const x = TableRegistry;\n'],
  ])("refuses an import of lib/server in %s", async (filePath, code) => {
    expect((await lint(filePath, code)).length).toBeGreaterThan(0);
  });

  it("lets the contract and the pure rules through, and the server import itself", async () => {
    expect(await lint("components/dealer/Example.tsx", 'import type { TableSummary } from "@/lib/contract/table-summary";\nexport type X = TableSummary;\n')).toEqual([]);
    expect(await lint("components/dealer/Example.tsx", 'import { formatCents } from "@/lib/domain/money";\nexport const x = formatCents;\n')).toEqual([]);
    expect(await lint("lib/server/floor/example.ts", 'import { TableRegistry } from "../tables/table-registry";\nexport const x = TableRegistry;\n')).toEqual([]);
  });
});
