/** The site's own social card: "Canopy Creative" on deep green with a canopy of leaves. */
import { motifAt } from "./motifs.ts";
import { f, textEl } from "./lib.ts";

// The site's own colours: canopy greens, cream and a warm peach.
const GREEN = "#1b4f33";
const DEEP = "#0f2c1d";
const CREAM = "#fbf7ef";
const GOLD = "#f59e62";
const LEAVES = ["#22633f", "#2f7a52", "#1f5a3a", "#2a6e49", "#276242"];

export function ogCardSvg(width = 1200, height = 630, name = "Canopy Creative", line = "Branding & Web Design in Atlanta"): string {
  let leaves = "";
  // A canopy of overlapping leaves spilling in from the top right.
  const spots: [number, number, number, number][] = [
    [1080, 40, 300, 200],
    [940, -30, 260, 160],
    [1150, 230, 240, 250],
    [860, 120, 200, 120],
    [1010, 330, 190, 215],
    [1170, 470, 220, 260],
    [780, -40, 170, 140],
    [930, 520, 150, 230],
  ];
  spots.forEach(([x, y, s, r], i) => {
    leaves += `<g transform="rotate(${r} ${x} ${y})">${motifAt("leaf", x, y, s, LEAVES[i % LEAVES.length] as string)}</g>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GREEN}"/><stop offset="1" stop-color="${DEEP}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.2" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#glow)"/>` +
    leaves +
    `<circle cx="132" cy="190" r="44" fill="${CREAM}"/>` +
    motifAt("leaf", 132, 190, 52, GREEN) +
    textEl(80, 330, name, { size: 86, font: "serifBold", fill: CREAM, spacing: -1 }) +
    `<rect x="84" y="372" width="72" height="4" fill="${GOLD}"/>` +
    textEl(80, 436, line, { size: 36, fill: CREAM, opacity: 0.92 }) +
    textEl(80, 560, "LOGOS · WEBSITES · PACKAGING · SOCIAL", { size: 20, font: "sansBold", fill: GOLD, spacing: 4 }) +
    `</svg>`
  );
}
