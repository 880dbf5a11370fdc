/** Temporary bridge to the old extractor (replaced by the data-driven one). */
import { budgetAmount, extractEntities as oldExtract } from "#app/domain/chat-entities.ts";
import { normaliseChatText } from "#app/domain/chat-normalise.ts";

export type NeedName =
  | "Logo Design"
  | "Website Design"
  | "Branding"
  | "Social Media"
  | "Print"
  | "SEO"
  | "AI Receptionist"
  | "App Development"
  | "Online Store"
  | "Website Fixes";
export type Asked = "name" | "email" | "phone" | "business" | "need" | "timeline" | "budget" | "problem" | "time" | "address";
export interface Entities {
  email?: string;
  phone?: string;
  name?: string;
  business?: string;
  need: NeedName[];
  timeline?: string;
  budget?: number;
  area?: string;
  problem?: string;
  time?: string;
  address?: string;
  corrections: (keyof Omit<Entities, "corrections" | "need">)[];
}
export function normalise(text: string): string {
  return normaliseChatText(text.toLowerCase());
}
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}0-9$'@.-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter(Boolean);
}
export function extractEntities(text: string, context: { asked?: Asked } = {}): Entities {
  const e = oldExtract(text, {
    nameExpected: context.asked === "name",
    businessExpected: context.asked === "business",
    budgetExpected: context.asked === "budget",
  });
  const digits = e.phone?.replace(/\D/g, "");
  return {
    email: e.email,
    phone: digits,
    name: e.name,
    business: e.business,
    need: e.services as NeedName[],
    timeline: e.timeline,
    budget: e.budget ? budgetAmount(e.budget) : undefined,
    area: e.area,
    corrections: /\b(actually|sorry|i meant|correction|wait)\b/i.test(text) ? (["email", "phone", "name"] as const).filter((k) => e[k]) : [],
  };
}
