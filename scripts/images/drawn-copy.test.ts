/**
 * Words drawn inside the pictures are visible copy too: the strings the scene kinds write
 * into an image (menu items, page headers, post captions) are in US English, like the site.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dirs = [import.meta.dirname, join(import.meta.dirname, "kinds")];
// The British spellings the content test refuses, for text drawn by code instead of stored as content.
const british =
  /\b(\w*(colour|flavour|behaviour|neighbour|favourite|honour|labour|humour)\w*|\w*(centre|theatre|fibre|metre|litre)s?|programmes?|catalogues?|licence|cheque|grey|enrolments?|travell\w+|cancell(ed|ing)|spiralling|modelling|labell(ed|ing)|jewellery|analys(e|ed|ing)|\w*(organis|recognis|realis|optimis|customis|personalis|prioritis|minimis|maximis|summaris|finalis|apologis|specialis|categoris|utilis|visualis|standardis|authoris|emphasis)(e|es|ed|ing|ation|ations))\b/gi;

/** The string literals of a source file, comments left out (identifiers and comments may spell as they like). */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]);
}

describe("text drawn in the pictures", () => {
  it("is in US English (color, flavor, favorite, fiber)", () => {
    const found: string[] = [];
    for (const dir of dirs)
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")))
        for (const lit of literals(readFileSync(join(dir, file), "utf8")))
          for (const m of lit.matchAll(british)) found.push(`${file}: ${m[0]} in ${lit}`);
    expect(found).toEqual([]);
  });
});
