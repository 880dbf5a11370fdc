/** One labelled visitor message, as bench/chat-eval/LABELS.md describes. */
export interface Example {
  assistant: "ava" | "tina" | "tina-role";
  /** The slot the assistant's previous reply asked for. */
  after?: string;
  text: string;
  /** What the message asks or does, in order: "price:logo", "person", "give". */
  commands: string[];
  entities?: Record<string, string | number>;
}
