import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * A small inline script that runs as the HTML is parsed, before (and without) hydration,
 * under the page's CSP nonce. Prerendered pages carry the nonce placeholder, which the
 * server swaps for each response's nonce. Keep the code tiny and self-contained: it is
 * shipped in the HTML of every page that renders it.
 */
export function InlineScript({ code, id }: { code: string; id?: string }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return <script id={id} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
