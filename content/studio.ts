/**
 * Imagery of the studio's own world for the About page: Canopy Creative's identity on the
 * things a studio makes for itself. Drawn by the same generator as the portfolio
 * (scripts/images), in the site's canopy green, cream and peach.
 */
import type { ImageSourceProject } from "../app/content/image-ids.ts";

const palette = ["#153d28", "#2f7a52", "#fbf7ef", "#e07a3a", "#fde7d6"];

export const studioImagery: ImageSourceProject = {
  slug: "canopy-creative-studio",
  image: {
    kind: "brand-guide",
    palette,
    label: "Canopy Creative",
    tagline: "Brands that grow with you",
    motif: "leaf",
    alt: "Canopy Creative's own brand guidelines open on a desk: the leaf mark, deep green and peach colour chips and the type specimen",
  },
  gallery: [
    {
      kind: "signage",
      palette,
      label: "Canopy Creative",
      tagline: "Branding and web design studio",
      motif: "leaf",
      alt: "The Canopy Creative studio sign in deep green with a cream leaf mark, above a peach awning",
    },
    {
      kind: "print",
      palette,
      label: "Canopy Creative",
      tagline: "Hello from the studio",
      motif: "leaf",
      alt: "Canopy Creative business cards, letterhead and a project proposal laid out in green, cream and peach",
    },
    {
      kind: "logo-system",
      palette,
      label: "Canopy Creative",
      tagline: "Atlanta, Georgia",
      motif: "leaf",
      alt: "Sketches and finished versions of the Canopy Creative leaf mark on a pinned-up board of colour swatches",
    },
  ],
};
