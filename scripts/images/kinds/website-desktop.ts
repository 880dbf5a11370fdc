/**
 * Website (desktop): the client's page (web-pages.ts picks its layout) shown on a device: a
 * desktop browser on a studio backdrop, a laptop at an angle on a desk, a monitor with the
 * phone version in front of it, or the bare page cropped full-bleed. While animated, the page
 * scrolls inside its screen with the header pinned.
 */
import { brandMark, contact } from "./brand.ts";
import { bookingScreen, homeScreen, listScreen, phone } from "./website-mobile.ts";
import { H, W, circleEl, clipRect, f, linear, luminance, mix, radial, rect, shadow, textEl, variant, type Ctx, type Scene } from "./lib.ts";
import { PAGE_W, type Page } from "./web-kit.ts";
import { PAGES, deviceOf, pageOf, type PageLayout } from "./web-pages.ts";

export { button } from "./web-kit.ts";

/** The page drawn into a screen at (x, y), `w` by `h`; scrolls while animated. */
function screen(ctx: Ctx, pg: Page, x: number, y: number, w: number, h: number, rx = 0): string {
  const scale = w / PAGE_W;
  const maxScroll = Math.max(0, pg.height * scale - h);
  const scroll = ctx.t >= 1 ? 0 : Math.sin(Math.PI * ctx.t) ** 2 * maxScroll;
  const place = (dy: number) => `translate(${f(x)} ${f(dy)}) scale(${f(scale)})`;
  let s = rect(x, y, w, h, pg.bg);
  s += `<g transform="${place(y - scroll)}">${pg.svg}</g>`;
  if (scroll > 0) s += `<g transform="${place(y)}">${pg.nav}</g>`;
  if (pg.bar) s += `<g transform="${place(y + h - pg.bar.h * scale)}">${pg.bar.svg}</g>`;
  return `<g ${clipRect(ctx, x, y, w, h, rx)}>${s}</g>`;
}

/** The phone's screen that goes with a page layout. */
function phoneScreen(ctx: Ctx, layout: PageLayout, w: number): string {
  if (layout === "booking" || layout === "finder" || layout === "schedule") return bookingScreen(ctx, w);
  if (layout === "shop" || layout === "product" || layout === "listings" || layout === "pricing") return listScreen(ctx, w);
  return homeScreen(ctx, w, 0);
}

function browser(ctx: Ctx, pg: Page): Scene {
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
  let win = `<g ${shadow(ctx, 50, 24, 0.3)}>${rect(bx, by, bw, bh, chrome, 14)}</g>`;
  win += ["#ff5f57", "#febc2e", "#28c840"].map((c, i) => circleEl(bx + 24 + i * 20, by + 22, 6, c)).join("");
  win += rect(bx + 300, by + 9, bw - 600, 26, pill, 13);
  win += textEl(bx + bw / 2, by + 27, contact(ctx).domain, { size: 13, fill: dark ? "#c8c8cc" : "#55575c", anchor: "middle" });
  return { background, layers: [win, screen(ctx, pg, bx, by + 44, bw, H - by - 44)] };
}

function laptop(ctx: Ctx, pg: Page): Scene {
  const { theme } = ctx;
  const wall = mix(theme.paper, theme.accent2, 0.4);
  const desk = mix(theme.accent2, theme.dark, 0.45);
  let background = rect(0, 0, W, H, linear(ctx, [mix(wall, "#ffffff", 0.2), wall]));
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.6, 0.3, 0.7, 0.35, 0));
  background += rect(0, 628, W, H - 628, linear(ctx, [desk, mix(desk, "#000000", 0.25)]));
  background += rect(0, 628, W, 4, mix(desk, "#ffffff", 0.25));
  // The screen sits in a sheared plane, so the laptop reads as turned to one side.
  const sw = 780;
  const sh = 488;
  const tx = 190;
  const ty = 142;
  const k = -0.1;
  const sx = 0.93;
  const P = (u: number, v: number): [number, number] => [tx + sx * u, ty + k * u + v];
  const pt = ([x, y]: [number, number]) => `${f(x)} ${f(y)}`;
  const d: [number, number] = [46, 92];
  const p0 = P(-18, sh + 18);
  const p1 = P(sw + 18, sh + 18);
  const at = (u: number, v: number): [number, number] => [p0[0] + (p1[0] - p0[0]) * u + d[0] * v, p0[1] + (p1[1] - p0[1]) * u + d[1] * v];
  const quad = (a: [number, number], b: [number, number], c: [number, number], e: [number, number], fill: string, extra = "") =>
    `<path d="M${pt(a)}L${pt(b)}L${pt(c)}L${pt(e)}Z" fill="${fill}"${extra}/>`;
  let body = `<ellipse cx="${f(at(0.5, 1)[0])}" cy="${f(at(0.5, 1)[1] + 14)}" rx="430" ry="26" fill="#000000" opacity="0.25"/>`;
  body += quad(at(0, 1), at(1, 1), [at(1, 1)[0], at(1, 1)[1] + 12], [at(0, 1)[0], at(0, 1)[1] + 12], "#8e9298");
  body += quad(at(0, 0), at(1, 0), at(1, 1), at(0, 1), "#d5d8dc");
  body += quad(at(0.1, 0.1), at(0.9, 0.1), at(0.9, 0.52), at(0.1, 0.52), "#2a2b2e");
  for (let r = 1; r < 5; r++)
    body += quad(at(0.1, 0.1 + r * 0.084), at(0.9, 0.1 + r * 0.084), at(0.9, 0.1 + r * 0.084 + 0.006), at(0.1, 0.1 + r * 0.084 + 0.006), "#45474c");
  body += quad(at(0.38, 0.6), at(0.62, 0.6), at(0.62, 0.9), at(0.38, 0.9), "#c4c7cc");
  const m = `matrix(${sx} ${k} 0 1 ${tx} ${ty})`;
  const bezel = `<g transform="${m}">${rect(-18, -18, sw + 36, sh + 36, "#1c1c1f", 20)}${circleEl(sw / 2, -9, 3, "#3a3a3e")}</g>`;
  const shown = `<g transform="${m}">${screen(ctx, pg, 0, 0, sw, sh, 4)}</g>`;
  // A branded mug beside it.
  const mx = 1060;
  const my = 600;
  let mug = `<ellipse cx="${mx}" cy="${my + 112}" rx="64" ry="12" fill="#000000" opacity="0.25"/>`;
  mug +=
    rect(mx - 52, my, 104, 112, theme.accent, 14) + `<ellipse cx="${mx}" cy="${my}" rx="52" ry="12" fill="${mix(theme.accent, "#000000", 0.3)}"/>`;
  mug += `<path d="M${mx + 50} ${my + 30}a26 28 0 0 1 0 56" fill="none" stroke="${theme.accent}" stroke-width="12"/>`;
  mug += brandMark(ctx, mx, my + 58, 46, theme.accent);
  return { background, layers: [body + bezel + shown, mug] };
}

function pair(ctx: Ctx, pg: Page, layout: PageLayout): Scene {
  const { theme } = ctx;
  const base = mix(theme.paper, theme.accent2, 0.35);
  let background = rect(0, 0, W, H, base) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.4, 0.3, 0.8, 0.4, 0));
  background += rect(0, 700, W, 100, mix(base, theme.dark, 0.12));
  background += circleEl(W * 0.95, H * 0.1, 170, theme.extra, ` opacity="0.3"`);
  // A monitor on its stand.
  const mx = 70;
  const my = 60;
  const mw = 840;
  const mh = 525;
  let mon = `<g ${shadow(ctx, 40, 20, 0.25)}>${rect(mx - 16, my - 16, mw + 32, mh + 72, "#e3e4e7", 18)}</g>`;
  mon += rect(mx - 2, my - 2, mw + 4, mh + 4, "#101012", 4);
  mon += `<path d="M${mx + mw / 2 - 60} ${my + mh + 56}L${mx + mw / 2 + 60} ${my + mh + 56}L${mx + mw / 2 + 80} ${my + mh + 128}L${mx + mw / 2 - 80} ${my + mh + 128}Z" fill="#cfd1d5"/>`;
  mon += rect(mx + mw / 2 - 150, my + mh + 124, 300, 12, "#bfc2c7", 6);
  mon += screen(ctx, pg, mx, my, mw, mh);
  const ph = phone(ctx, 880, 196, phoneScreen(ctx, layout, 260), 0, 0.98);
  return { background, layers: [mon, ph] };
}

function crop(ctx: Ctx, pg: Page): Scene {
  return { background: rect(0, 0, W, H, pg.bg), layers: [screen(ctx, pg, 0, 0, W, H)] };
}

export function websiteDesktop(ctx: Ctx): Scene {
  const layout = pageOf(ctx);
  const pg = PAGES[layout](ctx);
  const device = deviceOf(ctx);
  if (device === "laptop") return laptop(ctx, pg);
  if (device === "pair") return pair(ctx, pg, layout);
  if (device === "crop") return crop(ctx, pg);
  return browser(ctx, pg);
}
