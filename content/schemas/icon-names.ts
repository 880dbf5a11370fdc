import { z } from "zod";

/**
 * The icons content may name. The site's <Icon> maps each to a component and the compiler
 * refuses a name it lacks, so the content owns the list and the UI follows it.
 */
export const iconNames = [
  "bar-chart-3",
  "bot",
  "briefcase",
  "building-2",
  "calendar-check",
  "clock",
  "gem",
  "heart-handshake",
  "layout",
  "lightbulb",
  "map-pin",
  "megaphone",
  "message-circle",
  "palette",
  "pen-tool",
  "rocket",
  "search",
  "shield-check",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "star",
  "store",
  "target",
  "trending-up",
  "users",
  "wrench",
  "zap",
  "layers",
  "wallet",
  "file-text",
  "award",
  "truck",
  "mouse-pointer-click",
  "list-checks",
  "image",
  "eye",
  "credit-card",
  "compass",
] as const;

export type IconName = (typeof iconNames)[number];
export const iconNameSchema = z.enum(iconNames);
