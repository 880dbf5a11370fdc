/**
 * Hydration on intent (see docs/decisions/004-hydrate-public-pages-on-intent.md).
 *
 * Prerendered public pages are whole without JavaScript: links, forms, the mobile menu and
 * the accordions work as HTML. The build stores React Router's entry script inert in the page
 * (`<script type="text/x-deferred-module" id="rr-entry">`), and this boot script — inlined in
 * every page, a few hundred bytes — starts it when the visitor first shows intent (pointer,
 * touch, key, focus, scroll), or at idle on a page that asks for it with
 * `data-hydrate="idle"`. A click on a button that needs React, made while the code is on its
 * way, is held and replayed once React has hydrated, so no tap is lost.
 *
 * The function is serialised with toString() into an inline script, so it must not refer to
 * anything outside itself.
 */
export function hydrationBoot() {
  var d = document;
  var html = d.documentElement;
  var started = false;
  var done = false;
  var held: HTMLElement[] = [];
  var intents = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"];

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < intents.length; i++) removeEventListener(intents[i]!, start, true);
    var entry = d.getElementById("rr-entry");
    if (!entry) return finish();
    // React Router's context and data scripts waited with the entry; run them first, in order.
    var waiting = d.querySelectorAll("script[type='text/x-deferred-script']");
    for (var k = 0; k < waiting.length; k++) {
      var old = waiting[k] as HTMLScriptElement;
      var live = d.createElement("script");
      live.nonce = old.nonce || "";
      live.textContent = old.textContent;
      old.replaceWith(live);
    }
    var preload = (entry.getAttribute("data-preload") || "").split(" ");
    for (var j = 0; j < preload.length; j++) {
      if (!preload[j]) continue;
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = preload[j]!;
      d.head.appendChild(link);
    }
    var script = d.createElement("script");
    script.type = "module";
    script.nonce = entry.nonce || "";
    script.textContent = entry.textContent;
    d.head.appendChild(script);
    // If the code never arrives (offline, blocked), stop holding clicks after a while so
    // forms and links fall back to plain HTML.
    setTimeout(finish, 10000);
  }

  function finish() {
    if (done) return;
    done = true;
    d.removeEventListener("click", hold, true);
    var replay = held;
    held = [];
    for (var i = 0; i < replay.length; i++) if (replay[i]!.isConnected) replay[i]!.click();
  }

  function hold(event: Event) {
    if (done) return;
    var target = event.target as Element | null;
    var button = target && target.closest ? (target.closest("button,[data-needs-js]") as HTMLElement | null) : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    start();
  }

  if (html.getAttribute("data-hydrated")) return;
  d.addEventListener("click", hold, true);
  addEventListener("app:hydrated", finish);
  for (var i = 0; i < intents.length; i++) addEventListener(intents[i]!, start, { capture: true, passive: true });
  if (d.querySelector("[data-hydrate=idle]")) {
    var idle = function () {
      var ric = (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
      if (ric) ric(start);
      else setTimeout(start, 1);
    };
    if (d.readyState === "complete") idle();
    else addEventListener("load", idle);
  }
}

/** The boot as inline script text. */
export const hydrationBootCode = `(${hydrationBoot.toString()})()`;

/** Marks the document hydrated and releases any clicks held while the code was loading. */
export function announceHydrated() {
  document.documentElement.setAttribute("data-hydrated", "true");
  window.dispatchEvent(new Event("app:hydrated"));
}
