import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { deviceFrames, pageLayouts, socialFormats, type Art } from "#content/schemas/collections.ts";
import { artFrames, artToSvg, motifPath, ogCardSvg } from "./art-svg.ts";
import { articleCardSvg } from "./kinds/article-card.ts";
import { articleArt, articles } from "#content/articles.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";

const KINDS: Art["kind"][] = ["logo-system", "website-desktop", "website-mobile", "packaging", "print", "social-grid", "brand-guide", "signage"];
const MOTIFS: Art["motif"][] = [
  "leaf",
  "wave",
  "peak",
  "drop",
  "sun",
  "circle",
  "spark",
  "key",
  "house",
  "cup",
  "paw",
  "tooth",
  "wrench",
  "star",
  "heart",
  "bolt",
  "roof",
  "stack",
  "wheel",
  "blossom",
  "acorn",
];

const art = (kind: Art["kind"], over: Partial<Art> = {}): Art => ({
  kind,
  palette: ["#1f3d2b", "#e07a3a", "#fbf7ef", "#7fb7a4"],
  label: "Bread & <Butter> Co",
  tagline: 'Fresh loaves & "good" coffee',
  motif: "leaf",
  alt: "A sample image used only by the tests",
  ...over,
});

/** A strict enough XML check: balanced tags, quoted attributes, escaped text. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = token.exec(svg))) {
    consumed = token.lastIndex;
    const [, close, name, attrs, selfClose, text] = m;
    const checkEntities = (s: string) => {
      for (const amp of s.matchAll(/&/g)) {
        expect(s.slice(amp.index).match(/^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/i), `bad entity in ${s}`).not.toBeNull();
      }
    };
    if (text !== undefined) {
      expect(text).not.toContain(">");
      checkEntities(text);
    } else if (close) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else {
      checkEntities(attrs ?? "");
      if (!selfClose) stack.push(name as string);
    }
  }
  expect(consumed, "unparsed markup").toBe(svg.length);
  expect(stack).toEqual([]);
  expect(svg.startsWith("<svg ")).toBe(true);
}

describe("artToSvg", () => {
  for (const kind of KINDS) {
    it(`${kind}: renders well-formed SVG with the escaped label`, async () => {
      const svg = artToSvg(art(kind), 1200, 800);
      assertWellFormed(svg);
      expect(svg).toMatch(/Bread &amp; &lt;Butter&gt; Co|BREAD &amp; &lt;BUTTER&gt; CO/);
      expect(svg).not.toContain("<Butter>");
      expect(svg).toContain('width="1200" height="800"');
      // librsvg (what the build uses) must accept it too.
      const png = await sharp(Buffer.from(artToSvg(art(kind), 240, 160)))
        .png()
        .toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([240, 160]);
    });

    it(`${kind}: uses the palette`, () => {
      const palettes = [
        ["#1f3d2b", "#e07a3a", "#fbf7ef", "#7fb7a4"],
        ["#0e2a47", "#c8a24a", "#f7f5f0"],
        ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"],
      ];
      for (const palette of palettes) {
        const svg = artToSvg(art(kind, { palette }), 1200, 800).toLowerCase();
        const shown = palette.filter((c) => svg.includes(c));
        if (kind === "logo-system" || kind === "brand-guide") expect(shown).toEqual(palette);
        else expect(shown.length).toBeGreaterThanOrEqual(3);
      }
    });

    it(`${kind}: is deterministic`, () => {
      const a = artToSvg(art(kind, { label: "Summit Roofing", motif: "peak" }), 1200, 800);
      const b = artToSvg(art(kind, { label: "Summit Roofing", motif: "peak" }), 1200, 800);
      expect(a).toBe(b);
      expect(artToSvg(art(kind, { label: "Other Name" }), 1200, 800)).not.toBe(a);
    });
  }

  it("varies layouts between brands of the same kind", () => {
    const labels = ["Summit Roofing", "Bloom Dental", "Volt Fitness", "Daily Grind Coffee", "Happy Paws Vet", "Keystone Realty"];
    for (const kind of KINDS) {
      // Strip the text so only structure is compared.
      const shapes = new Set(
        labels.map((label) =>
          artToSvg(art(kind, { label }), 1200, 800)
            .replace(/>[^<]*</g, "><")
            .replace(/"[^"]*"/g, '""'),
        ),
      );
      expect(shapes.size, kind).toBeGreaterThan(1);
    }
  });

  it("gives a project's second image of a kind a different layout", () => {
    const strip = (svg: string) => svg.replace(/>[^<]*</g, "><").replace(/"[^"]*"/g, '""');
    for (const kind of KINDS) {
      const first = strip(artToSvg(art(kind), 1200, 800, { nth: 0 }));
      const second = strip(artToSvg(art(kind), 1200, 800, { nth: 1 }));
      expect(second, kind).not.toBe(first);
    }
  });

  it("ends the animation on the finished still", () => {
    for (const kind of KINDS) {
      const { svgs, delays } = artFrames(art(kind), 800, 533, 10);
      expect(svgs).toHaveLength(10);
      expect(delays).toHaveLength(10);
      expect(svgs.at(-1)).toBe(artToSvg(art(kind), 800, 533));
      expect(new Set(svgs).size).toBeGreaterThan(3);
    }
  });
});

describe("website and social layouts", () => {
  const strip = (svg: string) => svg.replace(/>[^<]*</g, "><").replace(/"[^"]*"/g, '""');

  it("draws every page layout on every device, each layout its own structure", () => {
    const shapes = new Set<string>();
    for (const page of pageLayouts) {
      for (const device of deviceFrames) {
        const svg = artToSvg(art("website-desktop", { page, device }), 1200, 800);
        assertWellFormed(svg);
        expect(svg, `${page} on ${device}`).toMatch(/Bread &amp; &lt;Butter&gt; Co|BREAD &amp; &lt;BUTTER&gt; CO/);
        if (device === "crop") shapes.add(strip(svg));
      }
    }
    expect(shapes.size).toBe(pageLayouts.length);
  });

  it("draws every social format, each its own structure", () => {
    const shapes = new Set<string>();
    for (const format of socialFormats) {
      const svg = artToSvg(art("social-grid", { format }), 1200, 800);
      assertWellFormed(svg);
      expect(svg, format).toMatch(/Bread &amp; &lt;Butter&gt; Co|BREAD &amp; &lt;BUTTER&gt; CO|breadbutterco/);
      shapes.add(strip(svg));
    }
    expect(shapes.size).toBe(socialFormats.length);
  });

  it("scrolls a page inside any device while animated, and ends on the still", () => {
    for (const device of deviceFrames) {
      const a = art("website-desktop", { page: "mission", device });
      const { svgs } = artFrames(a, 600, 400, 6);
      expect(svgs.at(-1), device).toBe(artToSvg(a, 600, 400));
      expect(new Set(svgs).size, device).toBeGreaterThan(3);
    }
  });
});

describe("motifPath", () => {
  it("draws every motif as a closed path that fills part of its 100x100 box", async () => {
    for (const motif of MOTIFS) {
      const d = motifPath(motif);
      expect(d).toMatch(/^M[\d\s.MLCSQAZ-]+Z$/);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="${d}" fill="#000"/></svg>`;
      const { data } = await sharp(Buffer.from(svg)).extractChannel("alpha").raw().toBuffer({ resolveWithObject: true });
      const inked = data.reduce((n, v) => n + (v > 128 ? 1 : 0), 0) / data.length;
      expect(inked, motif).toBeGreaterThan(0.08);
      expect(inked, motif).toBeLessThan(0.8);
    }
  });
});

describe("ogCardSvg", () => {
  it("names the studio and its line", () => {
    const svg = ogCardSvg(1200, 630);
    assertWellFormed(svg);
    expect(svg).toContain("Canopy Creative");
    expect(svg).toContain("Branding &amp; Web Design in Atlanta");
  });
});

describe("articleCardSvg", () => {
  it("sets each article's own words in the site's faces, in a tone its neighbour does not share, with no client's mark", () => {
    const marks = new Set(portfolioProjects.map((p) => motifPath(p.image.motif)));
    const backgrounds: string[] = [];
    for (const a of articles) {
      const art = articleArt(a);
      const svg = articleCardSvg(art, 1200, 800);
      assertWellFormed(svg);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).toContain(art.quote ? `aria-label="${art.quote.split(" ")[0]}` : `aria-label="${art.points[0]}"`);
      for (const d of marks) expect(svg).not.toContain(`d="${d}"`);
      backgrounds.push(/<rect[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)![1]!);
    }
    for (let i = 1; i < backgrounds.length; i++) expect(backgrounds[i], articles[i]!.slug).not.toBe(backgrounds[i - 1]);
  });
});
