/**
 * Hydration on intent, first tap in HTML (docs/decisions/004-hydrate-public-pages-on-intent.md,
 * 009-first-tap-answers-in-html.md).
 *
 * Prerendered public pages are whole without JavaScript: links, forms, the mobile menu
 * (popover), the accordions (details), the portfolio filter (radios), the chat panel's frame
 * (popover) and the booking dialog (dialog opened by `command`) answer a tap natively. The
 * build stores React Router's entry script inert in the page
 * (`<script type="text/x-deferred-module" id="rr-entry">`); this boot script starts it when the
 * visitor first shows intent (pointer, touch, key, focus, scroll), or at idle on a page that
 * asks for it with `data-hydrate="idle"`. (Fetching the code at idle after load, without
 * running it, is left out until measured on a quiet machine: ADR 009.) A click
 * on a button that needs React, made while the code is on its way, is held and replayed once
 * React has hydrated, so no tap is lost; native controls are never held. Until Ava's panel code is there, the boot also keeps a
 * message typed into the panel's frame (see features/chat/chat-shell.tsx).
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
  var preloaded = false;

  function preload() {
    if (preloaded) return;
    preloaded = true;
    var entry = d.getElementById("rr-entry");
    var list = ((entry && entry.getAttribute("data-preload")) || "").split(" ");
    for (var j = 0; j < list.length; j++) {
      if (!list[j]) continue;
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = list[j]!;
      d.head.appendChild(link);
    }
  }

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
    preload();
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
    for (var i = 0; i < replay.length; i++) {
      replay[i]!.removeAttribute("data-pending");
      if (replay[i]!.isConnected) replay[i]!.click();
    }
  }

  function hold(event: Event) {
    if (done) return;
    var target = event.target as Element | null;
    var button = target && target.closest ? (target.closest("button,[data-needs-js]") as HTMLElement | null) : null;
    // Popover and command buttons, summaries, radios and labels do their job natively: never hold them.
    if (!button || button.hasAttribute("popovertarget") || button.hasAttribute("commandfor") || button.closest("[data-chat-shell-form]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Seen at once: the stylesheet shows a held button as pressed until it is acted on.
    button.setAttribute("data-pending", "");
    held.push(button);
    start();
  }

  // A popover's toggle buttons announce its state, before and after hydration alike.
  d.addEventListener(
    "toggle",
    function (event) {
      var el = event.target as HTMLElement;
      var open = (event as ToggleEvent).newState === "open";
      if (el.id && el.hasAttribute("popover")) {
        var toggles = d.querySelectorAll("[popovertarget='" + el.id + "'][aria-expanded]");
        for (var i = 0; i < toggles.length; i++) toggles[i]!.setAttribute("aria-expanded", String(open));
      }
      // When it opened, so a conversation loaded later keeps the greeting's beat from then.
      if (open) el.setAttribute("data-opened-at", String(Date.now()));
      // Who opened it, for focus to go back to on close (the frame's input takes focus below).
      if (open) (el as HTMLElement & { ccOpener?: Element | null }).ccOpener = d.activeElement;
      // A chat frame opened before its code is there: ready to type, as the loaded one is.
      var field = open && el.querySelector ? (el.querySelector("[data-chat-shell-input]") as HTMLInputElement | null) : null;
      if (field && !field.disabled) field.focus();
    },
    true,
  );
  // Ava's panel frame takes one message before her code is there: it shows as sent at once,
  // and the panel sends it when it takes over (it reads and clears [data-chat-queued]).
  d.addEventListener(
    "submit",
    function (event) {
      var form = event.target as HTMLFormElement;
      if (!form.hasAttribute || !form.hasAttribute("data-chat-shell-form")) return;
      event.preventDefault();
      var field = form.querySelector("[data-chat-shell-input]") as HTMLInputElement | null;
      var queue = form.parentElement && form.parentElement.querySelector("[data-chat-shell-queue]");
      var text = field ? field.value.trim() : "";
      if (!field || !queue || !text || field.disabled) return;
      var bubble = d.createElement("p");
      bubble.className = "ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-canopy-700 px-4 py-3 text-white shadow-sm";
      bubble.setAttribute("data-chat-queued", "");
      bubble.textContent = text;
      queue.appendChild(bubble);
      field.value = "";
      field.disabled = true;
      start();
    },
    true,
  );

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
