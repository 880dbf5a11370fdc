/** Website (desktop): a homepage in a browser window on a soft studio backdrop. */
import { accentOn, brandMark, contact, headline, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import {
  H,
  W,
  circleEl,
  clipRect,
  copyLines,
  f,
  linear,
  luminance,
  mix,
  onColor,
  radial,
  rect,
  shadow,
  textBlock,
  textEl,
  textWidth,
  variant,
  type Ctx,
  type Scene,
} from "./lib.ts";
import { photo } from "./photo.ts";

export function button(
  ctx: Ctx,
  x: number,
  y: number,
  label: string,
  fill: string,
  size = 15,
  outline = false,
  surface = "#ffffff",
): { svg: string; w: number } {
  const w = label.length * size * 0.62 + size * 2.6;
  const h = size * 2.8;
  const text = outline ? accentOn(ctx.theme, surface, 4.5) : onColor(ctx.theme, fill);
  const box = outline
    ? `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="none" stroke="${text}" stroke-width="1.5"/>`
    : rect(x, y, w, h, fill, h / 2);
  return { svg: box + textEl(x + w / 2, y + h / 2 + size * 0.36, label, { size, font: "sansBold", fill: text, anchor: "middle" }), w };
}

/** The page itself, drawn from y = 0 at width `pw`; returns SVG and total height. */
function page(ctx: Ctx, pw: number): { svg: string; nav: string; height: number } {
  const { theme, rng, art } = ctx;
  const copy = copyFor(art);
  const v = variant(ctx, 3, "hero");
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const soft = mix(bg, ink, 0.12);
  const btn = accentOn(theme, bg, 3);
  let svg = rect(0, 0, pw, 2000, bg);
  const pageStart = svg.length;

  // Navigation (sticky: drawn again over the page while it scrolls).
  const navBg = v === 1 ? theme.dark : bg;
  const navInk = onColor(theme, navBg);
  svg += rect(0, 0, pw, 68, navBg);
  svg += brandMark(ctx, 52, 34, 34, navBg);
  svg += wordmark(ctx, 80, 41, 20, navInk, "start", 260).svg;
  const cta = button(ctx, 0, 0, copy.cta, "#000", 13);
  svg += button(ctx, pw - 48 - cta.w, 17, copy.cta, accentOn(theme, navBg, 2.2), 13).svg;
  let lx = pw - 48 - cta.w - 40;
  for (const l of [...copy.links].reverse()) {
    svg += textEl(lx, 40, l, { size: 14, fill: navInk, opacity: 0.85, anchor: "end" });
    lx -= textWidth(l, "sans", 14) + 34;
  }
  if (v !== 1) svg += rect(0, 67, pw, 1, soft);
  const nav = svg.slice(pageStart);

  let y = 68;
  const head = headline(ctx);
  if (v === 0) {
    // Split hero: copy left, photo right with a floating review card.
    const hb = textBlock(56, y + 150, head, { size: 48, font: "sansBold", fill: ink, maxWidth: 430, maxLines: 3, spacing: -1 });
    svg += textEl(56, y + 90, copy.eyebrow, { size: 13, fill: btn, spacing: 2, upper: true, font: "sansBold" });
    svg += hb.svg;
    const cy = y + 150 + hb.height + 4;
    svg += copyLines(56, cy, 380, 3, soft, rng, 9, 20);
    svg += button(ctx, 56, cy + 76, copy.cta, btn, 15).svg;
    svg += button(ctx, 56 + copy.cta.length * 9.3 + 60, cy + 76, "Learn more", btn, 15, true, bg).svg;
    svg += photo(ctx, 530, y + 48, pw - 586, 430, 18, "hero");
    svg += `<g ${shadow(ctx, 24, 12, 0.18)}>${rect(500, y + 380, 220, 84, "#ffffff", 12)}</g>`;
    svg += textEl(520, y + 415, "4.9 ★★★★★", { size: 18, font: "sansBold", fill: "#1a1a1a" });
    svg += textEl(520, y + 443, "200+ Google reviews", { size: 13, fill: "#555555" });
    y += 540;
  } else if (v === 1) {
    // Full-bleed image hero with centred headline.
    svg += photo(ctx, 0, y, pw, 470, 0, "hero", true);
    svg += rect(0, y, pw, 470, linear(ctx, [mix(theme.dark, "#000000", 0.4), theme.dark]), 0, ` opacity="0.45"`);
    svg += textEl(pw / 2, y + 120, copy.eyebrow, { size: 13, fill: "#ffffff", spacing: 3, upper: true, anchor: "middle", font: "sansBold" });
    const hb = textBlock(pw / 2, y + 190, head, {
      size: 52,
      font: "sansBold",
      fill: "#ffffff",
      maxWidth: 720,
      maxLines: 2,
      anchor: "middle",
      spacing: -1,
    });
    svg += hb.svg;
    const b = button(ctx, 0, 0, copy.cta, btn, 16);
    svg += button(ctx, pw / 2 - b.w / 2, y + 190 + hb.height + 20, copy.cta, accentOn(theme, "#333333", 3), 16).svg;
    y += 470;
  } else {
    // Colour-block hero with a big mark and a product/service card stack.
    const hero = theme.accent;
    const on = onColor(theme, hero);
    svg += rect(0, y, pw, 480, hero);
    svg += circleEl(pw - 170, y + 240, 260, mix(hero, on, 0.1));
    svg += textEl(56, y + 92, copy.eyebrow, { size: 13, fill: on, spacing: 2, upper: true, font: "sansBold", opacity: 0.85 });
    const hb = textBlock(56, y + 160, head, { size: 54, font: "serifBold", fill: on, maxWidth: 520, maxLines: 3 });
    svg += hb.svg;
    svg += button(ctx, 56, y + 160 + hb.height + 20, copy.cta, onColor(theme, hero, 3) === on ? on : theme.ink, 15).svg;
    const cx = pw - 250;
    svg += `<g ${shadow(ctx, 30, 18, 0.25)}>${rect(cx - 150, y + 70, 300, 340, theme.paper, 18)}</g>`;
    svg += photo(ctx, cx - 134, y + 86, 268, 190, 12, "card");
    svg += textEl(cx - 134, y + 312, copy.services[0], { size: 20, font: "sansBold", fill: ink });
    svg += copyLines(cx - 134, y + 330, 230, 2, soft, rng, 8, 18);
    svg += textEl(cx - 134, y + 392, copy.offer, { size: 13, fill: btn, font: "sansBold", maxWidth: 268 });
    y += 480;
  }

  // Services: three cards.
  y += 70;
  svg += textEl(56, y, "What we do", { size: 13, fill: btn, spacing: 2, upper: true, font: "sansBold" });
  const titles = [`Why Atlanta chooses ${art.label}`, `What ${art.label} offers`, "Made for our neighbors", "How we can help"];
  svg += textEl(56, y + 44, titles[variant(ctx, titles.length, "title")] as string, { size: 30, font: "sansBold", fill: ink, maxWidth: pw - 112 });
  y += 80;
  const cw = (pw - 112 - 48) / 3;
  copy.services.forEach((s, i) => {
    const x = 56 + i * (cw + 24);
    svg += rect(x, y, cw, 330, mix(bg, ink, 0.04), 16);
    svg +=
      i === 1
        ? rect(x, y, cw, 180, theme.accent2, 16) + brandMark(ctx, x + cw / 2, y + 90, 80, theme.accent2, "bare")
        : photo(ctx, x, y, cw, 180, 16, `card${i}`);
    svg += textEl(x + 22, y + 220, s, { size: 20, font: "sansBold", fill: ink });
    svg += copyLines(x + 22, y + 238, cw - 44, 2, soft, rng, 8, 18);
    svg += textEl(x + 22, y + 306, "Learn more →", { size: 14, font: "sansBold", fill: btn });
  });
  y += 400;

  // Testimonial band and footer.
  const band = theme.dark;
  const bandOn = onColor(theme, band);
  svg += rect(0, y, pw, 300, band);
  svg += textEl(pw / 2, y + 90, "“", { size: 90, font: "serif", fill: accentOn(theme, band), anchor: "middle" });
  svg += textBlock(pw / 2, y + 140, `${art.label} made the whole thing easy. I recommend them to everyone I know.`, {
    size: 26,
    font: "serif",
    fill: bandOn,
    maxWidth: 680,
    maxLines: 2,
    anchor: "middle",
  }).svg;
  svg += textEl(pw / 2, y + 240, "— Keisha M., Decatur", { size: 14, fill: bandOn, anchor: "middle", opacity: 0.8 });
  y += 300;
  svg += rect(0, y, pw, 160, mix(band, "#000000", 0.25));
  svg += wordmark(ctx, 56, y + 60, 20, bandOn, "start", 300).svg;
  svg += textEl(56, y + 92, `${contact(ctx).email} · ${contact(ctx).phone}`, { size: 13, fill: bandOn, opacity: 0.7 });
  y += 160;
  return { svg, nav, height: y };
}

export function websiteDesktop(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 3, "stage");
  const base = v === 2 ? mix(theme.dark, "#000000", 0.15) : mix(theme.paper, v === 0 ? theme.accent2 : theme.accent, 0.3);
  let background = rect(0, 0, W, H, base);
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.3, 0.2, 0.9, luminance(base) < 0.2 ? 0.1 : 0.35, 0));
  background += circleEl(W * 0.92, H * 0.15, 240, theme.accent, ` opacity="${luminance(base) < 0.2 ? 0.35 : 0.25}"`);
  background += circleEl(W * 0.05, H * 0.95, 200, theme.accent2, ` opacity="0.25"`);
  background += circleEl(W * 0.02, H * 0.3, 90, theme.extra, ` opacity="0.3"`);

  const bx = 110;
  const by = 60;
  const bw = W - 2 * bx;
  const bh = H - by + 30;
  const dark = v === 2;
  const chrome = dark ? "#2b2b2e" : "#efeff1";
  const pill = dark ? "#1c1c1e" : "#ffffff";
  const chromeText = dark ? "#c8c8cc" : "#55575c";
  let win = `<g ${shadow(ctx, 50, 24, 0.3)}>${rect(bx, by, bw, bh, chrome, 14)}</g>`;
  win += ["#ff5f57", "#febc2e", "#28c840"].map((c, i) => circleEl(bx + 24 + i * 20, by + 22, 6, c)).join("");
  win += rect(bx + 300, by + 9, bw - 600, 26, pill, 13);
  win += textEl(bx + bw / 2, by + 27, contact(ctx).domain, { size: 13, fill: chromeText, anchor: "middle" });

  // The page is laid out at a wider width and scaled into the window, like a screenshot.
  const scale = 0.8;
  const pw = bw / scale;
  const px = bx;
  const py = by + 44;
  const viewH = H - py;
  const pg = page(ctx, pw);
  const maxScroll = Math.max(0, pg.height * scale - viewH);
  const scroll = ctx.t >= 1 ? 0 : Math.sin(Math.PI * ctx.t) ** 2 * maxScroll;
  const sticky = scroll > 0 ? `<g transform="translate(${f(px)} ${f(py)}) scale(${scale})">${pg.nav}</g>` : "";
  const content = `<g ${clipRect(ctx, px, py, bw, viewH)}><g transform="translate(${f(px)} ${f(py - scroll)}) scale(${scale})">${pg.svg}</g>${sticky}</g>`;

  return { background, layers: [win, content] };
}
