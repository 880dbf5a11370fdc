/**
 * Social formats shown as boards: an ad set in its placements, a phone on the feed beside the
 * campaign's line, and a profile with highlights beside the business's map listing.
 */
import { accentOn, brandMark, contact, headline, wordmark } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { W, circleEl, linear, luminance, mix, onColor, rect, shadow, textBlock, textEl, type Ctx, type Scene } from "./lib.ts";
import { phone } from "./website-mobile.ts";
import { POSTS, logoPost, picture, postCopy, tips } from "./social-posts.ts";
import { brandLine, caption, darkStage, leadPost, lightStage, postActions, postHeader, spec, subject } from "./social-kit.ts";
import { display, icon, stars } from "./web-kit.ts";

// ---------- ad creatives ----------

export function ads(ctx: Ctx): Scene {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const background = lightStage(ctx, theme.accent2, 0.22) + rect(0, 0, W, 70, mix(theme.paper, theme.dark, 0.08));
  const stage = mix(theme.paper, theme.accent2, 0.22);
  const ink = onColor(theme, stage);
  const cta = accentOn(theme, "#ffffff", 3);
  let head = wordmark(ctx, 60, 46, 24, onColor(theme, mix(theme.paper, theme.dark, 0.08)), "start", 400).svg;
  head += textEl(W - 60, 42, "Paid social · ad set", { size: 12, font: "mono", fill: ink, upper: true, spacing: 1.6, opacity: 0.75, anchor: "end" });
  // Feed ad.
  let feed = spec(60, 116, "Feed · 1080 × 1080", ink) + `<g ${shadow(ctx, 30, 16, 0.22)}>${rect(60, 130, 380, 500, "#ffffff", 10)}</g>`;
  feed += postHeader(ctx, 60, 132, 380, "#ffffff", true);
  feed += leadPost(ctx, 60, 184, 380, 380, "ad");
  feed +=
    rect(60, 564, 380, 50, mix("#ffffff", cta, 0.12)) +
    textEl(76, 595, copy.cta, { size: 14, font: "sansBold", fill: "#1a1a1a" }) +
    icon.chevron(420, 589, 6, "#1a1a1a");
  // Story ad.
  const sx = 480;
  let story = spec(sx, 116, "Story · 1080 × 1920", ink) + `<g ${shadow(ctx, 30, 16, 0.22)}>${rect(sx, 130, 280, 498, theme.dark, 16)}</g>`;
  const on = onColor(theme, theme.dark);
  story += `<g clip-path="url(#ad2)">${subject(ctx, sx, 130, 280, 300, "story-ad")}</g>`;
  ctx.defs.set("ad2", `<clipPath id="ad2">${rect(sx, 130, 280, 498, "#000", 16)}</clipPath>`);
  story += display(ctx, sx + 22, 480, headline(ctx), { size: 30, fill: on, maxWidth: 236, maxLines: 2 }).svg;
  story +=
    rect(sx + 14, 144, 78, 22, "#000000", 11, ` opacity="0.45"`) + textEl(sx + 53, 159, "Sponsored", { size: 11, fill: "#ffffff", anchor: "middle" });
  story +=
    rect(sx + 40, 566, 200, 40, "#ffffff", 20) +
    textEl(sx + 140, 591, copy.cta, { size: 14, font: "sansBold", fill: "#1a1a1a", anchor: "middle", maxWidth: 170 });
  // Link ad and display ad.
  const lx = 800;
  let link = spec(lx, 116, "Link · 1200 × 628", ink) + `<g ${shadow(ctx, 30, 16, 0.22)}>${rect(lx, 130, 340, 262, "#ffffff", 10)}</g>`;
  link += `<g clip-path="url(#ad3)">${subject(ctx, lx, 130, 340, 178, "link-ad")}</g>`;
  ctx.defs.set("ad3", `<clipPath id="ad3">${rect(lx, 130, 340, 178, "#000", 10)}</clipPath>`);
  link += textEl(lx + 16, 334, contact(ctx).domain.toUpperCase(), { size: 11, fill: "#666666" });
  link += textEl(lx + 16, 358, ctx.art.tagline ?? ctx.art.label, { size: 16, font: "sansBold", fill: "#1a1a1a", maxWidth: 200 });
  link +=
    rect(lx + 240, 334, 86, 34, mix("#ffffff", "#000000", 0.08), 6) +
    textEl(lx + 283, 356, "Learn more", { size: 12, font: "sansBold", fill: "#1a1a1a", anchor: "middle" });
  const dy = 440;
  const dBg = theme.accent;
  const dOn = onColor(theme, dBg);
  link += spec(lx, dy - 14, "Display · 300 × 250", ink) + `<g ${shadow(ctx, 30, 16, 0.22)}>${rect(lx, dy, 300, 250, dBg)}</g>`;
  link +=
    brandMark(ctx, lx + 36, dy + 38, 38, dBg) +
    display(ctx, lx + 22, dy + 110, postCopy(ctx.art).note, { size: 28, fill: dOn, maxWidth: 256, maxLines: 2 }).svg;
  link +=
    rect(lx + 22, dy + 180, 150, 40, dOn, 20) +
    textEl(lx + 97, dy + 205, copy.cta, { size: 13, font: "sansBold", fill: dBg, anchor: "middle", maxWidth: 130 });
  return { background, layers: [head, feed, story, link] };
}

// ---------- a phone on the feed ----------

function feedScreen(ctx: Ctx, w: number, ph: number): string {
  const c = contact(ctx);
  let s = rect(0, 0, w, ph, "#ffffff");
  s += textEl(18, 30, "9:41", { size: 13, font: "sansBold", fill: "#111111" });
  s += textEl(18, 64, "Home", { size: 20, font: "sansBold", fill: "#111111" }) + icon.heart(w - 56, 57, 20, "none", "#111111");
  const ring = linear(ctx, [ctx.theme.accent, ctx.theme.extra], 1, 1);
  ["", "maria.t", "dev_eats", "atl.daily"].forEach((n, i) => {
    const cx = 36 + i * 56;
    s += circleEl(cx, 104, 22, i === 0 ? ring : "#d9d9d9") + circleEl(cx, 104, 19.5, "#ffffff");
    s +=
      i === 0
        ? circleEl(cx, 104, 18, ctx.theme.paper) + brandMark(ctx, cx, 104, 22, ctx.theme.paper)
        : circleEl(cx, 104, 18, mix(ctx.theme.accent2, "#ffffff", 0.3 + i * 0.1));
    s += textEl(cx, 140, i === 0 ? c.handle.slice(1) : n, { size: 9, fill: "#333333", anchor: "middle", maxWidth: 56 });
  });
  s += postHeader(ctx, 0, 148, w, "#ffffff");
  s += leadPost(ctx, 0, 200, w, w, "feed");
  s += postActions(12, 200 + w + 24, w - 24, "#111111");
  s += textEl(14, 200 + w + 56, "2,031 likes", { size: 12, font: "sansBold", fill: "#111111" });
  s += textBlock(14, 200 + w + 76, caption(ctx), { size: 11, fill: "#111111", maxWidth: w - 28, maxLines: 2 }).svg;
  return s;
}

export function feed(ctx: Ctx): Scene {
  const { theme } = ctx;
  const background = darkStage(ctx);
  const stage = luminance(theme.dark) < 0.2 ? theme.dark : mix(theme.dark, "#000000", 0.45);
  const on = onColor(theme, stage);
  const ph = phone(ctx, 130, 120, feedScreen(ctx, 260, 540), -5, 1.08);
  let text = brandLine(ctx, 530, 130, 60, stage);
  const hb = display(ctx, 530, 250, headline(ctx), { size: 58, fill: on, maxWidth: 600, maxLines: 3 });
  text += hb.svg;
  text += textEl(532, 250 + hb.height - 10, "Every week on the feed, in stories and on the counter.", {
    size: 18,
    fill: on,
    opacity: 0.8,
    maxWidth: 600,
  });
  const s = 190;
  const posts = [picture, tips, logoPost].map((p, i) => {
    const x = 532 + i * (s + 20);
    return `<g transform="rotate(${[-3, 2, -1][i]} ${x + s / 2} ${560 + s / 2})"><g ${shadow(ctx, 30, 18, 0.35)}>${rect(x, 490, s, s, "#ffffff")}</g>${p(ctx, x, 490, s)}</g>`;
  });
  return { background, layers: [ph, text, posts.join("")] };
}

// ---------- profile with highlights, and the map listing ----------

function profileScreen(ctx: Ctx, w: number, ph: number): string {
  const c = contact(ctx);
  const { theme } = ctx;
  let s = rect(0, 0, w, ph, "#ffffff");
  s += textEl(18, 30, "9:41", { size: 13, font: "sansBold", fill: "#111111" });
  s += textEl(18, 68, c.handle.slice(1), { size: 17, font: "sansBold", fill: "#111111", maxWidth: w - 40 });
  s += circleEl(52, 118, 36, theme.accent) + circleEl(52, 118, 33, theme.paper) + brandMark(ctx, 52, 118, 44, theme.paper);
  [
    ["412", "posts"],
    ["6,280", "followers"],
    ["190", "following"],
  ].forEach(([n, l], i) => {
    s += textEl(126 + i * 50, 116, n as string, { size: 13, font: "sansBold", fill: "#111111", anchor: "middle" });
    s += textEl(126 + i * 50, 132, l as string, { size: 9, fill: "#444444", anchor: "middle" });
  });
  s += textEl(18, 176, ctx.art.label, { size: 12, font: "sansBold", fill: "#111111", maxWidth: w - 36 });
  s += textEl(18, 192, headline(ctx), { size: 11, fill: "#222222", maxWidth: w - 36 });
  s += textEl(18, 207, c.domain, { size: 11, fill: "#00376b", maxWidth: w - 36 });
  ["Follow", "Message", "Book"].forEach((b, i) => {
    const bw = (w - 44) / 3;
    s +=
      rect(18 + i * (bw + 4), 218, bw, 26, i === 0 ? "#0095f6" : "#efefef", 7) +
      textEl(18 + i * (bw + 4) + bw / 2, 235, b, { size: 11, font: "sansBold", fill: i === 0 ? "#ffffff" : "#111111", anchor: "middle" });
  });
  const who = /by ([A-Z][a-z]+)/.exec(ctx.art.tagline ?? "")?.[1];
  const hl = who ? [who, "Marcus", "Tony", "Prices", "Hours"] : ["New", "Prices", "Reviews", "Hours", "Team"];
  hl.forEach((h, i) => {
    const cx = 34 + i * 50;
    const fill = [theme.accent, theme.dark, theme.accent2, theme.extra, theme.paper][i] as string;
    s +=
      circleEl(cx, 282, 20, "none", ` stroke="#c7c7c7" stroke-width="1.2"`) +
      circleEl(cx, 282, 17, fill) +
      motifAt(ctx.art.motif, cx, 282, 16, onColor(theme, fill));
    s += textEl(cx, 316, h, { size: 9, fill: "#222222", anchor: "middle", maxWidth: 46 });
  });
  s += rect(0, 330, w, 1, "#dbdbdb") + rect(w / 6 - 16, 330, 32, 2, "#111111");
  const g = (w - 4) / 3;
  POSTS.slice(0, 6).forEach((p, i) => {
    s += p(ctx, (i % 3) * (g + 2), 336 + Math.floor(i / 3) * (g + 2), g);
  });
  return s;
}

export function profilePage(ctx: Ctx): Scene {
  const { theme } = ctx;
  const background = lightStage(ctx, theme.accent2, 0.3);
  const ph = phone(ctx, 150, 110, profileScreen(ctx, 260, 540), 0, 1.08);
  // The business's map listing: rating, hours and actions.
  const x = 560;
  const y = 150;
  const w = 520;
  let card = `<g ${shadow(ctx, 36, 20, 0.22)}>${rect(x, y, w, 480, "#ffffff", 16)}</g>`;
  card += `<g clip-path="url(#gp)">${subject(ctx, x, y, w * 0.6, 150, "gp1")}${subject(ctx, x + w * 0.6 + 3, y, w * 0.4 - 3, 150, "gp2", "window")}</g>`;
  ctx.defs.set("gp", `<clipPath id="gp">${rect(x, y, w, 150, "#000", 16)}${rect(x, y + 20, w, 130, "#000")}</clipPath>`);
  card += textEl(x + 28, y + 196, ctx.art.label, { size: 26, font: "sansBold", fill: "#202124", maxWidth: w - 56 });
  card +=
    textEl(x + 28, y + 228, "4.9", { size: 15, fill: "#202124" }) +
    stars(x + 56, y + 223, 14, "#fbbc04") +
    textEl(x + 150, y + 228, "(212)  ·  Open until 7 p.m.", { size: 14, fill: "#5f6368" });
  ["Website", "Directions", "Call", "Book"].forEach((b, i) => {
    const bx = x + 28 + i * 118;
    const main = i === 3;
    card += rect(bx, y + 254, 106, 38, main ? "#1a73e8" : "#ffffff", 19, main ? "" : ` stroke="#dadce0"`);
    card += textEl(bx + 53, y + 278, b, { size: 13, font: "sansBold", fill: main ? "#ffffff" : "#1a73e8", anchor: "middle" });
  });
  card += rect(x, y + 316, w, 1, "#e8eaed");
  card += textEl(x + 28, y + 352, "From the owner", { size: 14, font: "sansBold", fill: "#202124" });
  card += textBlock(x + 28, y + 378, `${headline(ctx)}. ${postCopy(ctx.art).note}.`, {
    size: 14,
    fill: "#3c4043",
    maxWidth: w - 56,
    maxLines: 2,
  }).svg;
  card += textEl(x + 28, y + 446, contact(ctx).phone, { size: 14, fill: "#3c4043" });
  const stage = mix(theme.paper, theme.accent2, 0.3);
  const label = brandLine(ctx, x, 92, 48, stage);
  return { background, layers: [ph, label, card] };
}
