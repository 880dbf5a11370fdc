/**
 * The brand faces, after the first paint (docs/decisions/013-brand-faces-after-first-paint.md).
 *
 * app.css names Fraunces and Instrument Sans only under `html.fonts`. On a first visit the
 * page paints at once in the metric-matched fallbacks, with nothing fetched for type; right
 * after that paint (the first contentful paint, and the one that shows the page's title in its
 * inlined title face) this script fetches both faces and, once both are in, sets the class, so
 * the text changes face in one step and moves no line. When the first screen shows pictures,
 * the faces wait for them too (up to 3 s), so the largest paint is not slowed by type. The files' URLs are remembered in
 * sessionStorage: on a later page (the files cached, immutable) the class is set before the
 * first paint and the brand faces are there from the start. Without scripts, app.css names
 * them from the start (`@media (scripting: none)`).
 *
 * Serialised with toString() into an inline script in the head, so it must not refer to
 * anything outside itself.
 */
export function fontsBoot(files: string) {
  var html = document.documentElement;
  var key = "brand-fonts";
  function apply() {
    html.classList.add("fonts");
  }
  try {
    if (sessionStorage.getItem(key) === files) return apply();
  } catch (e) {
    /* storage blocked: load them as on a first visit */
  }
  var set = document.fonts;
  function nextFrame(then: () => void) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  // After the paint that shows the page's title: it is set in its own inlined face
  // (scripts/prerender/title-face.ts), which can land a frame after the first text.
  function afterTitle() {
    if (!set || !set.ready) return afterImages();
    set.ready.then(function () {
      nextFrame(afterImages);
    }, afterImages);
  }
  // And after the pictures of the first screen (the portfolio's first cover is its largest
  // paint): the faces would share the connection with them, and the text is readable meanwhile.
  // Three seconds at most: a picture that never comes does not keep the faces away.
  function afterImages() {
    var waiting = 0;
    var started = false;
    function go() {
      if (started) return;
      started = true;
      nextFrame(load);
    }
    function one() {
      if (--waiting === 0) go();
    }
    var images = document.images;
    for (var i = 0; i < images.length; i++) {
      var img = images[i]!;
      if (img.complete || img.loading === "lazy") continue;
      // A picture in a section not yet laid out (content-visibility, app.css) is not on the first
      // screen; asking for its box would lay that section out, a long task for nothing.
      if (img.checkVisibility && !img.checkVisibility({ contentVisibilityAuto: true })) continue;
      var box = img.getBoundingClientRect();
      if (!box.width || box.bottom <= 0 || box.top >= innerHeight) continue;
      waiting++;
      img.addEventListener("load", one);
      img.addEventListener("error", one);
    }
    if (!waiting) return load();
    setTimeout(go, 3000);
  }
  function load() {
    if (!set || !set.load) return apply();
    Promise.all([set.load('1em "Fraunces"'), set.load('1em "Instrument Sans"')]).then(function () {
      apply();
      try {
        sessionStorage.setItem(key, files);
      } catch (e) {
        /* not remembered: the next page loads them after its first paint too */
      }
    }, apply);
  }
  // After the first contentful paint: the first frames can paint before the body is parsed
  // (this runs in the head), so "after the first frame" would still be before the text.
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0) {
    var started = false;
    var observer = new Observer(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (started || entries[i]!.name !== "first-contentful-paint") continue;
        started = true;
        observer.disconnect();
        setTimeout(afterTitle, 0);
      }
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(afterTitle, 0);
    });
  }
}

/** The inline script: the files as one string, the same URLs the @font-face rules use. */
export function fontsBootCode(files: string[]): string {
  return `(${fontsBoot.toString()})(${JSON.stringify(files.join(" "))})`;
}
