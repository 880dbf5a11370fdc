/**
 * Logo system: a presentation board with the primary lock-up, a reversed lock-up and colour chips
 * (a split board, tiles, or a colour field), or the palette as a fanned swatch deck beside the
 * lock-up card, the mark set oversize and cropped by the frame with the name small beside it, or
 * a die-cut sticker sheet.
 */
import { brandMark, lockup, wordmark } from "./brand.ts";
import { motifAt } from "./motifs.ts";
import { H, W, circleEl, contrast, f, luminance, mix, onColor, radial, rect, rgb, shadow, textEl, variant, type Ctx, type Scene } from "./lib.ts";

function caption(x: number, y: number, text: string, fill: string): string {
  return textEl(x, y, text, { size: 12, fill, spacing: 2.4, upper: true, opacity: 0.7 });
}

/** Faint construction geometry behind a mark: circles, axes and a grid. */
function construction(cx: number, cy: number, size: number, stroke: string): string {
  const s = `fill="none" stroke="${stroke}" stroke-width="1"`;
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.72)}" ${s}/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.5)}" ${s} stroke-dasharray="4 5"/>`;
  out += `<rect x="${f(cx - size / 2)}" y="${f(cy - size / 2)}" width="${f(size)}" height="${f(size)}" ${s}/>`;
  out += `<path d="M${f(cx - size)} ${f(cy)}H${f(cx + size)}M${f(cx)} ${f(cy - size)}V${f(cy + size)}" ${s} stroke-dasharray="2 6"/>`;
  return out;
}

/** Colour chips as columns filling a box, with HEX and RGB codes. */
function chips(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const cols = ctx.theme.palette;
  const cw = w / cols.length;
  return cols
    .map((c, i) => {
      const fg = onColor(ctx.theme, c, 4.5);
      const [r, g, b] = rgb(c);
      const cx = x + i * cw;
      return (
        rect(cx, y, cw + 0.5, h, c) +
        textEl(cx + 16, y + h - 40, c.toUpperCase(), { size: 15, font: "mono", fill: fg, maxWidth: cw - 24 }) +
        textEl(cx + 16, y + h - 20, `RGB ${r} ${g} ${b}`, { size: 11, font: "mono", fill: fg, opacity: 0.8, maxWidth: cw - 24 })
      );
    })
    .join("");
}

function chipCards(ctx: Ctx, x: number, y: number, w: number, h: number, field?: string): string {
  const cols = ctx.theme.palette;
  const gap = 16;
  const ch = (h - gap * (cols.length - 1)) / cols.length;
  return cols
    .map((c, i) => {
      const cy = y + i * (ch + gap);
      const fg = onColor(ctx.theme, c, 4.5);
      const [r, g, b] = rgb(c);
      return (
        `<g ${shadow(ctx, 20, 10, 0.25)}>${rect(x, cy, w, ch, c, 10)}</g>` +
        // A chip the colour of the board it lies on keeps its edge.
        (field && contrast(c, field) < 1.3 ? rect(x + 0.5, cy + 0.5, w - 1, ch - 1, "none", 10, ` stroke="${fg}" stroke-opacity="0.35"`) : "") +
        textEl(x + 18, cy + 32, c.toUpperCase(), { size: 16, font: "mono", fill: fg }) +
        textEl(x + 18, cy + ch - 16, `RGB ${r} ${g} ${b}`, { size: 11, font: "mono", fill: fg, opacity: 0.8 })
      );
    })
    .join("");
}

function dotChips(ctx: Ctx, x: number, y: number, w: number, surface: string): string {
  const cols = ctx.theme.palette;
  const step = w / cols.length;
  const r = Math.min(40, step * 0.36);
  const ink = onColor(ctx.theme, surface);
  return cols
    .map((c, i) => {
      const cx = x + step * i + step / 2;
      const edge = luminance(c) > 0.85 ? ` stroke="${mix(c, "#000000", 0.12)}" stroke-width="1.5"` : "";
      return circleEl(cx, y, r, c, edge) + textEl(cx, y + r + 26, c.toUpperCase(), { size: 13, font: "mono", fill: ink, anchor: "middle" });
    })
    .join("");
}

/** A swatch deck fanned out on a dark desk, one blade per colour, and the lock-up on a card beside it. */
function swatchFan(ctx: Ctx): Scene {
  const { theme } = ctx;
  const desk = mix(luminance(theme.dark) < 0.2 ? theme.dark : theme.ink, "#000000", 0.25);
  const background = rect(0, 0, W, H, desk) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.3, 0.3, 0.9, 0.12, 0));
  const layers: string[] = [];
  const [px, py] = [300, 730];
  const blades = [...theme.palette, mix(theme.accent, "#ffffff", 0.5)];
  let fan = "";
  blades.forEach((c, i) => {
    const a = -62 + (i * 74) / Math.max(1, blades.length - 1);
    const fg = onColor(theme, c, 4.5);
    const [r, g, b] = rgb(c);
    fan +=
      `<g transform="rotate(${f(a)} ${px} ${py})" ${shadow(ctx, 14, 6, 0.3)}>` +
      rect(px - 40, py - 560, 80, 600, c, 10) +
      circleEl(px, py, 10, mix(c, "#000000", 0.3)) +
      `<g transform="rotate(-90 ${px - 14} ${py - 520})">` +
      textEl(px - 14, py - 520, c.toUpperCase(), { size: 17, font: "mono", fill: fg, anchor: "end" }) +
      textEl(px - 14, py - 500, `RGB ${r} ${g} ${b}`, { size: 11, font: "mono", fill: fg, anchor: "end", opacity: 0.8 }) +
      `</g></g>`;
  });
  layers.push(fan);
  const card = `<g transform="rotate(4 880 400)" ${shadow(ctx, 30, 18, 0.35)}>${rect(650, 170, 460, 460, theme.paper, 8)}</g>`;
  const lock = `<g transform="rotate(4 880 400)">${lockup(ctx, 880, 400, 130, theme.paper, "stacked", 400, { tagline: true }).svg}</g>`;
  layers.push(card + lock);
  layers.push(
    textEl(W - 48, H - 40, `${ctx.art.label} — palette`, { size: 13, fill: onColor(theme, desk), opacity: 0.6, spacing: 1, anchor: "end" }),
  );
  return { background, layers };
}

/** The mark oversize, cropped by the frame's right edge, with the name and colours small at the left. */
function markCrop(ctx: Ctx): Scene {
  const { theme } = ctx;
  const field = mix(theme.paper, theme.accent2, 0.25);
  const background = rect(0, 0, W, H, field);
  const on = onColor(theme, field);
  const layers: string[] = [];
  layers.push(construction(970, 420, 660, mix(field, on, 0.1)) + brandMark(ctx, 970, 420, 660, field));
  layers.push(caption(56, 72, "Mark, at scale", on));
  layers.push(wordmark(ctx, 56, 560, 54, on, "start", 500).svg);
  if (ctx.art.tagline) layers.push(textEl(56, 604, ctx.art.tagline, { size: 15, fill: on, spacing: 2.6, upper: true, opacity: 0.75, maxWidth: 500 }));
  layers.push(
    theme.palette.map((c, i) => rect(56 + i * 70, 660, 58, 58, c, 29, luminance(c) > 0.85 ? ` stroke="${mix(c, "#000000", 0.15)}"` : "")).join(""),
  );
  return { background, layers };
}

/** A die-cut sticker sheet: the mark large, the lock-up, the mark small in each colour, the tagline as a banner. */
function stickerSheet(ctx: Ctx): Scene {
  const { theme } = ctx;
  const desk = mix(theme.accent2, theme.paper, 0.55);
  const background = rect(0, 0, W, H, desk) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.4, 0.3, 0.8, 0.3, 0));
  const sheet = "#f7f6f2";
  const layers: string[] = [`<g transform="rotate(-3 600 400)" ${shadow(ctx, 26, 14, 0.28)}>${rect(150, 70, 900, 660, sheet, 10)}</g>`];
  const edge = (inner: string, rot = 0, cx = 0, cy = 0) => `<g transform="rotate(${rot} ${cx} ${cy})" ${shadow(ctx, 6, 3, 0.22)}>${inner}</g>`;
  let stickers = edge(circleEl(360, 280, 150, "#ffffff") + brandMark(ctx, 360, 280, 220, "#ffffff"), -6, 360, 280);
  stickers += edge(rect(560, 150, 430, 150, "#ffffff", 75) + lockup(ctx, 775, 225, 70, "#ffffff", "horizontal", 380).svg, 3, 775, 225);
  theme.palette.slice(0, 4).forEach((c, i) => {
    const cx = 620 + i * 112;
    stickers += edge(
      circleEl(cx, 420, 50, "#ffffff") + circleEl(cx, 420, 44, c) + motifAt(ctx.art.motif, cx, 420, 52, onColor(theme, c, 3)),
      i * 7 - 8,
      cx,
      420,
    );
  });
  const tag = ctx.art.tagline ?? ctx.art.label;
  stickers += edge(
    `<path d="M230 560H850L820 610L850 660H230L260 610Z" fill="#ffffff"/><path d="M240 568H838L812 610L838 652H240L266 610Z" fill="${theme.accent}"/>` +
      textEl(540, 622, tag, {
        size: 30,
        font: "sansBold",
        fill: onColor(theme, theme.accent),
        anchor: "middle",
        upper: true,
        spacing: 1.5,
        maxWidth: 520,
      }),
    -2,
    540,
    610,
  );
  layers.push(`<g transform="rotate(-3 600 400)">${stickers}</g>`);
  return { background, layers };
}

export function logoSystem(ctx: Ctx): Scene {
  const { theme } = ctx;
  // A layout asked for by name (ctx.pick), or one of the three boards picked by the label.
  const v = ctx.pick ?? variant(ctx, 3);
  if (v === 3) return swatchFan(ctx);
  if (v === 4) return markCrop(ctx);
  if (v === 5) return stickerSheet(ctx);
  const layers: string[] = [];
  const rev = luminance(theme.dark) < 0.2 ? theme.dark : theme.ink;

  if (v === 0) {
    // Split board: primary on paper, reversed lock-up top right, chip columns bottom right.
    const background = rect(0, 0, W, H, theme.paper);
    const line = mix(theme.paper, theme.ink, 0.1);
    const primary = lockup(ctx, 380, 380, 170, theme.paper, "stacked", 560, { tagline: true });
    layers.push(construction(380, primary.markY, 170, line) + caption(48, 58, "Primary mark", theme.ink));
    layers.push(primary.svg);
    layers.push(
      rect(760, 0, 440, 440, rev) + caption(792, 58, "Reversed", onColor(theme, rev)) + lockup(ctx, 980, 230, 76, rev, "horizontal", 380).svg,
    );
    layers.push(chips(ctx, 760, 440, 440, 360));
    layers.push(textEl(48, H - 40, `${ctx.art.label} — Logo system`, { size: 13, fill: theme.ink, opacity: 0.55, spacing: 1 }));
    return { background, layers };
  }

  if (v === 1) {
    // Tiles on a neutral board.
    const board = mix(theme.paper, theme.ink, 0.07);
    const background = rect(0, 0, W, H, board);
    const g = 20;
    const m = 36;
    const lw = 660;
    const rx = m + lw + g;
    const rw = W - rx - m;
    const th = H - 2 * m;
    const primary = lockup(ctx, m + lw / 2, m + th / 2, 150, theme.paper, "stacked", lw - 120, { tagline: true });
    layers.push(rect(m, m, lw, th, theme.paper, 14) + caption(m + 28, m + 44, "Primary lock-up", theme.ink));
    layers.push(construction(m + lw / 2, primary.markY, 150, mix(theme.paper, theme.ink, 0.08)));
    layers.push(primary.svg);
    const tileA = theme.accent;
    layers.push(
      rect(rx, m, rw, 330, tileA, 14) +
        brandMark(ctx, rx + rw / 2, m + 165, 150, tileA, "bare") +
        caption(rx + 24, m + 40, "Mark", onColor(theme, tileA)),
    );
    layers.push(rect(rx, m + 330 + g, rw, 170, rev, 14) + lockup(ctx, rx + rw / 2, m + 330 + g + 85, 56, rev, "horizontal", rw - 60).svg);
    const cy = m + 330 + g + 170 + g;
    layers.push(
      rect(rx, cy, rw, H - m - cy, theme.paper, 14) +
        caption(rx + 24, cy + 36, "Palette", theme.ink) +
        dotChips(ctx, rx + 12, cy + 100, rw - 24, theme.paper),
    );
    return { background, layers };
  }

  // Full-bleed colour board, stripes of palette on the right, positive card inset.
  const field = luminance(theme.accent) < 0.5 ? theme.accent : rev;
  const background = rect(0, 0, W, H, field);
  const on = onColor(theme, field);
  layers.push(construction(450, 330, 190, mix(field, on, 0.16)));
  // The client's own mark, as its lock-up below carries it (a monogram client's primary is the monogram).
  layers.push(brandMark(ctx, 450, 330, 190, field));
  layers.push(wordmark(ctx, 450, 540, 84, on, "middle", 620).svg);
  if (ctx.art.tagline)
    layers.push(textEl(450, 590, ctx.art.tagline, { size: 16, fill: on, anchor: "middle", spacing: 3, upper: true, opacity: 0.8, maxWidth: 620 }));
  layers.push(chipCards(ctx, 920, 48, 240, H - 96, field));
  layers.push(rect(48, 620, 330, 132, theme.paper, 10) + lockup(ctx, 48 + 165, 686, 52, theme.paper, "horizontal", 290).svg);
  return { background, layers };
}
