/**
 * Website (desktop): the client's page (web-pages.ts picks its layout) shown on a device: a
 * desktop browser on a studio backdrop, a laptop at an angle on a desk, a monitor with the
 * phone version in front of it, the bare page cropped full-bleed, or (website-devices.ts) a
 * tablet on the business's counter or the page tilted in space over the brand's colour. While animated, the page
 * scrolls inside its screen with the header pinned.
 */
import { brandMark, contact } from "./brand.ts";
import { bookingScreen, homeScreen, listScreen, phone } from "./website-mobile.ts";
import { H, W, circleEl, f, linear, luminance, mix, radial, rect, shadow, textEl, variant, type Ctx, type Scene } from "./lib.ts";
import { screen, type Page } from "./web-kit.ts";
import { tablet, tilt } from "./website-devices.ts";
import { PAGES, deviceOf, pageOf, type PageLayout } from "./web-pages.ts";

export { button } from "./web-kit.ts";

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

/**
 * Where a laptop is photographed, by the kind of page on it: each business's own counter or desk,
 * with its own things beside the laptop, lit its own way, and the laptop turned one way or the other.
 */
export type Desk = "cafe-counter" | "clinic-desk" | "kitchen-island" | "grooming-counter" | "walnut-desk" | "studio-desk";
export function deskOf(layout: PageLayout): Desk {
  const by: Partial<Record<PageLayout, Desk>> = {
    "photo-hero": "cafe-counter",
    finder: "clinic-desk",
    listings: "kitchen-island",
    booking: "grooming-counter",
    editorial: "walnut-desk",
  };
  return by[layout] ?? "studio-desk";
}

function laptop(ctx: Ctx, pg: Page, layout: PageLayout): Scene {
  const { theme } = ctx;
  const where = deskOf(layout);
  // Each desk is shot its own way too: `zoom` scales the laptop about the point `pivot` on the
  // desk's front edge (a wide shot of the cafe counter, a close crop at the clinic and the law
  // office that runs the laptop off the frame), and `props` is where its things stand.
  const looks: Record<Desk, { wall: string; desk: string; top: number; turn: 1 | -1; light: number; zoom: number; pivot: number; props: number }> = {
    "cafe-counter": { wall: mix("#efe2cc", theme.paper, 0.3), desk: "#9a6b45", top: 640, turn: 1, light: 0.45, zoom: 0.66, pivot: 160, props: 930 },
    "clinic-desk": { wall: mix("#e4efec", theme.paper, 0.3), desk: "#eef0f0", top: 650, turn: -1, light: 0.3, zoom: 1.2, pivot: 1120, props: 96 },
    "kitchen-island": { wall: mix("#dcd6cc", theme.paper, 0.4), desk: "#e8e6e1", top: 660, turn: 1, light: 0.3, zoom: 0.84, pivot: 1180, props: 160 },
    "grooming-counter": {
      wall: mix(theme.paper, theme.accent2, 0.45),
      desk: "#c9b9a3",
      top: 632,
      turn: -1,
      light: 0.35,
      zoom: 1,
      pivot: 600,
      props: 140,
    },
    "walnut-desk": { wall: mix(theme.dark, "#2b2420", 0.5), desk: "#5a3b27", top: 672, turn: 1, light: 0.18, zoom: 1.16, pivot: -40, props: 1060 },
    "studio-desk": {
      wall: mix(theme.paper, theme.accent2, 0.4),
      desk: mix(theme.accent2, theme.dark, 0.45),
      top: 628,
      turn: 1,
      light: 0.35,
      zoom: 1,
      pivot: 600,
      props: 1060,
    },
  };
  const look = looks[where];
  const wall = look.wall;
  const desk = look.desk;
  let background = rect(0, 0, W, H, linear(ctx, [mix(wall, "#ffffff", 0.2), wall]));
  background += rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", look.turn > 0 ? 0.7 : 0.3, 0.25, 0.7, look.light, 0));
  if (where === "cafe-counter") {
    // A big window behind, its panes bright.
    for (let i = 0; i < 4; i++) background += rect(40 + i * 290, 40, 270, 420, "#fffaf0", 4, ` opacity="0.55"`);
  } else if (where === "walnut-desk") {
    for (let i = 0; i < 7; i++) background += rect(60 + i * 160, 60, 120, 340, "#000000", 2, ` opacity="0.12"`);
  } else if (where === "kitchen-island") {
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 12; c++) background += rect(c * 100 + (r % 2) * 50, 250 + r * 50, 96, 46, "#ffffff", 2, ` opacity="0.25"`);
  }
  background += rect(0, look.top, W, H - look.top, linear(ctx, [desk, mix(desk, "#000000", 0.25)]));
  background += rect(0, look.top, W, 4, mix(desk, "#ffffff", 0.25));
  // The screen sits in a sheared plane, so the laptop reads as turned to one side.
  const sw = 780;
  const sh = 488;
  // Turned the other way, the near corner is the right one: the laptop moves right and up to stay on the desk.
  const tx = look.turn > 0 ? 190 : 300;
  const ty = look.top - 486 - (look.turn > 0 ? 0 : 80);
  const k = -0.1 * look.turn;
  const sx = 0.93;
  const P = (u: number, v: number): [number, number] => [tx + sx * u, ty + k * u + v];
  const pt = ([x, y]: [number, number]) => `${f(x)} ${f(y)}`;
  const d: [number, number] = [46 * look.turn, 92];
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
  const camera = `translate(${f(look.pivot)} ${f(look.top)}) scale(${f(look.zoom)}) translate(${f(-look.pivot)} ${f(-look.top)})`;
  return { background, layers: [`<g transform="${camera}">${body + bezel + shown}</g>`, deskProps(ctx, where, look.props, look.top)] };
}

/** What sits beside the laptop: the business's own things, one of them carrying its mark. */
function deskProps(ctx: Ctx, where: Desk, x: number, top: number): string {
  const { theme } = ctx;
  const y = top + 60;
  const shade = (cx: number, rx: number) => `<ellipse cx="${f(cx)}" cy="${f(y + 40)}" rx="${f(rx)}" ry="12" fill="#000000" opacity="0.22"/>`;
  if (where === "cafe-counter") {
    // A latte on its saucer and a croissant on a plate.
    return (
      shade(x, 90) +
      `<ellipse cx="${f(x)}" cy="${f(y + 30)}" rx="84" ry="20" fill="#f6f3ee"/>` +
      `<path d="M${f(x - 50)} ${f(y - 60)}H${f(x + 50)}L${f(x + 40)} ${f(y + 24)}H${f(x - 40)}Z" fill="${theme.paper}"/>` +
      `<ellipse cx="${f(x)}" cy="${f(y - 60)}" rx="50" ry="12" fill="#c89b6d"/>` +
      `<ellipse cx="${f(x)}" cy="${f(y - 60)}" rx="20" ry="5" fill="#f4e6d2"/>` +
      brandMark(ctx, x, y - 20, 40, theme.paper) +
      `<ellipse cx="${f(x - 140)}" cy="${f(y + 34)}" rx="70" ry="16" fill="#f6f3ee"/>` +
      `<path d="M${f(x - 196)} ${f(y + 28)}Q${f(x - 140)} ${f(y - 40)} ${f(x - 84)} ${f(y + 28)}Z" fill="#d99a4e"/>` +
      `<path d="M${f(x - 160)} ${f(y - 4)}Q${f(x - 140)} ${f(y + 10)} ${f(x - 120)} ${f(y - 4)}" stroke="#b5762f" stroke-width="4" fill="none"/>`
    );
  }
  if (where === "clinic-desk") {
    // A resistance band in a loop and a water bottle with the clinic's mark.
    return (
      shade(x, 80) +
      `<ellipse cx="${f(x + 40)}" cy="${f(y + 22)}" rx="70" ry="18" fill="none" stroke="${theme.accent}" stroke-width="12"/>` +
      rect(x - 40, y - 120, 56, 150, mix(theme.accent2, "#ffffff", 0.3), 18) +
      rect(x - 32, y - 140, 40, 26, theme.dark, 6) +
      brandMark(ctx, x - 12, y - 40, 34, mix(theme.accent2, "#ffffff", 0.3))
    );
  }
  if (where === "kitchen-island") {
    // House keys on a ring with the agency's tag, and a printed listing sheet.
    const sheet = `<g transform="rotate(-8 ${f(x - 60)} ${f(y)})">${rect(x - 150, y - 40, 170, 80, "#ffffff", 3)}${rect(x - 140, y - 32, 60, 44, mix(theme.accent2, "#7a8c6e", 0.4), 2)}${rect(x - 70, y - 28, 80, 6, theme.dark, 2)}${rect(x - 70, y - 14, 60, 5, "#b8b8b8", 2)}${rect(x - 70, y - 2, 70, 5, "#b8b8b8", 2)}</g>`;
    return (
      sheet +
      circleEl(x + 40, y + 10, 18, "none", ` stroke="#b8a46a" stroke-width="4"`) +
      `<path d="M${f(x + 52)} ${f(y + 20)}l40 16l-4 8l-8 -3l-3 6l-6 -2l2 -6l-25 -10z" fill="#c9b27a"/>` +
      `<path d="M${f(x + 26)} ${f(y + 22)}l-34 22l4 6l8 -4l4 6l6 -3l-4 -6l20 -14z" fill="#a9abb0"/>` +
      rect(x + 10, y - 60, 54, 54, theme.accent, 10) +
      brandMark(ctx, x + 37, y - 33, 36, theme.accent)
    );
  }
  if (where === "grooming-counter") {
    // A tennis ball, a coiled leash and a treat jar with the shop's label.
    let coil = "";
    for (let i = 0; i < 3; i++)
      coil += `<ellipse cx="${f(x + 70)}" cy="${f(y + 26 - i * 6)}" rx="${44 - i * 8}" ry="${12 - i * 2}" fill="none" stroke="${theme.accent}" stroke-width="6"/>`;
    return (
      shade(x, 100) +
      rect(x - 60, y - 110, 100, 140, "#eaf2f4", 16, ` opacity="0.9"`) +
      rect(x - 66, y - 128, 112, 24, theme.dark, 8) +
      rect(x - 50, y - 70, 80, 56, theme.paper, 6) +
      brandMark(ctx, x - 10, y - 42, 38, theme.paper) +
      coil +
      circleEl(x - 110, y + 20, 22, "#cfe04a") +
      `<path d="M${f(x - 128)} ${f(y + 10)}Q${f(x - 110)} ${f(y + 24)} ${f(x - 92)} ${f(y + 8)}" stroke="#ffffff" stroke-width="3" fill="none"/>`
    );
  }
  if (where === "walnut-desk") {
    // A legal pad with a fountain pen, and a short stack of bound books.
    const pad = `<g transform="rotate(6 ${f(x + 40)} ${f(y)})">${rect(x - 10, y - 50, 150, 90, "#f3e27a", 3)}${rect(x - 10, y - 50, 150, 14, theme.dark, 3)}${[0, 1, 2, 3].map((i) => rect(x, y - 24 + i * 14, 130, 1.5, "#9bb4c9")).join("")}</g>`;
    const books = [theme.accent, "#3d2a1e", theme.dark]
      .map((c, i) => rect(x - 70 - i * 4, y - 40 - i * 30, 150, 28, c, 3) + rect(x - 62 - i * 4, y - 30 - i * 30, 40, 4, "#d4b46a"))
      .join("");
    return (
      shade(x + 40, 130) +
      books +
      pad +
      `<path d="M${f(x + 30)} ${f(y + 30)}l110 -40l4 8l-110 40z" fill="#1c1c1c"/>` +
      brandMark(ctx, x + 4, y - 100, 34, "#3d2a1e")
    );
  }
  // The studio's default: a branded mug.
  let mug = `<ellipse cx="${x}" cy="${y + 52}" rx="64" ry="12" fill="#000000" opacity="0.25"/>`;
  mug +=
    rect(x - 52, y - 60, 104, 112, theme.accent, 14) +
    `<ellipse cx="${x}" cy="${y - 60}" rx="52" ry="12" fill="${mix(theme.accent, "#000000", 0.3)}"/>`;
  mug += `<path d="M${x + 50} ${y - 30}a26 28 0 0 1 0 56" fill="none" stroke="${theme.accent}" stroke-width="12"/>`;
  mug += brandMark(ctx, x, y - 2, 46, theme.accent);
  return mug;
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
  if (device === "laptop") return laptop(ctx, pg, layout);
  if (device === "pair") return pair(ctx, pg, layout);
  if (device === "crop") return crop(ctx, pg);
  if (device === "tablet") return tablet(ctx, pg);
  if (device === "tilt") return tilt(ctx, pg);
  return browser(ctx, pg);
}
