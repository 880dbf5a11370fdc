import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NONCE_PLACEHOLDER, nonceContext, requestIdContext, servicesContext } from "#app/utils/request-context.ts";
import { createLogger, type Logger } from "#app/services/logger.server.ts";

// The production server (server/app.ts) takes these from the build so that it shares one
// instance of each module with the routes: one database pool, one set of context keys.
export { createServices } from "#app/services/app-services.server.ts";
export { nonceContext, servicesContext, requestIdContext, clientIpContext } from "#app/utils/request-context.ts";

export const streamTimeout = 5_000;

function nonceFrom(loadContext: RouterContextProvider | undefined): string {
  try {
    return loadContext?.get(nonceContext) ?? NONCE_PLACEHOLDER;
  } catch {
    return NONCE_PLACEHOLDER;
  }
}

// Before the server hands over its logger (prerendering at build), errors still go out as JSON lines.
const fallbackLog = createLogger({ base: { service: "web" } });

function contextValue<T>(context: Readonly<RouterContextProvider> | undefined, read: (c: Readonly<RouterContextProvider>) => T): T | undefined {
  try {
    return context ? read(context) : undefined;
  } catch {
    return undefined;
  }
}

function logFor(context: Readonly<RouterContextProvider> | undefined): Logger {
  return contextValue(context, (c) => c.get(servicesContext).log) ?? fallbackLog;
}

/**
 * React Router's own errors (a POST to a page without an action, a bad route data request,
 * a loader that threw) as one JSON line each with the request id, instead of raw stack
 * traces on stderr. A request the client abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const fields = {
    requestId: contextValue(context, (c) => c.get(requestIdContext)) ?? "-",
    method: request.method,
    path: new URL(request.url).pathname,
  };
  const log = logFor(context);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request refused by the router", { ...fields, status: error.status, reason: error.statusText });
    return;
  }
  log.error("request failed in the router", { ...fields, status: isRouteErrorResponse(error) ? error.status : 500, error });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceFrom(loadContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) {
          logFor(loadContext).error("page render failed", {
            requestId: contextValue(loadContext, (c) => c.get(requestIdContext)) ?? "-",
            path: new URL(request.url).pathname,
            error,
          });
        }
      },
    });
  });
}
