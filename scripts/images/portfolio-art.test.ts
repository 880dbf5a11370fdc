import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { studioImagery } from "#content/studio.ts";
import { artScenes, type Art } from "#content/schemas/collections.ts";
import { imageEntries } from "#content/image-ids.ts";
import { artFrameSvg, artToSvg, compositionOf, deviceOf, formatOf, pageOf } from "./art-svg.ts";
import { deskOf } from "./kinds/website-desktop.ts";
import { brandStyle, markSignature, STUDIO_MARK } from "./kinds/brand.ts";
import { clientMarkSvg } from "./client-marks.ts";
import { makeRng, makeTheme, type Ctx } from "./kinds/lib.ts";
import { motifPath } from "./kinds/motifs.ts";
import { clientFlavours, flavourColour } from "./kinds/scenes.ts";
import { photoFor } from "./photos.ts";
import { menuSections, ownerOf, placeOf } from "./kinds/print.ts";
import { QUOTES } from "./kinds/copy.ts";
import { postCopy, reviewOf } from "./kinds/social-posts.ts";
import { articles } from "#content/articles.ts";

const covers = portfolioProjects.map((p) => ({ title: p.title, art: p.image }));
/** The still's first frame: the scene's background before any layer has come in. */
const artFramesBackground = (art: Art) => artFrameSvg(art, 600, 400, 0);

describe("portfolio art", () => {
  it("sets every word in a real face: no SVG text left to the system's default font", () => {
    for (const { art } of covers.slice(0, 12)) {
      const svg = artToSvg(art, 600, 400);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).toContain(`aria-label="`);
    }
  });

  it("puts a different person on each client's business card, never one of the studio's, and no two kinds of business share a customer's quote on their brochures", () => {
    const owners = [...new Set(covers.map((c) => c.art.label))].map(ownerOf);
    expect(new Set(owners).size).toBe(owners.length);
    const studio = new Set(articles.map((a) => a.author));
    for (const o of owners) expect(studio.has(o), o).toBe(false);
    const quotes = Object.values(QUOTES).map(([q]) => q);
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it("lists real dishes on a menu: the client's own when its project names them, else dishes of its kind of food", () => {
    const arts = portfolioProjects.flatMap((p) => [p.image, ...p.gallery]);
    const menus = arts.filter((a) => a.scene === "menu");
    expect(menus.length).toBeGreaterThan(0);
    for (const a of menus) expect(a.menu, a.label).toBeDefined();
    for (const a of arts.filter((a) => a.menu)) expect(menuSections(a)).toBe(a.menu);
    expect(menuSections({ label: "Sol Tacos" }).map((s) => s.heading)).toContain("Tacos");
    expect(menuSections({ label: "Hearth Coffee Roasters" }).map((s) => s.heading)).toContain("Coffee");
    for (const label of ["Sol Tacos", "Hearth Coffee Roasters", "Peachtree Pizza", "Main Street Kitchen"]) {
      const items = menuSections({ label }).flatMap((s) => s.items);
      for (const it of items) expect(it, label).not.toMatch(/favou?rite|special|classic|something/i);
    }
  });

  it("colors each can for its flavor, no two flavors alike", () => {
    const names = ["Original", "Ginger", "Hibiscus", "Peach", "Lavender", "Blackberry", "Lemon", "Mint"];
    const colors = names.map(flavourColour);
    for (const [i, c] of colors.entries()) expect(c, names[i]).toBeDefined();
    expect(new Set(colors).size).toBe(names.length);
    expect(flavourColour("Ginger Peach")).toBe(flavourColour("Peach"));
    const kudzu = portfolioProjects.find((p) => p.image.label === "Kudzu Kombucha")?.image as Art;
    const svg = artToSvg(kudzu, 600, 400);
    for (const name of ["Ginger Peach", "Blackberry", "Lemon", "Mint"]) expect(svg, name).toContain(`fill="${flavourColour(name)}"`);
  });

  it("draws every picture of a client with its cover's name, mark and colors, so the client looks the same on every page", () => {
    for (const p of portfolioProjects) {
      for (const art of [...p.gallery, ...(p.videos ?? []).map((v) => v.art)]) {
        expect({ label: art.label, motif: art.motif, palette: art.palette }, p.title).toEqual({
          label: p.image.label,
          motif: p.image.motif,
          palette: p.image.palette,
        });
      }
    }
  });

  it("names on a gallery's product the flavor its cover shows in that color (Trailhead's red pouch is Maple pecan on both)", () => {
    const products = new Set(["cans", "pouches", "pouch-panel", "tins", "jars"]);
    const checked = portfolioProjects.filter((p) => p.gallery.some((a) => products.has(a.scene ?? "")));
    expect(checked.length).toBeGreaterThan(0);
    for (const p of checked) {
      for (const art of p.gallery.filter((a) => products.has(a.scene ?? "")))
        expect(clientFlavours(art, 4), p.title).toEqual(clientFlavours(p.image, 4));
    }
    const trailhead = portfolioProjects.find((p) => p.image.label === "Trailhead Granola Co.")!;
    const panel = artToSvg(
      trailhead.gallery.find((a) => a.scene === "pouch-panel")!,
      600,
      400,
    );
    expect(panel).toContain('aria-label="Maple pecan"');
    expect(panel).not.toContain('aria-label="Original"');
  });

  it("gives each season's poster its own drawing: a spring blossom, the summer sun, an autumn leaf", () => {
    const glenwood = portfolioProjects.find((p) => p.image.scene === "posters")?.image as Art;
    const svg = artToSvg(glenwood, 600, 400);
    for (const motif of ["blossom", "sun", "leaf"] as const) expect(svg, motif).toContain(`d="${motifPath(motif)}"`);
  });

  it("gives each client with social pictures its own customer review, none a brochure's quote", () => {
    const social = new Map<string, Art>();
    for (const a of portfolioProjects.flatMap((p) => [p.image, ...p.gallery]))
      if (a.kind === "social-grid" && !social.has(a.label)) social.set(a.label, a);
    const reviews = [...social.values()].map(reviewOf);
    expect(reviews.length).toBeGreaterThan(4);
    expect(new Set(reviews).size).toBe(reviews.length);
    const quotes = new Set(Object.values(QUOTES).map(([q]) => q));
    for (const r of reviews) expect(quotes.has(r), r).toBe(false);
  });

  it("draws every named scene", () => {
    const base = covers[0]?.art as Art;
    for (const scene of artScenes) {
      const svg = artToSvg({ ...base, scene }, 600, 400);
      expect(svg.length, scene).toBeGreaterThan(2000);
    }
  });

  it("gives each client its own mark (drawing, container and turn), the studio's included", () => {
    const byLabel = new Map<string, string>();
    for (const p of [...portfolioProjects, studioImagery]) byLabel.set(p.image.label, markSignature(p.image));
    const seen = new Map<string, string>();
    for (const [label, sig] of byLabel) {
      expect(seen.get(sig), `${label} has the mark of ${seen.get(sig)}`).toBeUndefined();
      seen.set(sig, label);
    }
  });

  it("draws each client's mark from its own picture: no drawing, turned or not, and no mark path shared by two clients", () => {
    const clients = new Map<string, Art>();
    for (const p of [...portfolioProjects, studioImagery])
      for (const a of [p.image, ...p.gallery]) if (!clients.has(a.label)) clients.set(a.label, a);
    const byMotif = new Map<string, string>();
    for (const [label, art] of clients) {
      expect(byMotif.get(art.motif), `${label} draws the ${art.motif} of ${byMotif.get(art.motif)}`).toBeUndefined();
      byMotif.set(art.motif, label);
    }
    // Nor the same drawing under another name.
    const drawings = [...byMotif.keys()].map((m) => motifPath(m as Art["motif"]));
    expect(new Set(drawings).size).toBe(drawings.length);
    // And the "Trusted by" strip's logo is that drawing, not initials or a stand-in.
    const round = (d: string) => d.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10));
    for (const [label, art] of clients) {
      if (art.motif === "canopy") continue;
      expect(clientMarkSvg(art), label).toContain(round(motifPath(art.motif)).slice(0, 60));
    }
  });

  it("puts no client's initials in a circle for its mark", () => {
    for (const p of portfolioProjects) {
      const ctx = { art: p.image, theme: makeTheme(p.image.palette), rng: makeRng(1), seed: 1, t: 1, nth: 0, defs: new Map() } as Ctx;
      expect(brandStyle(ctx).markStyle, p.title).not.toBe("monogram");
      expect(markSignature(p.image), p.title).not.toMatch(/monogram/);
    }
  });

  it("draws the studio's mark in its own pictures as the site's header draws it", () => {
    const header = readFileSync(new URL("../../app/components/site/logo.tsx", import.meta.url), "utf8");
    const shapes = [...header.matchAll(/ d="([^"]+)"/g)].map((m) => m[1] as string);
    expect(shapes.length).toBeGreaterThan(0);
    expect(shapes).toEqual([STUDIO_MARK.leaf, STUDIO_MARK.vein]);
    for (const colour of [STUDIO_MARK.green, STUDIO_MARK.cream, STUDIO_MARK.peach]) expect(header.toLowerCase()).toContain(colour);
    const guide = artToSvg(studioImagery.image, 600, 400);
    for (const d of shapes) expect(guide).toContain(`d="${d}"`);
    expect(guide).toContain(`fill="${STUDIO_MARK.peach}"`);
  });

  it("puts each client's own words on its social tiles, from its project, none from a pool shared with another client", () => {
    const social = new Map<string, string>();
    for (const p of portfolioProjects)
      for (const e of imageEntries(p))
        if (e.art.kind === "social-grid") {
          const drawn = [...artToSvg(e.art, 600, 400, { nth: e.nth }).matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]).join("\n");
          social.set(e.art.label, (social.get(e.art.label) ?? "") + drawn + "\n");
        }
    expect(social.size).toBeGreaterThan(8);
    const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/"/g, "&quot;");
    const lines = new Map<string, string>();
    for (const label of social.keys()) {
      const own = postCopy({ label });
      expect(own.slogan, `${label} gives its own post words`).not.toBe(label);
      const drawn = social.get(label) ?? "";
      // An offer tile ("THIS WEEK") states this client's deal, not a stock one.
      if (drawn.includes("THIS WEEK")) expect(drawn, `${label}'s offer tile`).toContain(esc(own.note));
      for (const line of [own.slogan, `${own.deal} ${own.note}`, own.event]) {
        expect(lines.get(line), `${label} and ${lines.get(line)} both say ${line}`).toBeUndefined();
        lines.set(line, label);
      }
    }
    // What one client's tiles say is drawn on no other client's pictures.
    for (const [line, owner] of lines)
      for (const [label, drawn] of social)
        if (label !== owner)
          for (const part of line.split(" ").length > 2 ? [line] : []) expect(drawn, `${label} shows ${owner}'s ${part}`).not.toContain(esc(part));
  });

  it("stickers a flyer with the town its project names, not a claim the business is new", () => {
    for (const p of portfolioProjects) expect(placeOf(p.image.label), p.title).toBe(p.location.split(",").pop()?.trim());
    expect(placeOf("A client with no project")).toBeUndefined();
  });

  it("photographs each laptop cover on its own business's desk, and each wrapped vehicle in its own place", () => {
    const laptops = portfolioProjects.filter((p) => p.image.kind === "website-desktop" && deviceOf({ art: p.image, nth: 0 }) === "laptop");
    expect(laptops.length).toBeGreaterThan(2);
    const desks = new Map<string, string>();
    for (const p of laptops) {
      const desk = deskOf(pageOf({ art: p.image, nth: 0 }));
      expect(desks.get(desk), `${p.title} is on the desk of ${desks.get(desk)}`).toBeUndefined();
      desks.set(desk, p.title);
    }
    // The vehicles: with one client's colors and name on all of them, no two backgrounds are alike.
    const base = covers[0]?.art as Art;
    const vehicles = covers.filter(({ art }) => art.scene === "van" || art.scene === "food-truck" || art.scene === "pickup");
    expect(vehicles.length).toBeGreaterThan(2);
    const places = new Map<string, string>();
    for (const { title, art } of vehicles) {
      const place = artFramesBackground({ ...base, scene: art.scene });
      expect(places.get(place), `${title} is parked where ${places.get(place)} is`).toBeUndefined();
      places.set(place, title);
    }
  });

  it("shows on each cover the thing its title names", () => {
    const wants: [RegExp, string[]][] = [
      [/\bcan design\b/i, ["cans", "cans-cooler"]],
      [/\bbag design\b/i, ["kraft-bags", "kraft-bags-cafe"]],
      [/\bpouch/i, ["pouches", "pouches-trail"]],
      [/\btreat packaging\b/i, ["pouches", "pouches-porch"]],
      [/\btins?\b/i, ["tins", "tins-shelf"]],
      [/\bjars?\b/i, ["jars", "jars-stall"]],
      [/\bvan wrap\b/i, ["van"]],
      [/\bfood truck\b/i, ["food-truck"]],
      [/\btruck wrap\b/i, ["pickup"]],
      [/\brecital program\b/i, ["brochure", "program-stack"]],
      [/\bbrochure\b/i, ["brochure", "z-fold"]],
      [/\bposters?\b/i, ["posters"]],
      [/\bdoor hangers?\b/i, ["door-hanger"]],
      [/\bsoap\b/i, ["soap", "soap-bath"]],
      [/\bmenu design\b/i, ["menu"]],
      [/\bhot sauce\b/i, ["bottles", "bottles-cookout"]],
    ];
    for (const { title, art } of covers) {
      for (const [re, scenes] of wants) if (re.test(title)) expect(scenes, title).toContain(art.scene);
    }
  });

  it("letters a tea house's tins in Chinese and English, its own teas, and shows the lid its gallery's alt text describes", () => {
    const mei = portfolioProjects.find((p) => p.image.label === "Mei Garden Tea House")!;
    const range = mei.image.range!;
    expect(range.every((r) => r.local)).toBe(true);
    const cover = artToSvg(mei.image, 600, 400);
    for (const { name, local } of range) {
      expect(cover, name).toContain(`aria-label="${name.toUpperCase()}"`);
      expect(cover, local).toContain(`aria-label="${local}"`);
    }
    // The brewing guide is on the card, never a tin's name; no stock flavour stands in for a tea.
    expect(clientFlavours(mei.image, 4)).toEqual(range.map((r) => r.name));
    for (const stock of ["85°C", "Hibiscus", "Peach", "Lavender"]) expect(cover, stock).not.toContain(`aria-label="${stock}"`);
    // The house's seal, in its own name, on the bands.
    expect(cover).toContain(`aria-label="${[...mei.image.localLabel!].slice(0, 2).join("")}"`);
    // A gallery picture that says it is a tin's lid from above draws that lid, with the guide's three figures.
    const lids = portfolioProjects.flatMap((p) => p.gallery).filter((a) => /\btin lid\b/i.test(a.alt));
    expect(lids.length).toBeGreaterThan(0);
    for (const a of lids) expect(a.scene, a.alt).toBe("tin-lid");
    const lid = artToSvg(
      mei.gallery.find((a) => a.scene === "tin-lid")!,
      600,
      400,
    );
    for (const figure of ["85°C", "3 g", "2 min", range[0]!.local!]) expect(lid, figure).toContain(`aria-label="${figure}"`);
  });

  it("draws on each sign picture the sign its alt text names, never a reception wall for a street sign", () => {
    // The first phrase of the alt that names a kind of sign decides the scene (a street banner before a banner).
    const signs: [RegExp, string][] = [
      [/\bprojecting sign\b/i, "projecting-sign"],
      [/\bstreet banner\b/i, "street-banner"],
      [/\bsandwich board\b/i, "sandwich-board"],
      [/\byard sign\b/i, "yard-sign"],
      [/\bbanner\b/i, "banner"],
      [/\b(store|shop)front\b/i, "storefront"],
      [/\bfood truck\b/i, "food-truck"],
      [/\bpickup\b/i, "pickup"],
      [/\bvan\b/i, "van"],
      [/\breception wall\b/i, "lobby"],
      [/\bbillboard\b/i, "billboard"],
    ];
    const pictures = portfolioProjects.flatMap((p) => imageEntries(p).filter((e) => e.art.kind === "signage"));
    expect(pictures.length).toBeGreaterThan(10);
    for (const { id, art } of pictures) {
      const scene = signs.find(([re]) => re.test(art.alt))?.[1];
      expect(scene, `${id}: its alt names no sign the art draws`).toBeDefined();
      expect(art.scene, id).toBe(scene);
    }
  });

  it("draws each composition on one cover only", () => {
    const uses = new Map<string, string[]>();
    for (const { title, art } of covers) uses.set(compositionOf(art), [...(uses.get(compositionOf(art)) ?? []), title]);
    for (const [scene, titles] of uses) expect(titles.length, `${scene}: ${titles.join(", ")}`).toBe(1);
  });

  it("draws the About page's pictures in rooms and layouts of the studio's own, none a client's cover", () => {
    const studio = [studioImagery.image, ...studioImagery.gallery].map((a) => compositionOf(a));
    expect(studio).toContain("lobby");
    for (const { title, art } of covers) expect(studio, `${title} is drawn as the About page draws the studio`).not.toContain(compositionOf(art));
  });

  it("shows the email on a cover whose title names one", () => {
    const titled = covers.filter(({ title }) => /\bemail\b/i.test(title));
    expect(titled.length).toBeGreaterThan(0);
    for (const { title, art } of titled) expect(art.format, title).toBe("email");
  });

  it("gives the website covers pages laid out for their business, on different devices", () => {
    const sites = portfolioProjects
      .filter((p) => p.category === "Website")
      .map((p) => ({ title: p.title, art: p.image, ctx: { art: p.image, nth: 0 } }));
    const pages = new Map<string, string[]>();
    const shots = new Set<string>();
    for (const { title, art, ctx } of sites) {
      expect(art.page, `${title} names its page layout`).toBeDefined();
      expect(art.device, `${title} names its device`).toBeDefined();
      const shot = `${pageOf(ctx)} on ${deviceOf(ctx)}`;
      expect(shots.has(shot), `${title}: another website cover is already ${shot}`).toBe(false);
      shots.add(shot);
      pages.set(pageOf(ctx), [...(pages.get(pageOf(ctx)) ?? []), title]);
    }
    expect(pages.size).toBeGreaterThanOrEqual(10);
    for (const [page, titles] of pages) expect(titles.length, `${page}: ${titles.join(", ")}`).toBeLessThanOrEqual(2);
    // Every framing in use, none on more than a third of the covers (five laptops once shot them all alike).
    const devices = sites.map((s) => deviceOf(s.ctx));
    expect(new Set(devices).size).toBe(6);
    for (const d of new Set(devices)) expect(devices.filter((x) => x === d).length, d).toBeLessThanOrEqual(3);
    // The layout suits the business the title names.
    const fits: [RegExp, string][] = [
      [/caf[eé]|brewing|taproom/i, "photo-hero"],
      [/\blaw\b/i, "editorial"],
      [/store|shop/i, "shop"],
      [/nonprofit/i, "mission"],
      [/booking site|dental/i, "booking"],
      [/realty/i, "listings"],
    ];
    for (const { title, ctx } of sites) for (const [re, page] of fits) if (re.test(title)) expect(pageOf(ctx), title).toBe(page);
  });

  it("shows the social covers in different formats", () => {
    const social = portfolioProjects.filter((p) => p.category === "Social Media");
    const uses = new Map<string, string[]>();
    for (const p of social) {
      expect(p.image.format, `${p.title} names its format`).toBeDefined();
      const fmt = formatOf({ art: p.image, nth: 0 });
      uses.set(fmt, [...(uses.get(fmt) ?? []), p.title]);
    }
    expect(uses.size).toBeGreaterThanOrEqual(Math.min(8, social.length - 1));
    for (const [fmt, titles] of uses) expect(titles.length, `${fmt}: ${titles.join(", ")}`).toBeLessThanOrEqual(2);
  });

  it("never repeats a layout among one project's pictures", () => {
    for (const p of portfolioProjects) {
      const seen = new Set<string>();
      for (const e of imageEntries(p)) {
        const ctx = { art: e.art, nth: e.nth };
        const key =
          e.art.kind === "website-desktop"
            ? `page ${pageOf(ctx)} on ${deviceOf(ctx)}`
            : e.art.kind === "social-grid"
              ? `social ${formatOf(ctx)}`
              : undefined;
        if (!key) continue;
        expect(seen.has(key), `${p.title}: two pictures are ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("puts the agency's photograph in place of a generated image, by slug or image id", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "photos-"));
    try {
      writeFileSync(path.join(dir, "ember-hill.jpg"), "x");
      writeFileSync(path.join(dir, "ember-hill-2.webp"), "x");
      expect(photoFor("ember-hill-cover", dir)).toBe(path.join(dir, "ember-hill.jpg"));
      expect(photoFor("ember-hill-2", dir)).toBe(path.join(dir, "ember-hill-2.webp"));
      expect(photoFor("ember-hill-1", dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
