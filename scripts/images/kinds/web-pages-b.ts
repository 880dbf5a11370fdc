/**
 * Page layouts, part two: a booking page with its calendar card, a nonprofit's big-type mission
 * with a donate bar, a phone-first app-like service page, and a class timetable.
 */
import { accentOn, brandMark, contact, headline } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { circleEl, copyLines, f, mix, onColor, rect, textEl, textWidth, type Ctx } from "./lib.ts";
import { photo } from "./photo.ts";
import { M, PAGE_W, button, card, chip, display, eyebrow, footer, icon, link, navBar, stars, type Page } from "./web-kit.ts";

const said = (ctx: Ctx) => `${ctx.art.label} ${ctx.art.tagline ?? ""}`;

/** A month grid with one chosen day; returns its SVG (7 columns of `cell`). */
function calendar(ctx: Ctx, x: number, y: number, cell: number, bg: string, pickDay = 17): string {
  const ink = onColor(ctx.theme, bg);
  const acc = accentOn(ctx.theme, bg, 3);
  let s = "";
  "SMTWTFS".split("").forEach((d, i) => {
    s += textEl(x + cell * i + cell / 2, y, d, { size: 12, fill: ink, anchor: "middle", opacity: 0.55, font: "sansBold" });
  });
  for (let i = 0; i < 30; i++) {
    const col = (i + 3) % 7;
    const row = Math.floor((i + 3) / 7);
    const cx = x + cell * col + cell / 2;
    const cy = y + 32 + row * (cell * 0.78);
    const past = i < 10;
    const sel = i + 1 === pickDay;
    if (sel) s += circleEl(cx, cy - 5, cell * 0.34, acc);
    else if (!past && (i * 7) % 5 === 1) s += circleEl(cx, cy + 7, 2.2, acc);
    s += textEl(cx, cy, String(i + 1), {
      size: 14,
      fill: sel ? onColor(ctx.theme, acc) : ink,
      anchor: "middle",
      font: sel ? "sansBold" : "sans",
      opacity: past ? 0.35 : 1,
    });
  }
  return s;
}

// ---------- booking: the hero beside a booking card ----------

export function booking(ctx: Ctx): Page {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const pets = copy.sector === "pets";
  const nav = navBar(ctx, pw, bg, "split");
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  // A soft colour field behind the card: the calm second colour for a practice, the brand's own otherwise.
  const field = mix(bg, copy.sector === "care" ? theme.accent2 : theme.accent, 0.35);
  svg += rect(680, 76, pw - 680, 760, field);
  svg += motifAt(ctx.art.motif, pw - 90, 160, 200, mix(field, ink, 0.06));

  svg += eyebrow(M, 190, copy.eyebrow, acc);
  const hb = display(ctx, M, 262, headline(ctx), { size: 62, fill: ink, maxWidth: 540, maxLines: 3 });
  svg += hb.svg;
  let y = 262 + hb.height - 22;
  svg += copyLines(M, y, 480, 3, mix(bg, ink, 0.15), rng, 9, 21);
  y += 84;
  svg += stars(M, y, 18, accentOn(theme, bg, 2)) + textEl(M + 120, y + 6, "4.9 from 200+ Google reviews", { size: 15, font: "sansBold", fill: ink });
  y += 40;
  const perks = pets
    ? ["Cage-free drying", "Photos when done"]
    : copy.sector === "care"
      ? ["Most insurance accepted", "Evening hours"]
      : [copy.offer, "Easy rescheduling"];
  let px = M;
  for (const p of perks) {
    const c = chip(px, y, p, { fill: mix(bg, ink, 0.06), ink, size: 13 });
    svg += c.svg;
    px += c.w + 10;
  }

  // The booking card.
  const cx = 740;
  const cw = pw - M - cx;
  const cy = 122;
  const ch = 700;
  svg += rect(cx + 6, cy + 12, cw, ch, "#000000", 22, ` opacity="0.08"`) + card(cx, cy, cw, ch, bg, "#ffffff", 22);
  const cardInk = onColor(theme, "#ffffff");
  const cacc = accentOn(theme, "#ffffff", 3);
  svg += textEl(cx + 32, cy + 52, copy.book, { size: 24, font: "sansBold", fill: cardInk, maxWidth: cw - 64 });
  ["Service", "Date and time", "Your details"].forEach((st, i) => {
    const sx = cx + 32 + i * ((cw - 64) / 3);
    svg += rect(sx, cy + 72, (cw - 64) / 3 - 8, 4, i < 2 ? cacc : mix("#ffffff", cardInk, 0.12), 2);
    svg += textEl(sx, cy + 98, `${i + 1}  ${st}`, { size: 12, fill: cardInk, opacity: i === 1 ? 1 : 0.6, font: i === 1 ? "sansBold" : "sans" });
  });
  let yy = cy + 134;
  if (pets) {
    svg += textEl(cx + 32, yy, "Your dog's size", { size: 13, font: "sansBold", fill: cardInk });
    ["Small", "Medium", "Large"].forEach((sz, i) => {
      const bx = cx + 32 + i * ((cw - 64) / 3);
      const bw = (cw - 64) / 3 - 10;
      const sel = i === 1;
      svg += rect(
        bx,
        yy + 14,
        bw,
        66,
        sel ? mix("#ffffff", cacc, 0.14) : "#ffffff",
        12,
        ` stroke="${sel ? cacc : mix("#ffffff", cardInk, 0.15)}" stroke-width="${sel ? 2 : 1}"`,
      );
      svg += motifAt("paw", bx + bw / 2, yy + 38, 16 + i * 5, sel ? cacc : mix("#ffffff", cardInk, 0.4));
      svg += textEl(bx + bw / 2, yy + 72, sz, { size: 12, font: "sansBold", fill: cardInk, anchor: "middle" });
    });
    yy += 106;
  } else {
    svg += textEl(cx + 32, yy, "Choose a visit", { size: 13, font: "sansBold", fill: cardInk });
    let sx = cx + 32;
    copy.services.forEach((sv, i) => {
      const c = chip(sx, yy + 14, sv, {
        fill: i === 0 ? cacc : "#ffffff",
        ink: i === 0 ? onColor(theme, cacc) : cardInk,
        line: i === 0 ? undefined : mix("#ffffff", cardInk, 0.2),
        size: 13,
      });
      if (sx + c.w < cx + cw - 24) svg += c.svg;
      sx += c.w + 8;
    });
    yy += 74;
  }
  svg += textEl(cx + 32, yy + 10, "November", { size: 16, font: "sansBold", fill: cardInk });
  svg +=
    icon.chevron(cx + cw - 40, yy + 4, 6, cardInk) +
    `<g transform="translate(${f(2 * (cx + cw - 70) + 6)} 0) scale(-1 1)">${icon.chevron(cx + cw - 70, yy + 4, 6, cardInk)}</g>`;
  svg += calendar(ctx, cx + 24, yy + 46, (cw - 48) / 7, "#ffffff");
  yy += 46 + 32 + 5 * ((cw - 48) / 7) * 0.78 + 6;
  ["9:00", "10:30", "1:00", "3:30"].forEach((t, i) => {
    const bw = (cw - 64 - 30) / 4;
    const bx = cx + 32 + i * (bw + 10);
    const sel = i === 2;
    svg += rect(bx, yy, bw, 40, sel ? cardInk : "#ffffff", 10, sel ? "" : ` stroke="${mix("#ffffff", cardInk, 0.18)}"`);
    svg += textEl(bx + bw / 2, yy + 25, t, { size: 14, font: "sansBold", fill: sel ? "#ffffff" : cardInk, anchor: "middle" });
  });
  svg +=
    rect(cx + 32, cy + ch - 76, cw - 64, 52, cacc, 26) +
    textEl(cx + cw / 2, cy + ch - 44, "Continue", { size: 16, font: "sansBold", fill: onColor(theme, cacc), anchor: "middle" });

  // Three reasons, then the footer.
  y = 856;
  copy.services.forEach((sv, i) => {
    const x = M + i * 380;
    svg +=
      circleEl(x + 26, y + 26, 26, mix(bg, theme.accent, 0.25)) +
      motifAt(ctx.art.motif, x + 26, y + 26, 28, accentOn(theme, mix(bg, theme.accent, 0.25), 3));
    svg += textEl(x + 70, y + 24, sv, { size: 19, font: "sansBold", fill: ink }) + copyLines(x + 70, y + 38, 260, 2, mix(bg, ink, 0.15), rng, 7, 16);
  });
  svg += footer(ctx, 960, pw);
  return { svg, nav, height: 1140, bg };
}

// ---------- mission: big type, actions and a donate bar ----------

export function mission(ctx: Ctx): Page {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const meals = /supper|meal|pantry|food|kitchen|table/i.test(said(ctx));
  const nav = navBar(ctx, pw, bg, "minimal", { cta: "Donate" });
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  const head = headline(ctx).replace(/[.!]$/, "");
  const hb = display(ctx, M - 6, 250, `${head}.`, { size: 150, fill: ink, maxWidth: pw - 2 * M, maxLines: 2, leading: 0.98 });
  svg += hb.svg;
  // A hand-drawn underline under the statement.
  const uy = 250 + hb.height - 98;
  svg += `<path d="M${M} ${f(uy)}C${M + 200} ${f(uy - 16)} ${M + 460} ${f(uy + 10)} ${M + 640} ${f(uy - 6)}" fill="none" stroke="${theme.accent}" stroke-width="10" stroke-linecap="round" opacity="0.85"/>`;
  let y = uy + 56;
  svg += textEl(
    M,
    y,
    meals ? "Free community suppers every Thursday. Everyone eats, no questions asked." : `${copy.eyebrow}. Every week of the year.`,
    {
      size: 24,
      fill: ink,
      maxWidth: pw - 2 * M,
    },
  );
  y += 44;
  const acts = meals ? ["Get a meal", "Volunteer", "Give"] : ["Get help", "Volunteer", "Give"];
  const fills = [theme.accent, theme.extra === theme.accent2 ? theme.accent2 : theme.extra, theme.dark];
  const tw = (pw - 2 * M - 40) / 3;
  acts.forEach((a, i) => {
    const x = M + i * (tw + 20);
    const fill = fills[i] as string;
    const on = onColor(theme, fill);
    svg += rect(x, y, tw, 150, fill, 18);
    svg += textEl(x + 28, y + 64, a, { size: 34, font: "sansBold", fill: on });
    svg += textEl(
      x + 28,
      y + 104,
      ["Thursdays, 6 p.m. at the church hall", "Two hours, once a month", meals ? "$30 sets ten places" : "Every gift stays local"][i] as string,
      {
        size: 15,
        fill: on,
        opacity: 0.85,
        maxWidth: tw - 90,
      },
    );
    svg += circleEl(x + tw - 44, y + 46, 22, "none", ` stroke="${on}" stroke-width="2"`);
    svg += `<path d="M${f(x + tw - 54)} ${f(y + 46)}h18m-7 -7l7 7l-7 7" fill="none" stroke="${on}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  y += 190;
  svg += photo(ctx, 0, y, pw, 360, 0, "mission", false, "person");
  y += 400;
  [
    ["12,400", meals ? "meals served this year" : "neighbors helped this year"],
    ["380", "volunteers"],
    ["52", meals ? "suppers a year" : "events a year"],
  ].forEach(([n, l], i) => {
    const x = M + i * (tw + 20);
    svg += textEl(x, y + 40, n as string, { size: 56, font: "sansBold", fill: acc });
    svg += textEl(x, y + 72, l as string, { size: 16, fill: ink, opacity: 0.8 });
  });
  y += 130;
  svg += footer(ctx, y, pw);

  // The donate bar, pinned to the screen's bottom edge.
  const barBg = theme.dark;
  const bon = onColor(theme, barBg);
  const bacc = accentOn(theme, barBg, 3);
  let bar = rect(0, 0, pw, 92, barBg);
  bar += brandMark(ctx, M + 22, 46, 40, barBg);
  bar += textEl(M + 60, 42, meals ? "Your $30 sets ten places at supper" : copy.offer, {
    size: 19,
    font: "sansBold",
    fill: bon,
    maxWidth: 360,
  });
  bar += textEl(M + 60, 66, "Every gift is tax-deductible", { size: 13, fill: bon, opacity: 0.7 });
  let ax = 560;
  ["$25", "$50", "$100", "Other"].forEach((a, i) => {
    const c = chip(ax, 25, a, {
      fill: i === 0 ? bon : "none",
      ink: i === 0 ? barBg : bon,
      line: i === 0 ? undefined : mix(barBg, bon, 0.5),
      size: 15,
      h: 42,
    });
    bar += c.svg;
    ax += c.w + 10;
  });
  bar +=
    rect(ax + 14, 36, 40, 22, bacc, 11) + circleEl(ax + 43, 47, 8, onColor(theme, bacc)) + textEl(ax + 64, 53, "Monthly", { size: 14, fill: bon });
  const d = button(ctx, 0, 0, "Donate now", bacc, 16);
  bar += button(ctx, pw - M - d.w, 46 - d.h / 2, "Donate now", bacc, 16).svg;
  return { svg, nav, height: y + 180, bar: { svg: bar, h: 92 }, bg };
}

// ---------- app: a phone-first service page ----------

export function appLike(ctx: Ctx): Page {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = mix(theme.paper, "#ffffff", 0.5);
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const c = contact(ctx);
  const hvac = /heat|air|hvac|cool/i.test(said(ctx));
  let svg = rect(0, 0, pw, 2000, bg);
  const strip = theme.dark;
  svg += rect(0, 0, pw, 40, strip) + circleEl(M + 6, 20, 5, "#3ddc84");
  svg += textEl(M + 20, 25, "Technicians available today  ·  Same-day service, 7 days a week", { size: 13, fill: onColor(theme, strip) });
  const nav = navBar(ctx, pw, bg, "minimal", { cta: `Call ${c.phone}` });
  svg += `<g transform="translate(0 40)">${nav}</g>`;

  const hb = display(ctx, M, 236, headline(ctx), { size: 66, fill: ink, maxWidth: 560, maxLines: 3 });
  svg += hb.svg;
  const hy = 236 + hb.height - 20;
  svg += copyLines(M, hy, 470, 2, mix(bg, ink, 0.15), rng, 9, 21);
  const b1 = button(ctx, M, hy + 60, "Call now", acc, 18);
  svg += b1.svg + button(ctx, M + b1.w + 14, hy + 60, "Book online", acc, 18, true, bg).svg;
  svg +=
    stars(M, hy + 150, 16, accentOn(theme, bg, 2)) +
    textEl(M + 110, hy + 156, "4.9  ·  Licensed and insured  ·  Upfront pricing", { size: 14, fill: ink, opacity: 0.8 });

  // The app-like panel: big tappable rows.
  const px = 700;
  const pwid = pw - M - px;
  const panel = theme.dark;
  const on = onColor(theme, panel);
  svg += rect(px, 148, pwid, 600, panel, 30);
  svg += textEl(px + 32, 204, "What's going on?", { size: 26, font: "sansBold", fill: on });
  svg += textEl(px + 32, 232, "Pick one and we'll send the right tech.", { size: 14, fill: on, opacity: 0.7 });
  const rows = hvac ? ["No cooling", "No heat", "Strange noise or smell", "Seasonal tune-up"] : [...copy.services, "Something else"];
  rows.forEach((r, i) => {
    const ry = 260 + i * 86;
    const sel = i === 0;
    const rowBg = sel ? accentOn(theme, panel, 2.5) : mix(panel, on, 0.08);
    const rowOn = onColor(theme, rowBg);
    svg += rect(px + 24, ry, pwid - 48, 72, rowBg, 18);
    svg += circleEl(px + 62, ry + 36, 20, mix(rowBg, rowOn, 0.15)) + motifAt(ctx.art.motif, px + 62, ry + 36, 22, rowOn);
    svg += textEl(px + 98, ry + 43, r, { size: 19, font: "sansBold", fill: rowOn, maxWidth: pwid - 190 });
    svg += icon.chevron(px + pwid - 58, ry + 36, 7, rowOn);
  });
  [0, 1, 2].forEach((i) => {
    svg += circleEl(px + pwid / 2 - 16 + i * 16, 720, 4, on, i === 0 ? "" : ` opacity="0.35"`);
  });

  // Service cards under the hero.
  const cw = (pw - 2 * M - 40) / 3;
  (hvac ? ["Same-day repairs", "Maintenance plans", "Financing"] : copy.services).forEach((s, i) => {
    const x = M + i * (cw + 20);
    svg += card(x, 800, cw, 130, bg, "#ffffff", 20);
    svg += textEl(x + 24, 846, s, { size: 19, font: "sansBold", fill: onColor(theme, "#ffffff") });
    svg += copyLines(x + 24, 866, cw - 80, 2, mix("#ffffff", ink, 0.15), rng, 7, 16);
    svg += link(x + 24, 914, "Details", accentOn(theme, "#ffffff", 3), 13);
  });
  svg += footer(ctx, 980, pw);

  // An app's action bar along the screen's bottom.
  let bar = rect(0, 0, pw, 84, "#ffffff") + rect(0, 0, pw, 1, mix("#ffffff", ink, 0.15));
  const third = (pw - 2 * M) / 3;
  ["Call", "Book online", "Text us"].forEach((l, i) => {
    const x = M + i * third;
    if (i === 1) {
      bar +=
        rect(x + 20, 16, third - 40, 52, acc, 26) +
        textEl(x + third / 2, 48, l, { size: 17, font: "sansBold", fill: onColor(theme, acc), anchor: "middle" });
    } else {
      const w = textWidth(l, "sansBold", 16);
      bar +=
        circleEl(x + third / 2 - w / 2 - 20, 42, 13, mix("#ffffff", acc, 0.2)) +
        textEl(x + third / 2 + 8, 48, l, { size: 16, font: "sansBold", fill: ink, anchor: "middle" });
    }
  });
  return { svg, nav: rect(0, 0, pw, 40, strip) + `<g transform="translate(0 40)">${nav}</g>`, height: 1160, bar: { svg: bar, h: 84 }, bg };
}

// ---------- schedule: a class timetable ----------

export function schedule(ctx: Ctx): Page {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bold = /strength|gym|boxing|crossfit|barbell|iron/i.test(said(ctx));
  const bg = bold ? theme.dark : theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const nav = navBar(ctx, pw, bg, "split");
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  if (bold) {
    const hb = display(ctx, M, 214, headline(ctx), { size: 98, fill: ink, maxWidth: 760, maxLines: 2, leading: 0.95 });
    svg += hb.svg;
    svg += rect(880, 120, pw - M - 880, 220, acc, 6);
    const aon = onColor(theme, acc);
    svg += textEl(904, 168, "Intro week", { size: 16, font: "sansBold", fill: aon, upper: true, spacing: 2 });
    svg += textEl(904, 256, "$29", { size: 92, font: "cond", fill: aon });
    svg += textEl(904, 312, "Unlimited classes for 7 days", { size: 15, fill: aon, maxWidth: pw - M - 928 });
  } else {
    svg += display(ctx, M, 200, headline(ctx), { size: 60, fill: ink, maxWidth: 620, maxLines: 2 }).svg;
    svg += textEl(M, 310, `${copy.offer}. Mats, props and tea are on us.`, { size: 18, fill: ink, opacity: 0.8, maxWidth: 600 });
    svg += photo(ctx, 780, 108, pw - M - 780, 250, 180, "studio", false, "window");
  }
  // Filters and week.
  let x = M;
  for (const [i, l] of ["All classes", "Beginner", "Mornings", "Evenings", "Weekend"].entries()) {
    const c = chip(x, 382, l, { fill: i === 0 ? ink : "none", ink: i === 0 ? bg : ink, line: i === 0 ? undefined : mix(bg, ink, 0.35), size: 13 });
    svg += c.svg;
    x += c.w + 10;
  }
  svg += textEl(pw - M, 404, "This week  ·  Nov 17 – 22", { size: 15, font: "sansBold", fill: ink, anchor: "end" });

  // The grid: six days, six times.
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const times = ["6:00 am", "7:30 am", "9:30 am", "12:00 pm", "5:30 pm", "7:00 pm"];
  const classes = bold
    ? ["Barbell Club", "Strength 101", "Conditioning", "Open Gym", "Kettlebells"]
    : ["Slow Flow", "Yin", "Vinyasa", "Restore", "Breathwork"];
  const coaches = ["Maya", "Jordan", "Ana", "Chris", "Dev"];
  const gx = M + 90;
  const colW = (pw - M - gx) / days.length;
  const top = 446;
  const rowH = 64;
  const line = mix(bg, ink, 0.14);
  days.forEach((d, i) => {
    svg += textEl(gx + i * colW + 10, top + 4, d.toUpperCase(), { size: 12, font: "sansBold", fill: ink, spacing: 1.5, opacity: 0.7 });
  });
  const tints = [theme.accent, theme.accent2, theme.extra, mix(theme.accent, theme.paper, 0.5)];
  times.forEach((t, r) => {
    const ry = top + 18 + r * rowH;
    svg += rect(M, ry, pw - 2 * M, 1, line);
    svg += textEl(M, ry + 26, t, { size: 12, fill: ink, opacity: 0.65 });
    days.forEach((_, c) => {
      const k = (r * 7 + c * 3 + (bold ? 1 : 0)) % 9;
      // A strength gym runs fewer, longer sessions than a yoga studio.
      if (k > (bold ? 3 : 5)) return;
      const name = classes[(r + c) % classes.length] as string;
      // On a dark page the blocks are tinted panels with a bar of the class's colour.
      const fill = bold ? mix(bg, tints[k % 4] as string, 0.22) : mix(bg, tints[k % 4] as string, 0.4);
      const on = onColor(theme, fill);
      const bx = gx + c * colW + 4;
      svg += rect(bx, ry + 6, colW - 8, rowH - 12, fill, 10);
      if (bold) svg += rect(bx, ry + 6, 5, rowH - 12, tints[k % 4] as string, 2.5);
      const note =
        r === 1 && c === 1 ? "Booked" : r === 4 && c === 3 ? "2 spots left" : bold ? "" : `${coaches[(r + c * 2) % coaches.length]} · 45 min`;
      svg += textEl(bx + 16, note ? ry + 28 : ry + 37, name, { size: 13, font: "sansBold", fill: on, maxWidth: colW - 30 });
      svg += textEl(bx + 16, ry + 46, note, {
        size: 11,
        fill: on,
        opacity: note === "Booked" ? 1 : 0.8,
        font: note === "Booked" ? "sansBold" : "sans",
      });
      if (note === "Booked") svg += icon.check(bx + colW - 32, ry + 34, 12, on);
    });
  });
  svg += rect(M, top + 18 + times.length * rowH, pw - 2 * M, 1, line);
  svg += footer(ctx, 940, pw);
  return { svg, nav, height: 1120, bg };
}
