// nlp.js ships no type declarations; these cover the calls the chat classifier makes.
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
    get(name: "nlp"): import("@nlpjs/nlp").Nlp;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>;
}
declare module "@nlpjs/nlp" {
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: { intent: string; score: number }[];
  }
  export class Nlp {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}
declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
}
