import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { readdirSync, readFileSync } from "node:fs";
import { GAME_FAMILIES } from "@/lib/domain/table/families";

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

/** The wall where client code leaked (issue 27, item 5): what browser code may never load, statically or lazily. */
describe("browser code never loads server-side modules", () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const lint = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax");

  it.each([
    ["a dynamic import() of lib/server", "components/dealer/Example.tsx", 'export const load = () => import("@/lib/server/tables/table-registry");\n'],
    ["a relative dynamic import() of lib/server", "lib/client/example.ts", 'export const load = () => import("../server/floor/shifts");\n'],
    ["a dynamic import() of a node built-in", "components/display/Example.tsx", 'export const load = () => import("node:crypto");\n'],
    ["a node: built-in", "components/floor/Example.tsx", 'import { createHash } from "node:crypto";\nexport const x = createHash;\n'],
    ["a bare node built-in", "lib/client/example.ts", 'import { readFileSync } from "fs";\nexport const x = readFileSync;\n'],
    ["the generated Prisma client", "lib/contract/example.ts", 'import { PrismaClient } from "@/lib/generated/prisma/client";\nexport const x = PrismaClient;\n'],
    ["the generated Prisma client, relatively", "lib/client/example.ts", 'import { PrismaClient } from "../generated/prisma/client";\nexport const x = PrismaClient;\n'],
    ["a dynamic import() of the generated Prisma client", "components/admin/Example.tsx", 'export const load = () => import("@/lib/generated/prisma/client");\n'],
    ["an API route", "components/floor/Example.tsx", 'import { GET } from "@/app/api/floor/tables/route";\nexport const x = GET;\n'],
    ["a dynamic import() of an API route", "components/dealer/Example.tsx", 'export const load = () => import("@/app/api/floor/tables/route");\n'],
    ["a value import of the domain registry", "components/dealer/Example.tsx", 'import { TABLE_FAMILIES } from "@/lib/domain/table/families";\nexport const x = TABLE_FAMILIES;\n'],
    ["a value import of the domain registry in the contract", "lib/contract/example.ts", 'import { gameName } from "../domain/table/families";\nexport const x = gameName;\n'],
    ["a dynamic import() of the domain registry", "components/display/Example.tsx", 'export const load = () => import("@/lib/domain/table/families");\n'],
    ["a relative dynamic import() of the domain registry", "lib/client/example.ts", 'export const load = () => import("../domain/table/families");\n'],
    // The client's names reach the tablet through the audit words: no exemption for them (it brought every family's engine into pai gow poker's tablet).
    ["a value import of the domain registry in the client's names", "lib/client/names.ts", 'import { gameName } from "@/lib/domain/table/families";\nexport const x = gameName;\n'],
    ["a \"use client\" page under app/", "app/floor/example/page.tsx", '"use client";\nexport default function Page() {\n  return null;\n}\n'],
  ])("refuses %s", async (_what, filePath, code) => {
    expect((await lint(filePath, code)).length).toBeGreaterThan(0);
  });

  it("lets through what browser code may load: lazy screens, the registry's types, pages that are server components", async () => {
    expect(await lint("components/family-screens.tsx", 'export const load = () => import("@/components/dealer/baccarat/NextPanel");\n')).toEqual([]);
    expect(await lint("components/dealer/Example.tsx", 'import type { GameFamily } from "@/lib/domain/table/families";\nexport type X = GameFamily;\n')).toEqual([]);
    expect(await lint("lib/contract/example.ts", 'import { type FamilyOf } from "@/lib/domain/table/families";\nexport type X = FamilyOf<"poker">;\n')).toEqual([]);
    expect(await lint("app/floor/example/page.tsx", 'import { pageStaff } from "@/lib/server/auth/page-auth";\nexport default async function Page() {\n  return (await pageStaff()) ? null : null;\n}\n')).toEqual([]);
    // Server code and tests keep their node built-ins.
    expect(await lint("lib/server/example.ts", 'import { createHash } from "node:crypto";\nexport const x = createHash;\n')).toEqual([]);
    expect(await lint("components/display/example.test.ts", 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n')).toEqual([]);
  });
});

/**
 * Screens never branch on a family's name (issue 27): a shared screen or client store asks the
 * view or the screens' registry, and only a family's own folder (and the registry that lists the
 * families) may spell a family's name.
 */
describe("shared screens never compare a family's name", () => {
  const familyFolders = new Set<string>([...GAME_FAMILIES, "blackjack"]);
  const shared = (file: string) =>
    !/\.test\.tsx?$/.test(file) && file !== "components/family-screens.tsx" && !file.split("/").some((part) => familyFolders.has(part));
  const files = ["components", "lib/client"].flatMap((root) => readdirSync(root, { recursive: true, encoding: "utf8" }).map((f) => `${root}/${f}`)).filter((f) => /\.tsx?$/.test(f) && shared(f));

  it("finds the shared screens to check", () => {
    expect(files).toContain("components/dealer/DealerTablet.tsx");
    expect(files).toContain("components/display/WallDisplay.tsx");
    expect(files).not.toContain("components/dealer/baccarat/NextPanel.tsx");
  });

  // The same word meaning something else: a fee schedule's limit by stakes (lib/domain/fees/schedule.ts).
  const otherMeaning = (f: string, text: string) => (f === "lib/client/fee-limits.ts" ? text.replaceAll('limit.kind === "poker"', "") : text);

  it.each(GAME_FAMILIES)("no shared screen spells %s", (family) => {
    const spelled = files.filter((f) => otherMeaning(f, readFileSync(f, "utf8")).includes(`"${family}"`));
    expect(spelled).toEqual([]);
  });
});
