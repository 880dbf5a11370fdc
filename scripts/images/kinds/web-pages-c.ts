/**
 * Page layouts, part three: a real-estate search with a map and listings, plan cards or a
 * posted price list, a finder that asks one question with big tiles (a pain area, an instant
 * quote), and a playful daycare page.
 */
import { accentOn, brandStyle, headline } from "./brand.ts";
import { copyFor } from "./copy.ts";
import { motifAt } from "./motifs.ts";
import { FONTS, circleEl, copyLines, f, mix, onColor, rect, textEl, textWidth, type Ctx } from "./lib.ts";
import { photo } from "./photo.ts";
import { M, PAGE_W, button, card, chip, display, eyebrow, footer, icon, link, navBar, type Page } from "./web-kit.ts";

// ---------- listings: search over a photo, a map and listing cards ----------

export function listings(ctx: Ctx): Page {
  const { theme, rng } = ctx;
  const pw = PAGE_W;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const nav = navBar(ctx, pw, bg, "split");
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  svg += photo(ctx, 0, 76, pw, 360, 0, "street", false, "window");
  svg += rect(0, 76, pw, 360, theme.dark, 0, ` opacity="0.35"`);
  svg += display(ctx, M, 196, headline(ctx), { size: 64, fill: "#ffffff", maxWidth: 760, maxLines: 1 }).svg;
  // The search box.
  svg += rect(M, 262, 720, 72, "#ffffff", 14);
  ["Buy", "Sell", "Rent"].forEach((t, i) => {
    svg += textEl(M + 24 + i * 70, 240, t, { size: 15, font: "sansBold", fill: "#ffffff", opacity: i === 0 ? 1 : 0.7 });
  });
  svg += rect(M + 24, 247, 32, 3, "#ffffff", 1.5);
  svg += icon.search(M + 36, 298, 22, "#555555") + textEl(M + 62, 304, "Neighborhood, street or ZIP", { size: 17, fill: "#666666" });
  svg +=
    rect(M + 720 - 150, 272, 136, 52, acc, 10) +
    textEl(M + 720 - 82, 304, "Search", { size: 16, font: "sansBold", fill: onColor(theme, acc), anchor: "middle" });
  let gx = M;
  for (const n of ["West End", "Adair Park", "Oakland City", "Cascade Heights"]) {
    const c = chip(gx, 356, n, { fill: "#ffffff", ink: "#222222", size: 13 });
    svg += c.svg;
    gx += c.w + 10;
  }

  // The map with price pins.
  const my = 470;
  const mw = 640;
  const mh = 400;
  const land = mix(bg, theme.accent2, 0.25);
  let map = rect(M, my, mw, mh, land, 16);
  map += `<path d="M${M + 380} ${my}C${M + 420} ${my + 120} ${M + 560} ${my + 160} ${M + mw} ${my + 150}L${M + mw} ${my + 250}C${M + 520} ${my + 260} ${M + 360} ${my + 180} ${M + 300} ${my}Z" fill="${mix(land, "#4f9d69", 0.35)}"/>`;
  for (let i = 1; i < 7; i++) map += rect(M, my + i * 58, mw, i % 3 ? 3 : 7, "#ffffff", 0, ` opacity="0.85"`);
  for (let i = 1; i < 9; i++) map += rect(M + i * 74 + (i % 2) * 10, my, i % 4 ? 3 : 7, mh, "#ffffff", 0, ` opacity="0.85"`);
  map += `<path d="M${M} ${my + 330}L${M + mw} ${my + 60}" stroke="${mix(land, theme.dark, 0.25)}" stroke-width="9"/>`;
  svg += `<g>${map}</g>`;
  [
    [M + 140, my + 120, "$412k"],
    [M + 300, my + 250, "$389k"],
    [M + 470, my + 100, "$525k"],
    [M + 540, my + 300, "$298k"],
    [M + 210, my + 340, "$447k"],
  ].forEach(([x, y, p], i) => {
    const fill = i === 0 ? theme.dark : "#ffffff";
    const on = onColor(theme, fill);
    svg +=
      rect((x as number) - 34, (y as number) - 34, 68, 28, fill, 14, ` stroke="${mix(fill, on, 0.2)}"`) +
      textEl(x as number, (y as number) - 15, p as string, { size: 13, font: "sansBold", fill: on, anchor: "middle" });
    svg += `<path d="M${f((x as number) - 6)} ${f((y as number) - 7)}L${f(x as number)} ${f(y as number)}L${f((x as number) + 6)} ${f((y as number) - 7)}Z" fill="${fill}"/>`;
  });

  // Listing cards.
  const lx = M + mw + 32;
  const lw = pw - M - lx;
  svg += textEl(lx, my + 6, "Listings near you", { size: 22, font: brandStyle(ctx).word.font, fill: ink });
  [
    ["$412,000", "3 bd · 2 ba · 1,640 sq ft", "1148 Lucile Ave SW"],
    ["$389,500", "2 bd · 2 ba · 1,210 sq ft", "906 Oglethorpe Ave SW"],
  ].forEach(([p, d, a], i) => {
    const y = my + 28 + i * 190;
    svg += card(lx, y, lw, 176, bg, "#ffffff", 14);
    svg += photo(ctx, lx + 12, y + 12, 190, 152, 10, `home${i}`, false, i ? "hills" : "window");
    svg += textEl(lx + 222, y + 48, p as string, { size: 22, font: "sansBold", fill: onColor(theme, "#ffffff") });
    svg += textEl(lx + 222, y + 76, d as string, { size: 13, fill: "#444444", maxWidth: lw - 240 });
    svg += textEl(lx + 222, y + 100, a as string, { size: 13, fill: "#444444", maxWidth: lw - 240 });
    svg += link(lx + 222, y + 146, "Take a tour", accentOn(theme, "#ffffff", 3), 13);
    svg += icon.heart(lx + lw - 28, y + 32, 18, "none", "#666666");
  });
  svg += copyLines(lx, my + 420, lw, 1, mix(bg, ink, 0.15), rng, 8, 18);
  svg += footer(ctx, 940, pw);
  return { svg, nav, height: 1120, bg };
}

// ---------- pricing: plan cards, or a posted price list ----------

export function pricing(ctx: Ctx): Page {
  const { theme } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const acc = accentOn(theme, bg, 3);
  const trade = copy.sector === "trade";
  const nav = navBar(ctx, pw, bg, "split");
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  if (trade) {
    // A posted price list beside the drop-off card.
    const band = theme.dark;
    const on = onColor(theme, band);
    svg += rect(0, 76, pw, 250, band);
    svg += eyebrow(M, 140, copy.eyebrow, accentOn(theme, band, 3));
    svg += display(ctx, M, 218, headline(ctx), { size: 64, fill: on, maxWidth: 900, maxLines: 1 }).svg;
    svg += textEl(M, 290, "Every common job, priced before you hand us the keys.", { size: 18, fill: on, opacity: 0.8 });
    const jobs = [
      ["Synthetic oil change", "Up to 5 qt, filter, 27-point check", "$69"],
      ["Brake pads, per axle", "Pads, hardware, rotor check", "$189"],
      ["Check-engine diagnostic", "Credited toward the repair", "$95"],
      ["Tire rotation and balance", "All four, with pressure check", "$49"],
      ["A/C recharge", "R-1234yf, leak test included", "$149"],
      ["State emissions test", "Done while you wait", "$25"],
    ];
    const tw = 720;
    svg +=
      textEl(M, 380, "Posted prices", { size: 24, font: "sansBold", fill: ink }) +
      textEl(M + tw, 380, "Parts and labor", { size: 13, fill: ink, opacity: 0.6, anchor: "end" });
    jobs.forEach(([j, d, p], i) => {
      const y = 404 + i * 70;
      svg += rect(M, y, tw, 1, mix(bg, ink, 0.18));
      svg += textEl(M, y + 32, j as string, { size: 18, font: "sansBold", fill: ink });
      svg += textEl(M, y + 54, d as string, { size: 13, fill: ink, opacity: 0.65 });
      svg += textEl(M + tw - 110, y + 40, p as string, { size: 24, font: "sansBold", fill: ink, anchor: "end" });
      svg += textEl(M + tw, y + 38, "Book", { size: 14, font: "sansBold", fill: acc, anchor: "end" });
    });
    const cx = M + tw + 48;
    const cw = pw - M - cx;
    svg += card(cx, 370, cw, 420, bg, "#ffffff", 18);
    const cin = onColor(theme, "#ffffff");
    svg += textEl(cx + 28, 418, copy.book, { size: 22, font: "sansBold", fill: cin, maxWidth: cw - 56 });
    ["Your car", "Drop-off day", "Phone"].forEach((l, i) => {
      const y = 446 + i * 80;
      svg += textEl(cx + 28, y + 14, l, { size: 12, fill: cin, opacity: 0.7 });
      svg += rect(cx + 28, y + 24, cw - 56, 42, "#ffffff", 8, ` stroke="${mix("#ffffff", cin, 0.2)}"`);
      svg += textEl(cx + 42, y + 51, ["2016 Honda Accord", "Tue, Nov 18 · 8 a.m.", "(404) 555-"][i] as string, { size: 14, fill: cin });
    });
    const cacc = accentOn(theme, "#ffffff", 3);
    svg +=
      rect(cx + 28, 700, cw - 56, 52, cacc, 8) +
      textEl(cx + cw / 2, 732, "Book drop-off", { size: 16, font: "sansBold", fill: onColor(theme, cacc), anchor: "middle" });
    svg += icon.check(cx + 28, 774, 12, acc) + textEl(cx + 48, 780, "12-month / 12,000-mile warranty", { size: 12, fill: ink });
  } else {
    svg += eyebrow(pw / 2, 160, copy.eyebrow, acc, "middle");
    svg += display(ctx, pw / 2, 236, headline(ctx), { size: 60, fill: ink, maxWidth: 900, maxLines: 1, anchor: "middle" }).svg;
    svg += textEl(pw / 2, 286, "One flat monthly price. No surprise invoices in April.", { size: 19, fill: ink, opacity: 0.8, anchor: "middle" });
    svg += rect(pw / 2 - 110, 312, 220, 44, mix(bg, ink, 0.08), 22) + rect(pw / 2 - 106, 316, 106, 36, "#ffffff", 18);
    svg +=
      textEl(pw / 2 - 53, 339, "Monthly", { size: 14, font: "sansBold", fill: ink, anchor: "middle" }) +
      textEl(pw / 2 + 53, 339, "Yearly", { size: 14, fill: ink, anchor: "middle", opacity: 0.7 });
    const plans = [
      ["Starter", "$250", ["Monthly reconciliation", "Profit and loss report", "Email support"]],
      ["Growth", "$450", ["Everything in Starter", "Payroll for up to 10", "Quarterly review call", "Tax-season checklist"]],
      ["Full service", "$750", ["Everything in Growth", "Bill pay and invoicing", "A named bookkeeper"]],
    ] as const;
    const cw = (pw - 2 * M - 48) / 3;
    plans.forEach(([name, price, feats], i) => {
      const x = M + i * (cw + 24);
      const hi = i === 1;
      const fill = hi ? theme.dark : "#ffffff";
      const on = onColor(theme, fill);
      const pacc = accentOn(theme, fill, 3);
      svg += card(x, hi ? 380 : 400, cw, hi ? 460 : 420, bg, fill, 20);
      const y = hi ? 380 : 400;
      if (hi)
        svg +=
          rect(x + cw - 146, y + 24, 122, 28, pacc, 14) +
          textEl(x + cw - 85, y + 43, "Most popular", { size: 12, font: "sansBold", fill: onColor(theme, pacc), anchor: "middle" });
      svg += textEl(x + 30, y + 46, name, { size: 20, font: "sansBold", fill: on });
      svg +=
        textEl(x + 30, y + 122, price, { size: 54, font: brandStyle(ctx).word.font, fill: on }) +
        textEl(x + 30 + textWidth(price, brandStyle(ctx).word.font, 54) + 10, y + 122, "/ month", { size: 15, fill: on, opacity: 0.7 });
      feats.forEach((ft, k) => {
        svg += icon.check(x + 30, y + 170 + k * 36, 12, pacc) + textEl(x + 54, y + 176 + k * 36, ft, { size: 15, fill: on, maxWidth: cw - 80 });
      });
      const b = hi ? pacc : fill;
      svg += rect(x + 30, y + (hi ? 390 : 350), cw - 60, 48, b, 24, hi ? "" : ` stroke="${on}" stroke-width="1.5"`);
      svg += textEl(x + cw / 2, y + (hi ? 420 : 380), "Choose plan", {
        size: 15,
        font: "sansBold",
        fill: hi ? onColor(theme, pacc) : on,
        anchor: "middle",
      });
    });
  }
  svg += footer(ctx, 930, pw);
  return { svg, nav, height: 1110, bg };
}

// ---------- finder: one question, big tiles ----------

export function finder(ctx: Ctx): Page {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = theme.paper;
  const care = copy.sector === "care";
  const nav = navBar(ctx, pw, bg, "split");
  let svg = rect(0, 0, pw, 2000, bg) + nav;
  const band = theme.dark;
  const on = onColor(theme, band);
  svg += rect(0, 76, pw, 300, band);
  svg += motifAt(ctx.art.motif, pw - 160, 226, 300, mix(band, on, 0.07));
  svg += eyebrow(M, 140, copy.eyebrow, accentOn(theme, band, 3));
  svg += display(ctx, M, 210, headline(ctx), { size: 62, fill: on, maxWidth: 940, maxLines: 1 }).svg;
  svg += textEl(
    M,
    264,
    care ? "Start with where it hurts. We'll show you what helps and who treats it." : "Three taps, a real price, and a time that suits you.",
    {
      size: 19,
      fill: on,
      opacity: 0.85,
    },
  );
  // The question card, overlapping the band.
  svg += `<g transform="translate(0 -40)">`;
  const qx = M;
  const qw = pw - 2 * M;
  svg += rect(qx + 4, 352, qw, 520, "#000000", 22, ` opacity="0.07"`) + card(qx, 346, qw, 520, bg, "#ffffff", 22);
  const cin = onColor(theme, "#ffffff");
  const cacc = accentOn(theme, "#ffffff", 3);
  if (care) {
    svg += textEl(qx + 40, 404, "Where does it hurt?", { size: 30, font: "sansBold", fill: cin });
    // A simple figure with the chosen area lit.
    const fx = qx + 150;
    const fig = mix("#ffffff", cin, 0.12);
    svg +=
      circleEl(fx, 470, 30, fig) + rect(fx - 44, 508, 88, 150, fig, 30) + rect(fx - 70, 514, 22, 130, fig, 11) + rect(fx + 48, 514, 22, 130, fig, 11);
    svg += rect(fx - 40, 650, 34, 170, fig, 16) + rect(fx + 6, 650, 34, 170, fig, 16);
    svg +=
      circleEl(fx + 23, 740, 20, cacc, ` opacity="0.85"`) + circleEl(fx + 23, 740, 32, "none", ` stroke="${cacc}" stroke-width="2" opacity="0.5"`);
    const parts = ["Knee", "Lower back", "Shoulder", "Neck", "Hip", "Foot and ankle"];
    const tw = (qw - 340 - 40) / 3;
    parts.forEach((p, i) => {
      const x = qx + 300 + (i % 3) * (tw + 20);
      const y = 440 + Math.floor(i / 3) * 150;
      const sel = i === 0;
      svg += rect(
        x,
        y,
        tw,
        130,
        sel ? mix("#ffffff", cacc, 0.12) : "#ffffff",
        16,
        ` stroke="${sel ? cacc : mix("#ffffff", cin, 0.15)}" stroke-width="${sel ? 2.5 : 1}"`,
      );
      svg += textEl(x + 24, y + 50, p, { size: 21, font: "sansBold", fill: cin, maxWidth: tw - 48 });
      svg += copyLines(x + 24, y + 70, tw - 90, 2, mix("#ffffff", cin, 0.12), rng, 6, 14);
      if (sel) svg += circleEl(x + tw - 30, y + 30, 12, cacc) + icon.check(x + tw - 36, y + 30, 12, onColor(theme, cacc));
    });
    svg += link(qx + 300, 780, "See knee pain treatments and book an evaluation", cacc, 16);
  } else {
    svg += textEl(qx + 40, 404, "Get your price in 30 seconds", { size: 30, font: "sansBold", fill: cin });
    const qs: [string, string[], number][] = [
      ["Bedrooms", ["1", "2", "3", "4+"], 2],
      ["Bathrooms", ["1", "2", "3+"], 1],
      ["How often?", ["Weekly", "Every 2 weeks", "Monthly", "Once"], 1],
    ];
    qs.forEach(([q, opts, pick], k) => {
      const y = 446 + k * 112;
      svg += textEl(qx + 40, y + 4, q, { size: 15, font: "sansBold", fill: cin });
      let x = qx + 40;
      opts.forEach((o, i) => {
        const w = Math.max(86, o.length * 11 + 44);
        const sel = i === pick;
        svg += rect(x, y + 20, w, 58, sel ? cacc : "#ffffff", 14, sel ? "" : ` stroke="${mix("#ffffff", cin, 0.18)}"`);
        svg += textEl(x + w / 2, y + 56, o, { size: 17, font: "sansBold", fill: sel ? onColor(theme, cacc) : cin, anchor: "middle" });
        x += w + 12;
      });
    });
    // The live quote.
    const rx = qx + qw - 400;
    const quote = mix(theme.accent2, "#ffffff", 0.2);
    const qon = onColor(theme, quote);
    svg += rect(rx, 386, 360, 440, quote, 18);
    svg += textEl(rx + 30, 432, "Your quote", { size: 15, font: "sansBold", fill: qon, upper: true, spacing: 1.5 });
    svg += textEl(rx + 30, 520, "$148", { size: 84, font: brandStyle(ctx).word.font, fill: qon });
    svg += textEl(rx + 30, 552, "per clean, every 2 weeks", { size: 16, fill: qon, opacity: 0.8 });
    ["Pet-safe, plant-based products", "Same team every visit", "Skip or pause any time"].forEach((t, i) => {
      svg += icon.check(rx + 30, 596 + i * 34, 12, qon) + textEl(rx + 52, 602 + i * 34, t, { size: 14, fill: qon });
    });
    svg +=
      rect(rx + 30, 730, 300, 56, theme.dark, 28) +
      textEl(rx + 180, 765, "Book this clean", { size: 17, font: "sansBold", fill: onColor(theme, theme.dark), anchor: "middle" });
    // The assistant waving from the corner.
    svg += rect(qx + 40, 786, 330, 56, mix("#ffffff", cacc, 0.1), 28) + circleEl(qx + 68, 814, 16, cacc);
    svg += textEl(qx + 94, 820, "Questions? Ask our assistant", { size: 14, font: "sansBold", fill: cin });
  }
  svg += `</g>`;
  svg += footer(ctx, 940, pw);
  return { svg, nav, height: 1120, bg };
}

// ---------- playful: a daycare's rounded, colourful page ----------

export function playful(ctx: Ctx): Page {
  const { theme, rng } = ctx;
  const copy = copyFor(ctx.art);
  const pw = PAGE_W;
  const bg = theme.paper;
  const ink = onColor(theme, bg);
  const nav = navBar(ctx, pw, bg, "split", { line: false });
  let svg = rect(0, 0, pw, 2000, bg);
  // Soft blobs in the palette.
  svg += circleEl(pw - 240, 330, 250, mix(bg, theme.accent2, 0.55));
  svg += circleEl(pw - 90, 130, 90, mix(bg, theme.extra, 0.6));
  svg += circleEl(110, 690, 70, mix(bg, theme.accent, 0.35));
  svg += nav;
  svg += chip(M, 150, copy.offer, { fill: mix(bg, theme.accent, 0.2), ink, size: 14 }).svg;
  const hb = display(ctx, M, 262, headline(ctx), { size: 76, fill: ink, maxWidth: 600, maxLines: 2 });
  svg += hb.svg;
  const ty = 262 + hb.height - 24;
  svg += copyLines(M, ty, 500, 2, mix(bg, ink, 0.15), rng, 9, 21);
  const btnFill = accentOn(theme, bg, 3);
  const b1 = button(ctx, M, ty + 56, copy.cta, btnFill, 17);
  svg += b1.svg + link(M + b1.w + 24, ty + 56 + b1.h / 2 + 6, "See a day with us", ink, 16);
  // A round photo in the blob, with a sticker.
  svg += `<g>${photo(ctx, pw - 440, 150, 400, 400, 200, "kids", false, "person")}</g>`;
  svg +=
    circleEl(pw - 430, 520, 62, theme.accent) +
    textEl(pw - 430, 514, "Ages", { size: 15, font: "sansBold", fill: onColor(theme, theme.accent), anchor: "middle" });
  svg += textEl(pw - 430, 540, "6 wk–5", { size: 18, font: "sansBold", fill: onColor(theme, theme.accent), anchor: "middle" });
  // Wavy edge into the programme band.
  const band = mix(bg, theme.dark, 0.06);
  svg += `<path d="M0 620C200 590 360 650 640 620S1080 590 ${pw} 625V2000H0Z" fill="${band}"/>`;
  svg += textEl(M, 700, "Our rooms", { size: 32, font: brandStyle(ctx).word.font, fill: ink });
  const rooms: [string, string][] = [
    [copy.services[0], "6 weeks to 12 months"],
    [copy.services[1], "1 to 2 years"],
    [copy.services[2], "3 to 5 years"],
  ];
  const fills = [theme.accent, theme.extra === theme.accent2 ? mix(theme.accent2, theme.dark, 0.3) : theme.extra, theme.dark];
  const cw = (pw - 2 * M - 48) / 3;
  rooms.forEach(([r, age], i) => {
    const x = M + i * (cw + 24);
    const fill = fills[i] as string;
    const on = onColor(theme, fill);
    svg += rect(x, 730, cw, 190, fill, 28);
    svg += circleEl(x + cw - 50, 780, 30, mix(fill, on, 0.16)) + motifAt(ctx.art.motif, x + cw - 50, 780, 34, on);
    svg += textEl(x + 28, 790, r, { size: 30, font: "sansBold", fill: on, maxWidth: cw - 110 });
    svg += textEl(x + 28, 822, age, { size: 15, fill: on, opacity: 0.85 });
    svg += link(x + 28, 890, "A day in this room", on, 14);
  });
  svg += textEl(M, 990, "A day at a glance", { size: 24, font: FONTS.sansBold, fill: ink });
  svg += footer(ctx, 1040, pw);
  return { svg, nav, height: 1220, bg };
}
