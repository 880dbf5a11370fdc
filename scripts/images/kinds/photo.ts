/**
 * Photo-like image blocks for mock-ups, flat-illustrated in the palette: landscape, misty
 * hills, product still life, arched window, a person, and the Atlanta skyline.
 */
import { circleEl, clipRect, f, hashString, linear, makeRng, mix, rect, type Ctx } from "./lib.ts";

/** A picture asked for by what it shows. */
export type PhotoSubject = "hills" | "still-life" | "window" | "person" | "skyline";
const SUBJECTS: Record<PhotoSubject, number> = { hills: 1, "still-life": 2, window: 3, person: 4, skyline: 5 };

/**
 * `calm` picks a picture without a focal point (no sun, no person), for use behind text.
 */
export function photo(ctx: Ctx, x: number, y: number, w: number, h: number, rx: number, salt: string, calm = false, subject?: PhotoSubject): string {
  const { theme } = ctx;
  const r = makeRng(hashString(`${ctx.art.label}|${ctx.art.tagline ?? ""}|${salt}`));
  const drawn = calm ? (r.int(2) ? 1 : 5) : r.int(6);
  const v = subject ? SUBJECTS[subject] : drawn;
  const skyA = mix(theme.accent2, "#ffffff", 0.35);
  const skyB = mix(theme.accent, "#ffffff", 0.1);
  const X = (t: number) => f(x + w * t);
  const Y = (t: number) => f(y + h * t);
  const hill = (base: number, amp: number, fill: string) => {
    const p1 = r.range(0.2, 0.45);
    const p2 = r.range(0.55, 0.85);
    return `<path d="M${X(0)} ${Y(base)}C${X(p1)} ${Y(base - amp)} ${X(p2)} ${Y(base + amp * 0.6)} ${X(1)} ${Y(base - amp * 0.4)}L${X(1)} ${Y(1)}L${X(0)} ${Y(1)}Z" fill="${fill}"/>`;
  };
  let inner: string;
  switch (v) {
    case 0:
    case 1: {
      inner = rect(x, y, w, h, linear(ctx, v ? [skyA, skyB] : [mix(theme.paper, theme.accent2, 0.4), skyA]));
      if (v === 0)
        inner += circleEl(
          x + w * r.range(0.25, 0.75),
          y + h * r.range(0.22, 0.4),
          Math.min(w, h) * r.range(0.09, 0.15),
          mix(theme.paper, "#ffffff", 0.3),
          ` opacity="0.9"`,
        );
      inner += hill(0.6, 0.16, mix(theme.accent, theme.dark, 0.2));
      inner += hill(0.74, 0.12, mix(theme.accent, theme.dark, 0.5));
      inner += hill(0.87, 0.08, theme.dark);
      break;
    }
    case 2: {
      // Still life: a shelf with objects in brand colours.
      inner = rect(x, y, w, h, mix(theme.paper, theme.accent2, 0.3));
      inner += rect(x, y + h * 0.7, w, h * 0.3, mix(theme.dark, theme.accent, 0.3));
      inner += `<ellipse cx="${X(0.3)}" cy="${Y(0.71)}" rx="${f(w * 0.1)}" ry="${f(h * 0.02)}" fill="#000" opacity="0.15"/>`;
      inner += rect(x + w * 0.22, y + h * 0.36, w * 0.16, h * 0.35, theme.paper, Math.min(w, h) * 0.02);
      inner += circleEl(x + w * 0.56, y + h * 0.58, h * 0.13, theme.accent);
      inner += rect(x + w * 0.68, y + h * 0.46, w * 0.12, h * 0.25, theme.dark, Math.min(w, h) * 0.02);
      break;
    }
    case 3: {
      // An arched window on a painted wall, a plant in front.
      const wall = mix(theme.paper, theme.accent, 0.25);
      inner = rect(x, y, w, h, wall);
      const aw = w * 0.42;
      const ax = x + w * 0.5 - aw / 2;
      inner += `<path d="M${f(ax)} ${Y(0.95)}V${f(y + h * 0.2 + aw / 2)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(y + h * 0.2 + aw / 2)}V${Y(0.95)}Z" fill="${linear(ctx, [skyA, skyB])}"/>`;
      inner += rect(x, y + h * 0.86, w, h * 0.14, mix(wall, "#000", 0.12));
      inner += circleEl(x + w * 0.22, y + h * 0.62, Math.min(w, h) * 0.14, mix(theme.accent2, theme.dark, 0.4));
      inner += circleEl(x + w * 0.27, y + h * 0.52, Math.min(w, h) * 0.1, mix(theme.accent2, theme.dark, 0.25));
      inner += rect(x + w * 0.16, y + h * 0.7, w * 0.12, h * 0.18, theme.dark, 4);
      break;
    }
    case 4: {
      // A person, flat-illustrated: head and shoulders on a soft backdrop.
      inner = rect(x, y, w, h, linear(ctx, [mix(theme.accent2, "#ffffff", 0.45), mix(theme.accent2, theme.paper, 0.2)]));
      inner += circleEl(x + w * 0.8, y + h * 0.2, Math.min(w, h) * 0.25, mix(theme.accent, "#ffffff", 0.5), ` opacity="0.6"`);
      const s = Math.min(w, h);
      const cx = x + w * r.range(0.4, 0.6);
      const skin = r.pick(["#8d5524", "#c68642", "#e0ac69", "#5c3a21", "#f1c27d"]);
      inner += `<path d="M${f(cx - s * 0.36)} ${f(y + h)}C${f(cx - s * 0.36)} ${f(y + h * 0.66)} ${f(cx + s * 0.36)} ${f(y + h * 0.66)} ${f(cx + s * 0.36)} ${f(y + h)}Z" fill="${theme.accent}"/>`;
      inner += rect(cx - s * 0.06, y + h * 0.5, s * 0.12, h * 0.2, skin, s * 0.03);
      inner += circleEl(cx, y + h * 0.42, s * 0.15, skin);
      inner += `<path d="M${f(cx - s * 0.16)} ${f(y + h * 0.42)}A${f(s * 0.16)} ${f(s * 0.17)} 0 0 1 ${f(cx + s * 0.16)} ${f(y + h * 0.42)}Q${f(cx)} ${f(y + h * 0.3)} ${f(cx - s * 0.16)} ${f(y + h * 0.42)}Z" fill="${theme.dark}"/>`;
      break;
    }
    default: {
      // Skyline at dusk.
      inner = rect(x, y, w, h, linear(ctx, [mix(theme.accent2, theme.dark, 0.2), mix(theme.accent, "#ffffff", 0.3)]));
      if (!calm) inner += circleEl(x + w * 0.7, y + h * 0.5, Math.min(w, h) * 0.16, mix(theme.paper, "#ffffff", 0.4), ` opacity="0.85"`);
      let bx = x - 4;
      while (bx < x + w) {
        const bw = w * r.range(0.05, 0.11);
        const bh = h * r.range(0.2, 0.62);
        inner += rect(bx, y + h - bh, bw + 1, bh, mix(theme.dark, theme.accent2, r.range(0, 0.3)));
        if (r() < 0.25) inner += rect(bx + bw * 0.45, y + h - bh - h * 0.08, bw * 0.1, h * 0.08, theme.dark);
        bx += bw;
      }
    }
  }
  return `<g ${clipRect(ctx, x, y, w, h, rx)}>${inner}</g>`;
}
