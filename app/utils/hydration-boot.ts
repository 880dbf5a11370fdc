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
 * asks for it with `data-hydrate="idle"`; after an intent it waits for input to be quiet for a
 * moment, so the code's long tasks do not hold the tap that follows (see `soon`). (Fetching the code at idle after load, without
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

  // Parts of a page marked `data-after-paint` (a project's gallery) are left out of the layout
  // until the page has first painted (app.css): their lazy pictures, near enough to the first
  // screen to be fetched with it, would share the phone's connection with what that screen
  // shows. The class `painted` lets them in once the first contentful paint is done (the
  // page's load can come before it); where paints are not reported, after the first frame.
  function painted() {
    html.classList.add("painted");
  }
  var Paints = window.PerformanceObserver;
  if (Paints && Paints.supportedEntryTypes && Paints.supportedEntryTypes.indexOf("paint") >= 0) {
    var paints = new Paints(function (list) {
      var entries = list.getEntries();
      for (var k = 0; k < entries.length; k++) {
        if (entries[k]!.name !== "first-contentful-paint") continue;
        paints.disconnect();
        setTimeout(painted, 0);
        return;
      }
    });
    paints.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(painted, 0);
    });
  }
  var userBubble = "ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-canopy-700 px-4 py-3 text-white shadow-sm";

  // The files of the page's code, as the entry script lists them.
  function codeFiles() {
    var entry = d.getElementById("rr-entry");
    return ((entry && entry.getAttribute("data-preload")) || "").split(" ").filter(Boolean);
  }

  function preload() {
    if (preloaded) return;
    preloaded = true;
    var list = codeFiles();
    for (var j = 0; j < list.length; j++) {
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = list[j]!;
      d.head.appendChild(link);
    }
  }

  // Starting the code is a run of long tasks (its scripts, then hydration): a tap that comes
  // while they run waits for them, so an intent (scrolling to a control, pressing it, typing)
  // starts the code only once input has been quiet for a moment, and at the latest a few
  // seconds after the first one. What needs React (a held button) starts it at once.
  var quiet: ReturnType<typeof setTimeout> | undefined;
  var firstIntent = 0;
  function soon() {
    if (started) return;
    var now = Date.now();
    firstIntent = firstIntent || now;
    clearTimeout(quiet);
    quiet = setTimeout(start, Math.max(0, Math.min(1000, firstIntent + 4000 - now)));
  }

  // When an answer may show: the assistant "types" for a moment however fast it came (the
  // product's pacing, "min max" ms in data-reply-delay).
  function paced(el: Element) {
    var pace = (el.getAttribute("data-reply-delay") || "0 0").split(" ");
    return Date.now() + Number(pace[0]) + Math.random() * (Number(pace[1]) - Number(pace[0]));
  }

  function start() {
    if (started) return;
    started = true;
    clearTimeout(quiet);
    for (var i = 0; i < intents.length; i++) removeEventListener(intents[i]!, soon, true);
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
    // If the code never arrives (offline, blocked) or fails to load, stop holding clicks so
    // forms and links fall back to plain HTML. Code that has arrived and is still running (a
    // slow or busy device) is waited for a while longer: a held form submit replayed as a plain
    // post then would leave the page the visitor is on.
    script.onerror = finish;
    d.head.appendChild(script);
    var waited = 0;
    var fallback = function () {
      if (done) return;
      waited += 10000;
      if (waited < 60000 && arrived()) setTimeout(fallback, 10000);
      else finish();
    };
    setTimeout(fallback, 10000);
  }

  // Whether every file of the page's code has been received (Resource Timing).
  function arrived() {
    var list = codeFiles();
    for (var j = 0; j < list.length; j++) {
      var timing = performance.getEntriesByName ? performance.getEntriesByName(new URL(list[j]!, location.href).href) : [];
      if (!timing.length || !((timing[0] as PerformanceResourceTiming).responseEnd > 0)) return false;
    }
    return list.length > 0;
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
    // A home chat card option shows as the visitor's answer at once, and Ava's answer to it
    // (in the button, from the flow) after her typing time; the card takes the turn over
    // when it arrives, and removes these copies as it shows its own (features/chat/hero-chat-card.tsx).
    var early = button.hasAttribute("data-card-option") && d.querySelector("[data-card-early]");
    if (early && !early.firstChild) {
      var box: Element = early;
      var card = early.closest("[data-reply-delay]") as HTMLElement & { ccEarly?: unknown };
      var said = d.createElement("p");
      said.className = userBubble;
      said.setAttribute("data-message", "user");
      said.textContent = button.textContent;
      early.appendChild(said);
      card.setAttribute("data-early", "");
      var lines = JSON.parse(button.getAttribute("data-card-replies") || "[]") as string[];
      var wait = card.querySelector("[data-card-wait]")!.cloneNode(true) as HTMLElement;
      wait.removeAttribute("data-card-wait");
      wait.removeAttribute("hidden");
      if (lines.length) early.appendChild(wait);
      var until = paced(card);
      card.ccEarly = { option: button.textContent, until: until };
      setTimeout(function () {
        var prompt = card.querySelector("[data-card-reveal=prompt]")!;
        wait.remove();
        for (var n = 0; n < lines.length; n++) {
          var line = prompt.cloneNode(false) as HTMLElement;
          line.removeAttribute("data-card-reveal");
          line.setAttribute("data-message", "bot");
          line.textContent = lines[n]!;
          box.appendChild(line);
        }
      }, until - Date.now());
    }
    held.push(button);
    // After the frame that shows it pressed (and the card's answer): starting runs long tasks.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
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
  // A chat frame (Ava's panel, Tina's dialog) takes messages before its code is there. The
  // first is sent from here at once and its reply shown in the frame after the assistant's
  // typing time; the exchange is left on the form (`ccAsk`) for the conversation to take over
  // (features/chat/chat-shell.tsx), so it is never sent twice. A later one, while the code is
  // still on its way, shows as sent and is sent by the conversation ([data-chat-queued]).
  d.addEventListener(
    "submit",
    function (event) {
      var form = event.target as HTMLFormElement & { ccAsk?: unknown };
      if (!form.hasAttribute || !form.hasAttribute("data-chat-shell-form")) return;
      event.preventDefault();
      var field = form.querySelector("[data-chat-shell-input]") as HTMLInputElement | null;
      var body = form.parentElement!;
      var queue = body.querySelector("[data-chat-shell-queue]");
      var text = field ? field.value.trim() : "";
      if (!field || !queue || !text || field.disabled) return;
      var bubble = d.createElement("p");
      bubble.className = userBubble;
      bubble.textContent = text;
      queue.appendChild(bubble);
      field.value = "";
      field.disabled = true;
      soon();
      if (form.ccAsk || !window.fetch) return bubble.setAttribute("data-chat-queued", "");
      bubble.setAttribute("data-chat-sent", "");
      var assistant = form.getAttribute("data-chat-shell-form");
      var greeting = body.querySelector("[data-chat-shell-greeting]") as HTMLElement;
      var dots = body.querySelector("[data-chat-shell-wait]")!.cloneNode(true) as HTMLElement;
      dots.removeAttribute("data-chat-shell-wait");
      dots.removeAttribute("hidden");
      dots.setAttribute("data-chat-sent", "");
      queue.appendChild(dots);
      var id = "";
      var key = "cc:ava-conversation";
      try {
        if (assistant === "ava") id = sessionStorage.getItem(key) || "";
        if (!id) id = crypto.randomUUID();
        if (assistant === "ava") sessionStorage.setItem(key, id);
      } catch (e) {
        id = id || crypto.randomUUID();
      }
      var until = paced(form);
      var history = [{ type: "bot", content: greeting.lastChild!.textContent }];
      // The same outcomes as the conversation's own client (chat-client.ts askAssistant).
      type Outcome = { kind: string; text?: string; message?: string };
      var done = fetch("/api/chat/" + assistant, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ conversationId: id, message: text, history: history }),
      })
        .then(function (res): Promise<Outcome> {
          if (!res.ok)
            return res
              .json()
              .catch(function () {})
              .then(function (j) {
                return { kind: "error", message: res.status === 429 && j ? j.error : undefined };
              });
          return res.text().then(function (stream) {
            var reply = "";
            var failed = false;
            var events = stream.split("\n\n");
            for (var e = 0; e < events.length; e++) {
              var m = /^data: *(\{.*)$/m.exec(events[e]!);
              var chunk = m ? JSON.parse(m[1]!) : {};
              if (chunk.type === "text-delta") reply += chunk.delta || "";
              if (chunk.type === "error") failed = true;
            }
            reply = reply.trim();
            return failed ? { kind: "error" } : reply ? { kind: "text", text: reply } : { kind: "empty" };
          });
        })
        .catch(function (): Outcome {
          return { kind: "thrown" };
        })
        .then(function (outcome: Outcome) {
          return new Promise<Outcome>(function (resolve) {
            setTimeout(resolve, until - Date.now(), outcome);
          });
        });
      form.ccAsk = { message: text, conversationId: id, history: history, done: done };
      done.then(function (o) {
        // Shown here only while the frame is still the page's (the conversation may have taken over).
        if (!dots.isConnected || o.kind !== "text") return;
        var answer = greeting.cloneNode(false) as HTMLElement;
        answer.removeAttribute("data-chat-shell-greeting");
        answer.setAttribute("data-chat-sent", "");
        answer.textContent = o.text!;
        dots.replaceWith(answer);
        field!.disabled = false;
        if (body.closest(":popover-open,[open]")) field!.focus();
      });
    },
    true,
  );

  if (html.getAttribute("data-hydrated")) return;
  d.addEventListener("click", hold, true);
  addEventListener("app:hydrated", finish);
  for (var i = 0; i < intents.length; i++) addEventListener(intents[i]!, soon, { capture: true, passive: true });
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
