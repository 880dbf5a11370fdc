/**
 * Imagery of the studio's own world for the About page: Canopy Creative's identity on the
 * things a studio makes for itself. Drawn by the same generator as the portfolio
 * (scripts/images), in the site's canopy green, cream and peach.
 */
import type { ImageSourceProject } from "./image-ids.ts";
import { site } from "./site.ts";

const palette = ["#153d28", "#2f7a52", "#fbf7ef", "#e07a3a", "#fde7d6"];
/** The studio's real details on its own sign, cards and guide, never ones made up for a client. */
const contact = { domain: site.email.split("@")[1]!, email: site.email, phone: site.phone };

export const studioImagery: ImageSourceProject = {
  slug: "canopy-creative-studio",
  image: {
    kind: "brand-guide",
    palette,
    label: site.name,
    tagline: "Brands that grow with you",
    motif: "canopy",
    contact,
    alt: `${site.name}'s own brand guidelines open on a desk: the leaf mark, deep green and peach color chips and the type specimen`,
  },
  gallery: [
    {
      kind: "signage",
      // The studio's own reception; no client's cover is drawn in this room (a test checks).
      scene: "lobby",
      palette,
      label: site.name,
      tagline: "Branding and web design studio",
      motif: "canopy",
      contact,
      alt: `The ${site.name} reception: the leaf mark and name on a peach wall above a deep green desk that carries the mark again`,
    },
    {
      kind: "print",
      palette,
      label: site.name,
      tagline: "Hello from the studio",
      motif: "canopy",
      contact,
      cardholder: { name: site.name, role: "Branding & web design studio" },
      alt: `${site.name} business cards, letterhead and a project proposal laid out in green, cream and peach`,
    },
    {
      kind: "logo-system",
      // The studio's own pin board, not the logo board its clients' covers use.
      scene: "pinboard",
      palette,
      label: site.name,
      tagline: "Atlanta, Georgia",
      motif: "canopy",
      contact,
      alt: `A cork board in the ${site.name} studio: pencil sketches of the leaf mark, the finished mark on a card, paint chips in green, cream and peach, a photo of a tree canopy and a note on the name`,
    },
  ],
};
