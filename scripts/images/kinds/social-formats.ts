/**
 * Social formats beyond the grid: a row of stories, one hero post with its caption, carousel
 * slides and a 2+1 mix of posts, each drawn in the client's mark, palette and lettering around
 * posts that show what it sells (the boards are in social-boards.ts).
 */
import { accentOn, brandMark, contact, headline, lockup, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { W, circleEl, copyLines, f, mix, onColor, rect, shadow, textBlock, textEl, variant, type Ctx, type Scene } from "./lib.ts";
import { phone } from "./website-mobile.ts";
import { event, offer, quote, review, type Post } from "./social-posts.ts";
import {
  brandLine,
  caption,
  darkStage,
  leadPost,
  lightStage,
  postActions,
  postHeader,
  spec,
  stageColour,
  steps,
  storyWords,
  subject,
} from "./social-kit.ts";
import { arrow, display } from "./web-kit.ts";

// ---------- stories ----------

function story(ctx: Ctx, i: number, x: number, y: number, w: number, h: number): string {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const st = steps(ctx);
  const words = storyWords(ctx);
  let s = "";
  let surface: string;
  if (i === 0) {
    surface = theme.accent;
    s += rect(x, y, w, h, surface) + subject(ctx, x, y + h * 0.12, w, h * 0.5, "story0");
    s += display(ctx, x + w * 0.08, y + h * 0.7, headline(ctx), {
      size: w * 0.12,
      fill: onColor(theme, surface),
      maxWidth: w * 0.84,
      maxLines: 2,
    }).svg;
    const acc = theme.dark;
    s +=
      rect(x + w * 0.2, y + h * 0.9 - 18, w * 0.6, 34, "#ffffff", 17) +
      textEl(x + w / 2, y + h * 0.9 + 5, copy.cta, { size: 13, font: "sansBold", fill: acc, anchor: "middle", maxWidth: w * 0.5 });
  } else if (i === 1) {
    surface = mix(theme.paper, theme.accent2, 0.5);
    const ink = onColor(theme, surface);
    s += rect(x, y, w, h, surface) + subject(ctx, x, y + h * 0.13, w, h * 0.45, "story1");
    s += rect(x + w * 0.1, y + h * 0.6, w * 0.8, h * 0.3, "#ffffff", 14);
    s += textEl(x + w / 2, y + h * 0.66, words.poll, { size: 14, font: "sansBold", fill: "#1a1a1a", anchor: "middle", maxWidth: w * 0.7 });
    [
      [words.options[0], 72],
      [words.options[1], 28],
    ].forEach(([o, p], k) => {
      const by = y + h * 0.7 + k * 40;
      s +=
        rect(x + w * 0.16, by, w * 0.68, 30, mix("#ffffff", ink, 0.08), 15) +
        rect(x + w * 0.16, by, (w * 0.68 * (p as number)) / 100, 30, mix(theme.accent, "#ffffff", 0.4), 15);
      s +=
        textEl(x + w * 0.2, by + 20, o as string, { size: 12, font: "sansBold", fill: "#1a1a1a" }) +
        textEl(x + w * 0.8, by + 20, `${p}%`, { size: 12, font: "sansBold", fill: "#1a1a1a", anchor: "end" });
    });
  } else if (i === 2) {
    surface = theme.dark;
    const on = onColor(theme, surface);
    const acc = accentOn(theme, surface, 3);
    s += rect(x, y, w, h, surface) + motifAt(ctx.art.motif, x + w * 0.8, y + h * 0.2, w * 0.7, mix(surface, on, 0.06));
    s += textEl(x + w * 0.1, y + h * 0.34, words.countdown, { size: w * 0.1, font: "sansBold", fill: on, maxWidth: w * 0.8 });
    s += textEl(x + w * 0.1, y + h * 0.42, "Counting down", { size: 12, fill: on, opacity: 0.75 });
    ["02", "14", "36"].forEach((n, k) => {
      const bx = x + w * 0.1 + k * w * 0.28;
      s +=
        rect(bx, y + h * 0.47, w * 0.24, w * 0.26, mix(surface, on, 0.12), 10) +
        textEl(bx + w * 0.12, y + h * 0.47 + w * 0.18, n, { size: w * 0.13, font: "sansBold", fill: acc, anchor: "middle" });
    });
    s +=
      rect(x + w * 0.1, y + h * 0.72, w * 0.8, 36, acc, 18) +
      textEl(x + w / 2, y + h * 0.72 + 23, "Remind me", { size: 13, font: "sansBold", fill: onColor(theme, acc), anchor: "middle" });
  } else {
    surface = theme.paper;
    s += rect(x, y, w, h, surface) + lockup(ctx, x + w / 2, y + h * 0.42, w * 0.34, surface, "stacked", w * 0.8, { tagline: true }).svg;
    s += textEl(x + w / 2, y + h * 0.66, st[3] as string, {
      size: 14,
      font: "sansBold",
      fill: onColor(theme, surface),
      anchor: "middle",
      maxWidth: w * 0.8,
    });
  }
  const on = onColor(theme, surface);
  for (let k = 0; k < 4; k++) s += rect(x + 10 + k * ((w - 20) / 4), y + 10, (w - 20) / 4 - 4, 3, on, 1.5, ` opacity="${k <= i ? 0.95 : 0.35}"`);
  s += circleEl(x + 26, y + 36, 13, theme.paper) + brandMark(ctx, x + 26, y + 36, 18, theme.paper);
  s += textEl(x + 46, y + 41, contact(ctx).handle.slice(1), { size: 12, font: "sansBold", fill: on, maxWidth: w - 90 });
  if (i === 2)
    s +=
      rect(x + 12, y + h - 46, w - 70, 34, "none", 17, ` stroke="${on}" stroke-width="1.2" opacity="0.7"`) +
      textEl(x + 26, y + h - 24, "Send message", { size: 12, fill: on, opacity: 0.8 });
  return `<g>${s}</g>`;
}

export function stories(ctx: Ctx): Scene {
  const dark = variant(ctx, 2, "stage") === 1;
  const background = dark ? darkStage(ctx) : lightStage(ctx, ctx.theme.accent2, 0.35);
  const ink = onColor(ctx.theme, stageColour(ctx, dark, ctx.theme.accent2, 0.35));
  const w = 220;
  const h = 391;
  const gap = 36;
  const x0 = (W - (4 * w + 3 * gap)) / 2;
  const layers: string[] = [];
  const names = ["Launch", "Poll", "Countdown", "Sign-off"];
  if (!dark) {
    // The launch story live on a phone, the rest of the set fanned out beside it.
    layers.push(phone(ctx, 110, 96, story(ctx, 0, 0, 0, 260, 540), -4, 1.08));
    layers.push(brandLine(ctx, 500, 112, 52, stageColour(ctx, dark, ctx.theme.accent2, 0.35)) + spec(502, 168, "Story templates · 1080 × 1920", ink));
    const sw = 196;
    const sh = 348;
    [1, 2, 3].forEach((i, k) => {
      const x = 500 + k * (sw + 26);
      const y = 220 + (k % 2) * 36;
      const rot = [0, 0, 2.5][k] as number;
      ctx.defs.set(`st${i}`, `<clipPath id="st${i}">${rect(x, y, sw, sh, "#000", 16)}</clipPath>`);
      layers.push(
        `<g transform="rotate(${rot} ${x + sw / 2} ${y + sh / 2})"><g ${shadow(ctx, 30, 18, 0.28)}>${rect(x, y, sw, sh, "#ffffff", 16)}</g>` +
          `<g clip-path="url(#st${i})">${story(ctx, i, x, y, sw, sh)}</g></g>` +
          spec(x, y + sh + 40, `0${i + 1} · ${names[i]}`, ink),
      );
    });
    return { background, layers };
  }
  layers.push(
    brandLine(ctx, x0, 96, 52, stageColour(ctx, dark, ctx.theme.accent2, 0.35)) +
      textEl(W - x0, 98, "Story templates · 1080 × 1920", {
        size: 12,
        font: "mono",
        fill: ink,
        upper: true,
        spacing: 1.6,
        opacity: 0.75,
        anchor: "end",
      }),
  );
  for (let i = 0; i < 4; i++) {
    const x = x0 + i * (w + gap);
    const y = 170 + (i % 2 ? 40 : 0);
    layers.push(
      `<g ${shadow(ctx, 30, 18, 0.28)}>${rect(x, y, w, h, "#ffffff", 18)}</g><g clip-path="url(#st${i})">${story(ctx, i, x, y, w, h)}</g>` +
        spec(x, y + h + 30, `0${i + 1} · ${names[i]}`, ink),
    );
    ctx.defs.set(`st${i}`, `<clipPath id="st${i}">${rect(x, y, w, h, "#000", 18)}</clipPath>`);
  }
  return { background, layers };
}

// ---------- one hero post ----------

export function heroPost(ctx: Ctx): Scene {
  const { theme } = ctx;
  const background = lightStage(ctx, theme.accent, 0.28);
  const stage = mix(theme.paper, theme.accent, 0.28);
  const ink = onColor(theme, stage);
  const cw = 470;
  const x = 110;
  const y = 40;
  let post = `<g ${shadow(ctx, 40, 22, 0.25)}>${rect(x, y, cw, 56 + cw + 148, "#ffffff", 18)}</g>`;
  post += postHeader(ctx, x + 6, y + 4, cw - 12, "#ffffff");
  post += `<g clip-path="url(#hp)">${leadPost(ctx, x, y + 56, cw, cw)}</g>`;
  ctx.defs.set("hp", `<clipPath id="hp">${rect(x, y + 56, cw, cw, "#000")}</clipPath>`);
  const ay = y + 56 + cw + 28;
  post += postActions(x + 14, ay, cw - 28, "#1a1a1a");
  post += textEl(x + 18, ay + 36, "1,284 likes", { size: 14, font: "sansBold", fill: "#1a1a1a" });
  post += textEl(x + 18, ay + 60, contact(ctx).handle.slice(1), { size: 13, font: "sansBold", fill: "#1a1a1a" });
  post += textBlock(x + 18, ay + 80, caption(ctx), { size: 13, fill: "#1a1a1a", maxWidth: cw - 36, maxLines: 1 }).svg;
  post += textEl(x + 18, ay + 104, "View all 86 comments", { size: 12, fill: "#777777" });
  // The template's other flavours, and the notes beside it.
  const rx = 660;
  let side = wordmark(ctx, rx, 120, 40, ink, "start", 440).svg;
  side += spec(rx, 158, "Feed post · 1080 × 1080", ink);
  side += textBlock(rx, 226, "One template, a new post every morning in under five minutes.", {
    size: 26,
    font: "serif",
    fill: ink,
    maxWidth: 440,
    maxLines: 3,
  }).svg;
  const s = 200;
  [quote, offer].forEach((p: Post, i) => {
    const px = rx + i * (s + 24);
    side += `<g ${shadow(ctx, 24, 12, 0.2)}>${rect(px, 380, s, s, "#ffffff")}</g>` + p(ctx, px, 380, s);
  });
  side += spec(rx, 620, "Variations · quote and offer", ink);
  return { background, layers: [post, side] };
}

// ---------- carousel ----------

export function carousel(ctx: Ctx): Scene {
  const { theme } = ctx;
  const dark = variant(ctx, 2, "stage") === 0;
  const background = dark ? darkStage(ctx) : lightStage(ctx, theme.accent2, 0.4);
  const stage = stageColour(ctx, dark, theme.accent2, 0.4);
  const ink = onColor(theme, stage);
  const st = steps(ctx);
  // The slides are drawn 258 px square and shown larger, the fourth running off the edge as a carousel peeks.
  const s = 258;
  const gap = 8;
  const x0 = 0;
  const y = 0;
  const k = 1.36;
  const left = 64;
  const top = 236;
  const slideBg = [theme.accent, theme.paper, theme.paper, theme.dark];
  let strip = `<g ${shadow(ctx, 36, 20, 0.25)}>${rect(x0, y, 4 * s + 3 * gap, s, "#ffffff")}</g>`;
  for (let i = 0; i < 4; i++) {
    const x = x0 + i * (s + gap);
    const bg = slideBg[i] as string;
    const on = onColor(theme, bg);
    const acc = accentOn(theme, bg, 3);
    strip += rect(x, y, s, s, bg);
    if (i === 0) {
      strip += brandMark(ctx, x + 34, y + 36, 34, bg);
      strip += display(ctx, x + 22, y + 118, headline(ctx), { size: 30, fill: on, maxWidth: s - 44, maxLines: 3 }).svg;
      strip += textEl(x + 22, y + s - 24, "Swipe", { size: 13, font: "sansBold", fill: on }) + arrow(x + 72, y + s - 28, 16, on);
    } else if (i < 3) {
      strip += textEl(x + 22, y + 92, `0${i}`, { size: 56, font: "sansBold", fill: acc });
      strip += textBlock(x + 22, y + 136, st[i - 1] as string, { size: 22, font: "sansBold", fill: on, maxWidth: s - 44, maxLines: 2 }).svg;
      strip += copyLines(x + 22, y + 196, s - 60, 2, mix(bg, on, 0.18), ctx.rng, 7, 15);
    } else {
      strip += `<g clip-path="url(#cs3)">${subject(ctx, x, y, s, s * 0.55, "slide")}</g>`;
      ctx.defs.set("cs3", `<clipPath id="cs3">${rect(x, y, s, s * 0.55, "#000")}</clipPath>`);
      strip += textBlock(x + 22, y + s * 0.55 + 40, st[2] as string, { size: 20, font: "sansBold", fill: on, maxWidth: s - 44, maxLines: 2 }).svg;
    }
    strip += textEl(x + s - 16, y + 28, `${i + 1}/5`, { size: 12, font: "sansBold", fill: i === 3 ? "#ffffff" : on, anchor: "end", opacity: 0.8 });
  }
  // A line that runs across the slides, as a carousel's continuous design does.
  const end = x0 + 4 * s + 3 * gap - 24;
  const wy = y + s - 18;
  strip += `<path d="M${f(x0 + 110)} ${f(wy)}C${f(x0 + 330)} ${f(wy - 14)} ${f(x0 + 560)} ${f(wy + 12)} ${f(end)} ${f(wy - 4)}" fill="none" stroke="${theme.extra}" stroke-width="5" stroke-linecap="round"/>`;
  let head = brandLine(ctx, left, 150, 56, stage);
  head += textEl(W - left, 146, "Carousel · 5 slides · 1080 × 1080", {
    size: 12,
    font: "mono",
    fill: ink,
    upper: true,
    spacing: 1.6,
    opacity: 0.75,
    anchor: "end",
  });
  let dots = "";
  for (let i = 0; i < 5; i++)
    dots += circleEl(left + 6 + i * 16, top + s * k + 44, 4, i === 0 ? accentOn(theme, stage, 3) : ink, i === 0 ? "" : ` opacity="0.3"`);
  dots += textBlock(left, top + s * k + 104, caption(ctx), { size: 20, font: "serif", fill: ink, maxWidth: 900, maxLines: 1 }).svg;
  return { background, layers: [head, `<g transform="translate(${left} ${top}) scale(${k})">${strip}</g>`, dots] };
}

// ---------- 2 + 1 ----------

export function mixed(ctx: Ctx): Scene {
  const { theme } = ctx;
  const background = lightStage(ctx, theme.extra, 0.32);
  const stage = mix(theme.paper, theme.extra, 0.32);
  const ink = onColor(theme, stage);
  let text = lockup(ctx, 220, 210, 84, stage, "stacked", 320).svg;
  text += textBlock(70, 400, steps(ctx).slice(0, 3).join(" · "), { size: 16, font: "sansBold", fill: ink, maxWidth: 300, maxLines: 2 }).svg;
  text += copyLines(70, 450, 290, 3, mix(stage, ink, 0.2), ctx.rng, 8, 18);
  text += spec(70, 560, "Portrait 4:5 · square 1:1", ink);
  const big = `<g ${shadow(ctx, 40, 22, 0.25)}>${rect(410, 110, 420, 525, "#ffffff")}</g>` + leadPost(ctx, 410, 110, 420, 525, "mixed");
  const s = 250;
  const small = [review, event]
    .map((p, i) => `<g ${shadow(ctx, 30, 16, 0.22)}>${rect(860, 110 + i * (s + 25), s, s, "#ffffff")}</g>` + p(ctx, 860, 110 + i * (s + 25), s))
    .join("");
  return { background, layers: [text, big, small] };
}

// ---------- the email that goes with the posts ----------

/** A newsletter open on a phone: sender, subject, a banner in the brand, the week's tips and a button. */
function emailScreen(ctx: Ctx, w: number, h: number): string {
  const { theme } = ctx;
  const paper = "#ffffff";
  const ink = onColor(theme, paper);
  const band = theme.accent;
  const onBand = onColor(theme, band);
  const st = steps(ctx);
  let s = rect(0, 0, w, h, paper);
  // The mail app's header: back, the sender and the subject.
  s += textEl(18, 62, "‹ Inbox", { size: 13, font: "sansBold", fill: mix(paper, ink, 0.55) });
  s += brandMark(ctx, 36, 104, 34, paper);
  s += textEl(62, 100, ctx.art.label, { size: 13, font: "sansBold", fill: ink, maxWidth: w - 80 });
  s += textEl(62, 118, "to me · 7:02 AM", { size: 11, fill: mix(paper, ink, 0.55) });
  s += textBlock(18, 152, headline(ctx), { size: 17, font: "sansBold", fill: ink, maxWidth: w - 36, maxLines: 2 }).svg;
  // The email itself: a banner in the brand, the week's steps, a button.
  const top = 196;
  s += rect(12, top, w - 24, 130, band, 10);
  s += motifAt(ctx.art.motif, w - 60, top + 64, 70, mix(band, onBand, 0.25));
  s += wordmark(ctx, 30, top + 54, 16, onBand, "start", w - 110).svg;
  s += textBlock(30, top + 88, "This week's tips", { size: 20, font: "serifItalic", fill: onBand, maxWidth: w - 110, maxLines: 1 }).svg;
  st.slice(0, 3).forEach((step, i) => {
    const y = top + 160 + i * 62;
    s += textEl(24, y + 4, `0${i + 1}`, { size: 20, font: "sansBold", fill: accentOn(theme, paper, 3) });
    s += textBlock(64, y - 8, step, { size: 13, font: "sansBold", fill: ink, maxWidth: w - 84, maxLines: 2 }).svg;
    s += copyLines(64, y + 24, w - 90, 1, mix(paper, ink, 0.15), ctx.rng, 6, 12);
  });
  s += rect(24, h - 92, w - 48, 44, band, 22);
  s += textEl(w / 2, h - 64, "Read the full guide", { size: 14, font: "sansBold", fill: onBand, anchor: "middle" });
  return s;
}

/** The week's email on a phone beside the week's carousel, as a social-and-email retainer ships them. */
export function emailAndPosts(ctx: Ctx): Scene {
  const background = lightStage(ctx, ctx.theme.accent2, 0.35);
  const stage = stageColour(ctx, false, ctx.theme.accent2, 0.35);
  const ink = onColor(ctx.theme, stage);
  const layers: string[] = [phone(ctx, 110, 110, emailScreen(ctx, 260, 540), -3, 1.06)];
  layers.push(brandLine(ctx, 500, 120, 52, stage) + spec(502, 176, "Weekly email · the posts that match", ink));
  const s = 236;
  [quote, offer].forEach((post, i) => {
    const x = 500 + i * (s + 28);
    layers.push(`<g ${shadow(ctx, 30, 18, 0.25)}>${rect(x, 240, s, s, "#ffffff", 8)}</g>` + post(ctx, x, 240, s));
  });
  return { background, layers };
}
