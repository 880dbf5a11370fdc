/**
 * Social media work: the art names its format (`format`: a 3x3 grid, stories, one hero post,
 * a carousel, a 2+1 mix, ad creatives, a phone on the feed, a profile with highlights) or one
 * is picked from the label, shifted for a project's second picture so siblings differ.
 */
import type { Art } from "#content/schemas/collections.ts";
import { socialFormats } from "#content/schemas/collections.ts";
import { lockup } from "./brand.ts";
import { H, W, luminance, mix, radial, rect, shadow, variant, type Ctx, type Scene } from "./lib.ts";
import { ads, feed, profilePage } from "./social-boards.ts";
import { carousel, emailAndPosts, heroPost, mixed, stories } from "./social-formats.ts";
import { grid, profile } from "./social-posts.ts";

export type SocialFormat = NonNullable<Art["format"]>;

export function formatOf(ctx: Pick<Ctx, "art" | "nth" | "pick">): SocialFormat {
  return ctx.art.format ?? (socialFormats[variant(ctx, socialFormats.length, "format")] as SocialFormat);
}

const FORMATS: Record<SocialFormat, (ctx: Ctx) => Scene> = {
  grid: gridBoard,
  profile: profilePage,
  stories,
  "hero-post": heroPost,
  carousel,
  mixed,
  ads,
  feed,
  email: emailAndPosts,
};

export function socialGrid(ctx: Ctx): Scene {
  return FORMATS[formatOf(ctx)](ctx);
}

/** The launch grid: nine posts under a profile header, flat or floating at an angle. */
function gridBoard(ctx: Ctx): Scene {
  const { theme } = ctx;
  const v = variant(ctx, 2);
  const layers: string[] = [];
  if (v === 0) {
    // Profile panel on the left, the grid on the right.
    const bg = mix(theme.paper, theme.accent2, 0.22);
    const background = rect(0, 0, W, H, bg) + rect(0, 0, W, H, radial(ctx, "#ffffff", "#ffffff", 0.2, 0.2, 0.8, 0.4, 0));
    layers.push(
      profile(ctx, 60, 90, 330, bg) + `<g transform="translate(60 300)">${lockup(ctx, 150, 120, 110, bg, "stacked", 320, { tagline: true }).svg}</g>`,
    );
    const s = 226;
    layers.push(`<g ${shadow(ctx, 40, 20, 0.22)}>${rect(440, 40, s * 3 + 12, s * 3 + 12, "#ffffff", 10)}</g>` + grid(ctx, 446, 46, s - 2, 2 + 2));
    return { background, layers };
  }
  // Grid floating at an angle on a colour field, with a phone-like profile card.
  const bg = luminance(theme.dark) < 0.2 ? theme.dark : mix(theme.dark, "#000", 0.5);
  const background = rect(0, 0, W, H, bg) + rect(0, 0, W, H, radial(ctx, theme.accent, theme.accent, 0.7, 0.3, 0.7, 0.35, 0));
  const s = 200;
  layers.push(
    `<g transform="rotate(-6 600 400) translate(470 70)"><g ${shadow(ctx, 50, 30, 0.4)}>${rect(-8, -8, s * 3 + 32, s * 3 + 32, "#ffffff", 14)}</g>${grid(ctx, 0, 0, s, 8)}</g>`,
  );
  const card = "#ffffff";
  layers.push(
    lockup(ctx, 230, 250, 110, bg, "stacked", 340, { tagline: true }).svg +
      `<g ${shadow(ctx, 30, 16, 0.35)}>${rect(40, 500, 400, 180, card, 18)}</g>` +
      `<g transform="translate(64 520)">${profile(ctx, 0, 0, 350, card)}</g>`,
  );
  return { background, layers };
}
