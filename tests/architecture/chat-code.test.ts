import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The chat's behaviour grows as data (content/chat-data/), not as code: issue 26 replaced a
 * cascade of 350 regular expressions and 55 intent overrides with a topic table, labelled
 * examples and a small dialogue manager. These budgets keep it that way; raising one is a
 * decision to make in review, with the reason next to the number.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** The chat's code: the engine, its service glue, the browser's chat rules and widgets. Tests excluded. */
function chatFiles(): string[] {
  const under = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return under(rel);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [rel] : [];
    });
  return [
    ...under("app/services/chat"),
    ...under("app/features/chat"),
    ...under("app/services").filter((f) => /^app\/services\/chat[^/]*\.server\.ts$/.test(f)),
    ...under("app/domain").filter((f) => /^app\/domain\/chat-/.test(f)),
  ];
}

/** Regular-expression literals and `RegExp` constructions in a file, found by TypeScript's own scanner. */
function regexCount(file: string): number {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let n = 0;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) n++;
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") n++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

const lines = (file: string) => fs.readFileSync(path.join(root, file), "utf8").split("\n").length;

describe("the chat's code stays small", () => {
  it("holds at most 40 regular expressions (there were 350 before the engine became data)", () => {
    const counts = chatFiles()
      .map((f) => [f, regexCount(f)] as const)
      .filter(([, n]) => n > 0);
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    expect(total, counts.map(([f, n]) => `${n} ${f}`).join("\n")).toBeLessThanOrEqual(40);
  });

  it("is shorter than the rule engine it replaced (6,724 lines)", () => {
    const total = chatFiles().reduce((sum, f) => sum + lines(f), 0);
    expect(total).toBeLessThan(6724);
  });

  it("keeps the engine's files under ~500 lines each, the dialogue manager a few hundred", () => {
    for (const f of chatFiles().filter((f) => f.startsWith("app/services/chat/") && !f.endsWith("entities.server.ts")))
      expect(lines(f), f).toBeLessThanOrEqual(500);
  });

  it("has no import cycle inside the engine's folder", () => {
    const graph = new Map<string, string[]>();
    for (const f of chatFiles().filter((f) => f.startsWith("app/services/chat/"))) {
      const text = fs.readFileSync(path.join(root, f), "utf8");
      const deps = [...text.matchAll(/from\s+"\.\/([^"]+)"/g)].map((m) => `app/services/chat/${m[1]!.replace(/\.ts$/, "")}.ts`);
      graph.set(f, deps);
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const walk = (f: string, trail: string[]) => {
      if (done.has(f)) return;
      if (visiting.has(f)) return void cycles.push([...trail, f].join(" → "));
      visiting.add(f);
      for (const d of graph.get(f) ?? []) walk(d, [...trail, f]);
      visiting.delete(f);
      done.add(f);
    };
    for (const f of graph.keys()) walk(f, []);
    expect(cycles).toEqual([]);
  });
});
