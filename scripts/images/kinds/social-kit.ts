/**
 * Shared pieces of the social pictures: what the client's posts show (its product drawn, not a
 * stock scene), the lead post built on its tagline, the app's chrome around a post, and the
 * words a carousel or story steps through for each kind of business.
 */
import { brandMark, contact, headline, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { H, W, circleEl, f, makeRng, hashString, luminance, mix, onColor, radial, rect, textEl, type Ctx } from "./lib.ts";
import { photo, type PhotoSubject } from "./photo.ts";
import { display, icon } from "./web-kit.ts";

const said = (ctx: Ctx) => `${ctx.art.label} ${ctx.art.tagline ?? ""}`;

/** What the client sells, drawn: donuts, scoops, a set of nails, a teak sideboard; a photograph otherwise. */
export function subject(ctx: Ctx, x: number, y: number, w: number, h: number, salt: string, prefer?: PhotoSubject): string {
  const { theme } = ctx;
  const r = makeRng(hashString(`${ctx.art.label}|${salt}`));
  const s = Math.min(w, h);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const text = said(ctx);
  let g: string;
  if (prefer) return photo(ctx, x, y, w, h, 0, salt, false, prefer);
  if (/donut|doughnut|glaze/i.test(text)) {
    g = rect(x, y, w, h, mix(theme.paper, theme.accent2, 0.5));
    const spots: [number, number][] = [
      [0.3, 0.32],
      [0.72, 0.3],
      [0.5, 0.7],
      [0.12, 0.78],
      [0.9, 0.75],
    ];
    spots.forEach(([u, v], i) => {
      const dx = x + w * u;
      const dy = y + h * v;
      const rr = s * (i === 2 ? 0.24 : 0.2);
      const glaze = [theme.accent, theme.dark, "#f6d6e3", theme.extra, "#c98b4a"][i % 5] as string;
      g +=
        circleEl(dx + rr * 0.08, dy + rr * 0.12, rr, "#000000", ` opacity="0.12"`) +
        circleEl(dx, dy, rr, "#d9a15f") +
        circleEl(dx, dy, rr * 0.82, glaze);
      g += circleEl(dx, dy, rr * 0.26, mix(theme.paper, theme.accent2, 0.5));
      for (let k = 0; k < 9; k++) {
        const a = r() * Math.PI * 2;
        const d = rr * (0.4 + r() * 0.34);
        const sc = ["#ffffff", "#f2c14e", "#5bc0eb", "#9bc53d"][k % 4] as string;
        g += `<rect x="${f(dx + Math.cos(a) * d - 4)}" y="${f(dy + Math.sin(a) * d - 1.5)}" width="8" height="3" rx="1.5" fill="${sc}" transform="rotate(${f(r() * 180)} ${f(dx + Math.cos(a) * d)} ${f(dy + Math.sin(a) * d)})"/>`;
      }
    });
  } else if (/creamery|ice cream|scoop|gelato/i.test(text)) {
    g = rect(x, y, w, h, mix(theme.paper, theme.accent2, 0.45));
    const cone = `M${f(cx - s * 0.14)} ${f(cy)}L${f(cx + s * 0.14)} ${f(cy)}L${f(cx)} ${f(cy + s * 0.42)}Z`;
    g +=
      `<path d="${cone}" fill="#d9a15f"/>` +
      `<path d="M${f(cx - s * 0.1)} ${f(cy + s * 0.06)}l${f(s * 0.16)} ${f(s * 0.16)}M${f(cx + s * 0.1)} ${f(cy + s * 0.06)}l${f(-s * 0.16)} ${f(s * 0.16)}" stroke="#b5773a" stroke-width="2"/>`;
    g += circleEl(cx, cy - s * 0.04, s * 0.17, theme.accent) + circleEl(cx, cy - s * 0.24, s * 0.14, mix(theme.accent2, "#ffffff", 0.2));
    g += circleEl(cx - s * 0.05, cy - s * 0.3, s * 0.03, "#ffffff", ` opacity="0.5"`) + circleEl(cx + s * 0.02, cy - s * 0.38, s * 0.035, "#c1121f");
  } else if (/nail|polish|manicure/i.test(text)) {
    g = rect(x, y, w, h, mix(theme.paper, theme.accent2, 0.35));
    const skin = r.pick(["#8d5524", "#c68642", "#5c3a21", "#e0ac69"]);
    g += rect(cx - s * 0.2, cy, s * 0.4, s * 0.6, skin, s * 0.12);
    [-0.15, -0.05, 0.05, 0.15].forEach((u, i) => {
      const fx = cx + s * u;
      const top = cy - s * (i === 1 || i === 2 ? 0.3 : 0.22);
      g += rect(fx - s * 0.045, top, s * 0.09, s * 0.4, skin, s * 0.045);
      g += rect(fx - s * 0.034, top + s * 0.01, s * 0.068, s * 0.1, i % 2 ? theme.accent : theme.dark, s * 0.034);
      g += rect(fx - s * 0.018, top + s * 0.025, s * 0.012, s * 0.05, "#ffffff", 2, ` opacity="0.6"`);
    });
    g += rect(cx + s * 0.18, cy + s * 0.06, s * 0.08, s * 0.26, skin, s * 0.04);
  } else if (/vintage|antique|teak|sideboard|furniture/i.test(text)) {
    g = rect(x, y, w, h, mix(theme.paper, theme.accent2, 0.3)) + rect(x, y + h * 0.78, w, h * 0.22, mix(theme.paper, theme.dark, 0.15));
    const teak = "#9a5b33";
    const bx = cx - s * 0.36;
    const by = cy - s * 0.06;
    g += rect(bx, by, s * 0.72, s * 0.3, teak, 4) + rect(bx, by, s * 0.72, s * 0.03, mix(teak, "#000", 0.2));
    for (let k = 0; k < 3; k++)
      g +=
        rect(bx + s * 0.02 + k * s * 0.235, by + s * 0.05, s * 0.22, s * 0.22, mix(teak, "#ffffff", 0.1), 2) +
        circleEl(bx + s * 0.13 + k * s * 0.235, by + s * 0.16, 3, "#e0c070");
    g += `<path d="M${f(bx + s * 0.06)} ${f(by + s * 0.3)}l${f(-s * 0.02)} ${f(s * 0.12)}M${f(bx + s * 0.66)} ${f(by + s * 0.3)}l${f(s * 0.02)} ${f(s * 0.12)}" stroke="${mix(teak, "#000", 0.3)}" stroke-width="5" stroke-linecap="round"/>`;
    g +=
      rect(cx + s * 0.12, by - s * 0.16, s * 0.015, s * 0.16, "#333333") +
      `<path d="M${f(cx + s * 0.06)} ${f(by - s * 0.14)}L${f(cx + s * 0.2)} ${f(by - s * 0.14)}L${f(cx + s * 0.17)} ${f(by - s * 0.24)}L${f(cx + s * 0.09)} ${f(by - s * 0.24)}Z" fill="${theme.accent}"/>`;
    g += circleEl(cx - s * 0.2, by - s * 0.07, s * 0.07, "#5b8c51") + rect(cx - s * 0.24, by - s * 0.05, s * 0.08, s * 0.05, theme.paper, 2);
  } else if (/cycle|bike|spin|\bride\b/i.test(text)) {
    // A studio bike side on: flywheel, frame, saddle and bars.
    g = rect(x, y, w, h, mix(theme.dark, theme.accent2, 0.25)) + rect(x, y + h * 0.82, w, h * 0.18, mix(theme.dark, "#000000", 0.25));
    const bx = cx - s * 0.05;
    const by = y + h * 0.82;
    const frame = theme.accent;
    g += circleEl(bx + s * 0.2, by - s * 0.16, s * 0.14, "none", ` stroke="${mix(theme.paper, "#ffffff", 0.3)}" stroke-width="${f(s * 0.03)}"`);
    g += circleEl(bx + s * 0.2, by - s * 0.16, s * 0.04, mix(theme.paper, "#ffffff", 0.3));
    g += `<path d="M${f(bx - s * 0.26)} ${f(by)}L${f(bx - s * 0.1)} ${f(by - s * 0.22)}L${f(bx - s * 0.14)} ${f(by - s * 0.44)}M${f(bx - s * 0.1)} ${f(by - s * 0.22)}L${f(bx + s * 0.2)} ${f(by - s * 0.16)}L${f(bx + s * 0.14)} ${f(by - s * 0.5)}M${f(bx - s * 0.3)} ${f(by)}H${f(bx + s * 0.34)}" fill="none" stroke="${frame}" stroke-width="${f(s * 0.04)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    g += rect(bx - s * 0.22, by - s * 0.47, s * 0.16, s * 0.04, mix(theme.dark, "#000", 0.3), s * 0.02);
    g += `<path d="M${f(bx + s * 0.1)} ${f(by - s * 0.52)}h${f(s * 0.14)}" stroke="${mix(theme.paper, "#ffffff", 0.2)}" stroke-width="${f(s * 0.03)}" stroke-linecap="round"/>`;
    g += circleEl(cx + s * 0.3, y + h * 0.22, s * 0.1, theme.accent, ` opacity="0.5"`);
  } else {
    const sector = copyFor(ctx.art).sector;
    const homes: PhotoSubject[] = ["window", "skyline", "hills"];
    const pick =
      sector === "beauty" || sector === "active" || sector === "learn" ? "person" : sector === "home" ? homes[r.int(homes.length)] : undefined;
    return photo(ctx, x, y, w, h, 0, salt, false, pick);
  }
  return `<g>${g}</g>`;
}

/** The lead post: the client's product with its tagline set in its own face. */
export function leadPost(ctx: Ctx, x: number, y: number, w: number, h: number, salt = "lead"): string {
  const { theme } = ctx;
  const band = theme.dark;
  const on = onColor(theme, band);
  const bandH = h * 0.34;
  let s = subject(ctx, x, y, w, h - bandH, salt);
  s += rect(x, y + h - bandH, w, bandH, band);
  s += display(ctx, x + w * 0.07, y + h - bandH + bandH * 0.42, headline(ctx), { size: w * 0.085, fill: on, maxWidth: w * 0.74, maxLines: 2 }).svg;
  s += brandMark(ctx, x + w * 0.88, y + h - bandH * 0.5, w * 0.1, band);
  return s;
}

/** The post's top bar: avatar with the mark, handle, place. */
export function postHeader(ctx: Ctx, x: number, y: number, w: number, surface: string, sponsored = false): string {
  const ink = onColor(ctx.theme, surface);
  const c = contact(ctx);
  return (
    circleEl(x + 22, y + 24, 17, ctx.theme.accent) +
    circleEl(x + 22, y + 24, 15, ctx.theme.paper) +
    brandMark(ctx, x + 22, y + 24, 20, ctx.theme.paper) +
    textEl(x + 48, y + 21, c.handle.slice(1), { size: 13, font: "sansBold", fill: ink, maxWidth: w - 90 }) +
    textEl(x + 48, y + 37, sponsored ? "Sponsored" : "Atlanta, Georgia", { size: 11, fill: ink, opacity: 0.7 }) +
    [0, 1, 2].map((i) => circleEl(x + w - 28 + i * 6, y + 24, 1.8, ink)).join("")
  );
}

/** Like, comment, share and save under a post. */
export function postActions(x: number, y: number, w: number, ink: string, liked = true): string {
  let s = icon.heart(x + 16, y + 2, 22, liked ? "#ed4956" : "none", liked ? undefined : ink);
  s += `<path d="M${f(x + 46)} ${f(y + 10)}a10 10 0 1 1 5 -2l3 5z" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linejoin="round"/>`;
  s += `<path d="M${f(x + 72)} ${f(y - 8)}l20 0l-9 20l-2 -9z" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linejoin="round"/>`;
  s += `<path d="M${f(x + w - 26)} ${f(y - 8)}h14v22l-7 -6l-7 6z" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linejoin="round"/>`;
  return s;
}

/** Steps a tips carousel or a story sequence walks through, by kind of business. */
export function steps(ctx: Ctx): string[] {
  const t = said(ctx);
  if (/study|tutor|learning lab|test/i.test(t))
    return ["Set a timer for 25", "One subject at a time", "Then a 5-minute break", "Save this for exam week"];
  if (/buyer|closing|market|realt|home collective/i.test(t))
    return ["What closing costs cover", "Budget 2 to 5 percent", "Who pays for what", "Ask us anything"];
  if (/barber|fade/i.test(t)) return ["Meet the barbers", "Walk-ins before noon", "Cut, line-up, beard", "Book your chair"];
  const sector = copyFor(ctx.art).sector;
  if (sector === "beauty") return ["What it is", "Who it's for", "How to use it", "Book a consult"];
  if (sector === "active") return ["Tonight's playlist", "Meet your coach", "Bring a friend free", "Book your bike"];
  if (sector === "food") return ["This week's flavor", "How we make it", "Where to find us", "Order ahead"];
  return ["What's new", "How it works", "What people say", "Come see us"];
}

/** What a story sequence asks and counts down to, by kind of business. */
export function storyWords(ctx: Ctx): { poll: string; options: [string, string]; countdown: string } {
  const sector = copyFor(ctx.art).sector;
  if (/barber|fade/i.test(said(ctx))) return { poll: "Fade or taper?", options: ["Fade", "Taper"], countdown: "Chairs open" };
  if (sector === "food") return { poll: "Which flavor next?", options: ["Peach", "Pecan"], countdown: "Friday's flavor" };
  if (sector === "beauty") return { poll: "Which set next?", options: ["Chrome", "French"], countdown: "Open slots" };
  if (sector === "active") return { poll: "Pick tonight's theme", options: ["90s R&B", "Disco"], countdown: "Next ride" };
  if (sector === "learn") return { poll: "Ready for test day?", options: ["Yes", "Not yet"], countdown: "Test day" };
  if (sector === "home") return { poll: "Buying this year?", options: ["Yes", "Next year"], countdown: "Open house" };
  return { poll: "Which one next?", options: ["This one", "That one"], countdown: "Coming soon" };
}

/** A short caption line with tags, for under a post. */
export function caption(ctx: Ctx): string {
  const tag = ctx.art.label.replace(/[^A-Za-z]/g, "");
  return `${headline(ctx)} #${tag} #atlanta`;
}

// ---------- boards the posts are shown on ----------

/** A light studio backdrop in the palette. */
export function lightStage(ctx: Ctx, tint: string, amount = 0.3): string {
  const base = mix(ctx.theme.paper, tint, amount);
  return (
    rect(0, 0, W, H, base) +
    rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.3, 0.2, 0.9, 0.4, 0)) +
    circleEl(W * 0.04, H * 0.96, 190, ctx.theme.accent2, ` opacity="0.22"`) +
    circleEl(W * 0.97, H * 0.06, 120, ctx.theme.extra, ` opacity="0.22"`)
  );
}
export function darkStage(ctx: Ctx): string {
  const base = luminance(ctx.theme.dark) < 0.2 ? ctx.theme.dark : mix(ctx.theme.dark, "#000000", 0.45);
  return (
    rect(0, 0, W, H, base) +
    rect(0, 0, W, H, radial(ctx, ctx.theme.accent, ctx.theme.accent, 0.75, 0.2, 0.7, 0.3, 0)) +
    circleEl(W * 0.04, H * 0.96, 190, ctx.theme.accent2, ` opacity="0.16"`)
  );
}
export const stageColour = (ctx: Ctx, dark: boolean, tint: string, amount = 0.3) =>
  dark ? (luminance(ctx.theme.dark) < 0.2 ? ctx.theme.dark : mix(ctx.theme.dark, "#000000", 0.45)) : mix(ctx.theme.paper, tint, amount);

/** The mark and name on one line from (x, y), the name's baseline level with the mark's middle. */
export function brandLine(ctx: Ctx, x: number, y: number, size: number, surface: string): string {
  return (
    brandMark(ctx, x + size / 2, y, size, surface) +
    wordmark(ctx, x + size * 1.3, y + size * 0.2, size * 0.55, onColor(ctx.theme, surface), "start", 420).svg
  );
}

/** A label under a piece on a presentation board. */
export const spec = (x: number, y: number, text: string, fill: string, anchor: "start" | "middle" = "start") =>
  textEl(x, y, text, { size: 12, font: "mono", fill, upper: true, spacing: 1.6, opacity: 0.75, anchor });
