/**
 * Signs a small business puts out where the work happens: a yard sign on a customer's lawn, a
 * vinyl banner zip-tied to a fence (a pool deck's or a job site's), and a canvas tote on a peg.
 */
import { accentOn, brandMark, contact, headline, lockup } from "./brand.ts";
import { W, circleEl, f, linear, luminance, mix, onColor, rect, shadow, textEl, type Ctx, type Scene } from "./lib.ts";

/** A house across a mown lawn on a clear morning. */
function lawn(ctx: Ctx): string {
  let out = rect(0, 0, W, 430, linear(ctx, ["#a9d3ee", "#eef2e6"]));
  out += circleEl(1040, 96, 50, "#fff6d8", ` opacity="0.8"`);
  out += `<path d="M140 200L560 70L980 200Z" fill="#4f4a4d"/>` + rect(170, 200, 780, 260, "#ece5d6");
  for (let i = 0; i < 13; i++) out += rect(170, 212 + i * 20, 780, 1.5, "#000000", 0, ` opacity="0.06"`);
  for (const x of [240, 760]) out += rect(x, 260, 120, 110, "#5f7482") + rect(x + 57, 260, 6, 110, "#ece5d6") + rect(x, 312, 120, 6, "#ece5d6");
  out += rect(510, 280, 100, 180, "#6d4c3d") + circleEl(592, 372, 5, "#d9c27a");
  out += circleEl(80, 380, 110, "#5f8a4f") + circleEl(1130, 360, 130, "#527d45") + circleEl(1010, 420, 70, "#6f9a5c");
  out += rect(0, 450, W, 350, linear(ctx, ["#86ad68", "#6e9853"]));
  for (let i = 0; i < 16; i++) out += rect(0, 470 + i * 22, W, 10, "#ffffff", 0, ` opacity="${i % 2 ? 0.05 : 0}"`);
  out += `<path d="M470 450H650L720 800H400Z" fill="#cfcac0"/>`;
  return out;
}

/** A corrugated yard sign on a wire stake: the lock-up, the line and a phone number read from the street. */
export function yardSign(ctx: Ctx): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const panel = luminance(theme.dark) < 0.3 ? theme.dark : theme.accent;
  const on = onColor(theme, panel);
  const x = 170;
  const y = 250;
  const w = 560;
  const h = 380;
  const layers: string[] = [];
  layers.push(
    `<ellipse cx="${x + w / 2}" cy="768" rx="260" ry="16" fill="#000" opacity="0.18"/>` +
      rect(x + 120, y + h - 10, 8, 150, "#70757b") +
      rect(x + w - 128, y + h - 10, 8, 150, "#70757b") +
      rect(x + 120, y + h + 40, w - 240, 6, "#70757b"),
  );
  let sign = `<g ${shadow(ctx, 16, 12, 0.3)}>${rect(x, y, w, h, panel, 4)}</g>`;
  for (let i = 1; i < 28; i++) sign += rect(x, y + i * (h / 28), w, 1.2, "#000000", 0, ` opacity="0.07"`);
  sign += rect(x, y, w, 10, accentOn(theme, panel, 2));
  layers.push(sign);
  const band = accentOn(theme, panel, 2);
  layers.push(
    lockup(ctx, x + w / 2, y + 108, 100, panel, "stacked", w - 80).svg +
      textEl(x + w / 2, y + 240, headline(ctx), { size: 26, font: "sansBold", fill: on, anchor: "middle", maxWidth: w - 80 }) +
      rect(x + 60, y + 264, w - 120, 72, band, 6) +
      textEl(x + w / 2, y + 313, c.phone, { size: 40, font: "sansBold", fill: onColor(theme, band), anchor: "middle", maxWidth: w - 160 }) +
      textEl(x + w / 2, y + h - 14, c.domain, { size: 15, fill: on, anchor: "middle", opacity: 0.8, maxWidth: w - 80 }),
  );
  // The crew's second sign, further off by the walk.
  const sx = 900;
  const sy = 470;
  layers.push(
    rect(sx + 40, sy + 120, 5, 70, "#70757b") +
      rect(sx + 135, sy + 120, 5, 70, "#70757b") +
      `<g ${shadow(ctx, 8, 6, 0.25)}>${rect(sx, sy, 180, 124, panel, 3)}</g>` +
      brandMark(ctx, sx + 90, sy + 50, 52, panel) +
      textEl(sx + 90, sy + 106, c.phone, { size: 16, font: "sansBold", fill: on, anchor: "middle", maxWidth: 160 }),
  );
  return { background: lawn(ctx), layers };
}

/** A pool deck: water, coping and a white fence behind. */
function poolDeck(ctx: Ctx): string {
  let out = rect(0, 0, W, 300, linear(ctx, ["#9fd0f0", "#e8f4f8"]));
  out += circleEl(150, 90, 50, "#fffbe8", ` opacity="0.85"`);
  out += circleEl(1080, 250, 120, "#5f8a4f") + circleEl(960, 270, 80, "#6f9a5c");
  out += rect(0, 300, W, 250, "#ece6da");
  out += rect(0, 550, W, 30, "#f7f4ee") + rect(0, 580, W, 220, linear(ctx, ["#3fb4d8", "#1f86b4"]));
  for (let i = 0; i < 7; i++)
    out += `<path d="M${i * 190 - 40} ${640 + (i % 3) * 40}q40 -14 80 0t80 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35"/>`;
  for (const y of [620, 720]) out += rect(0, y, W, 6, "#ffffff", 0, ` opacity="0.25"`);
  return out;
}

/** A gravel lot behind a chain-link fence, a framed house going up beyond it. */
function jobSite(ctx: Ctx): string {
  let out = rect(0, 0, W, 470, linear(ctx, ["#b9d3e6", "#eef0ea"]));
  out += `<path d="M640 160L880 60L1120 160Z" fill="none" stroke="#b08a5a" stroke-width="10"/>`;
  for (let i = 0; i < 11; i++) out += rect(660 + i * 44, 160, 8, 310, "#c49a6c");
  out += rect(640, 250, 480, 8, "#b08a5a") + rect(640, 360, 480, 8, "#b08a5a");
  out += rect(0, 470, W, 330, linear(ctx, ["#a39d92", "#8a857c"]));
  for (let i = 0; i < 200; i++) out += circleEl((i * 389) % W, 480 + ((i * 173) % 320), 2 + (i % 3), i % 2 ? "#7a756c" : "#b8b2a6", ` opacity="0.6"`);
  return out;
}

/** A chain-link (or pool-fence) panel across the picture. */
function fence(pool: boolean): string {
  const top = pool ? 300 : 200;
  const bottom = pool ? 540 : 620;
  let out = "";
  if (pool) {
    for (let x = 20; x < W; x += 34) out += rect(x, top, 6, bottom - top, "#ffffff", 2, ` opacity="0.9"`);
    out += rect(0, top, W, 10, "#ffffff") + rect(0, bottom - 20, W, 10, "#ffffff");
    return out;
  }
  for (let x = -400; x < W; x += 26) {
    out += `<path d="M${x} ${bottom}L${x + (bottom - top)} ${top}M${x + (bottom - top)} ${bottom}L${x} ${top}" stroke="#9aa1a8" stroke-width="2.2" opacity="0.8"/>`;
  }
  out = `<g clip-path="url(#fenceclip)"><clipPath id="fenceclip">${rect(0, top, W, bottom - top, "#000")}</clipPath>${out}</g>`;
  for (const x of [40, 600, 1160]) out += rect(x - 8, top - 10, 16, bottom - top + 40, "#8d949b", 4);
  out += rect(0, top - 4, W, 10, "#8d949b", 4);
  return out;
}

/**
 * A vinyl banner zip-tied to a fence: on a pool deck for a swim school, with its rules along the
 * foot; on a job site's chain-link for a trade, with its phone number.
 */
export function banner(ctx: Ctx): Scene {
  const { theme } = ctx;
  const c = contact(ctx);
  const pool = /swim|pool|aqua/i.test(ctx.art.label);
  const x = 160;
  const y = pool ? 250 : 240;
  const w = 880;
  const h = 320;
  const face = pool ? theme.accent : luminance(theme.dark) < 0.3 ? theme.dark : theme.accent;
  const on = onColor(theme, face);
  const layers: string[] = [fence(pool)];
  let vinyl = `<g ${shadow(ctx, 14, 10, 0.28)}>${rect(x, y, w, h, face, 2)}</g>`;
  // A sag and the creases of a banner that has been rolled up.
  vinyl += `<path d="M${x} ${y + h}Q${x + w / 2} ${y + h + 12} ${x + w} ${y + h}V${y + h - 4}H${x}Z" fill="${face}"/>`;
  for (const cx of [x + w / 3, x + (2 * w) / 3]) vinyl += rect(cx, y, 2, h, "#000000", 0, ` opacity="0.07"`);
  let ties = "";
  for (const [gx, gy] of [
    [x + 16, y + 16],
    [x + w / 2, y + 16],
    [x + w - 16, y + 16],
    [x + 16, y + h - 16],
    [x + w / 2, y + h - 16],
    [x + w - 16, y + h - 16],
  ] as const) {
    ties += circleEl(gx, gy, 8, "#c9ccd0") + circleEl(gx, gy, 4, mix(face, "#000000", 0.4));
    ties += `<path d="M${f(gx)} ${f(gy - 4)}l-6 -22" stroke="#222" stroke-width="4" stroke-linecap="round"/>`;
  }
  layers.push(vinyl + ties);
  const band = accentOn(theme, face, 2.5);
  let words = lockup(ctx, x + w / 2, y + 96, 96, face, "horizontal", w - 120).svg;
  words += textEl(x + w / 2, y + 196, headline(ctx), { size: 40, font: "sansBold", fill: on, anchor: "middle", maxWidth: w - 140 });
  words += rect(x + 40, y + 228, w - 80, 62, band, 4);
  const foot = pool ? "WALK · NO DIVING · SWIM WITH A BUDDY" : `${c.phone} · ${c.domain}`;
  words += textEl(x + w / 2, y + 270, foot, {
    size: 26,
    font: "sansBold",
    fill: onColor(theme, band),
    anchor: "middle",
    spacing: pool ? 2 : 0,
    maxWidth: w - 120,
  });
  layers.push(words);
  return { background: pool ? poolDeck(ctx) : jobSite(ctx), layers };
}

/** A canvas tote hung on a peg by the counter, printed with the mark and the name. */
export function tote(ctx: Ctx): Scene {
  const { theme } = ctx;
  const wall = mix(theme.paper, theme.accent2, 0.18);
  const background =
    rect(0, 0, W, 640, linear(ctx, [wall, mix(wall, "#000000", 0.06)])) +
    rect(0, 640, W, 160, linear(ctx, ["#b89470", "#8d6c4f"])) +
    rect(0, 632, W, 10, mix(wall, "#000000", 0.15));
  const canvas = "#eee5d2";
  const ink = luminance(theme.dark) < 0.35 ? theme.dark : theme.ink;
  const layers: string[] = [];
  // The peg rail.
  layers.push(rect(120, 120, 960, 26, mix(theme.dark, "#8d6c4f", 0.5), 6) + [330, 600, 870].map((px) => circleEl(px, 133, 12, "#c9b48a")).join(""));
  // The tote: handles over the middle peg, body hanging below.
  const bx = 400;
  const by = 250;
  const bw = 400;
  const bh = 380;
  let bag = `<path d="M${bx + 90} ${by}C${bx + 90} ${by - 150} ${bx + 310} ${by - 150} ${bx + 310} ${by}" fill="none" stroke="${mix(canvas, "#000", 0.12)}" stroke-width="22"/>`;
  bag += `<g ${shadow(ctx, 18, 14, 0.3)}><path d="M${bx} ${by}H${bx + bw}L${bx + bw + 14} ${by + bh}H${bx - 14}Z" fill="${canvas}"/></g>`;
  for (let i = 0; i < 30; i++) bag += rect(bx - 10, by + 8 + i * 12.4, bw + 20, 1, "#000000", 0, ` opacity="0.04"`);
  bag += rect(bx, by, bw, 16, mix(canvas, "#000", 0.08));
  layers.push(bag);
  layers.push(lockup(ctx, bx + bw / 2, by + 190, 130, canvas, "stacked", bw - 60, { tagline: true, textFill: ink }).svg);
  // A second tote in the brand's colour, half behind, and a swing tag.
  const alt = luminance(theme.accent) < 0.5 ? theme.accent : theme.dark;
  layers.push(
    `<g ${shadow(ctx, 12, 10, 0.25)}><path d="M850 300H1040L1050 600H840Z" fill="${alt}"/></g>` +
      `<path d="M890 300C890 200 1000 200 1000 300" fill="none" stroke="${mix(alt, "#000", 0.2)}" stroke-width="14"/>` +
      brandMark(ctx, 945, 450, 90, alt) +
      `<g transform="rotate(-8 300 420)">${rect(230, 380, 140, 70, theme.paper, 4)}${textEl(300, 422, "100% COTTON", { size: 13, fill: theme.ink, anchor: "middle", spacing: 3 })}</g>` +
      `<path d="M360 395L400 330" stroke="${theme.ink}" stroke-width="1.5"/>`,
  );
  return { background, layers };
}
