import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+1 404 555 0100", `"'+1 404 555 0100"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ['Plain, "quoted" text', `"Plain, ""quoted"" text"`],
    [null, `""`],
    [["Logo", "Website"], `"Logo; Website"`],
  ])("writes %j as %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("ends each row with CRLF", () => {
    expect(csvRow(["a", 1])).toBe(`"a","1"\r\n`);
  });
});
