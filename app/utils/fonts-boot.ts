/**
 * The brand faces, after the first paint (docs/decisions/013-brand-faces-after-first-paint.md).
 *
 * app.css names Fraunces and Instrument Sans first in its font stacks from the start, but with
 * scripts on it declares no face for them: the names match nothing, and the page paints at once
 * in the metric-matched fallbacks with nothing fetched for type. Right after that paint (the
 * first contentful paint, and the one that shows the page's title in its inlined title face)
 * this script builds both faces as `FontFace` objects, loads them and, once both are in, adds
 * them to the document's font set in one step and sets the class `fonts`: the text changes
 * face at once and moves no line. Adding loaded faces only lays out again the text set in
 * them; switching the stacks by a class restyled every element of the page as well (a 35 ms
 * task on a desktop CPU, 140 ms at 4x). When the first screen shows pictures, the faces wait
 * for them too (up to 3 s), so the largest paint is not slowed by type. The files' URLs are
 * remembered in sessionStorage: on a later page (reached from this site, the files cached,
 * immutable) the faces are added before the first paint, to load as the text needs them, as a stylesheet's would.
 * Without scripts, app.css declares them itself (`@media (scripting: none)`).
 *
 * Serialised with toString() into an inline script in the head, so it must not refer to
 * anything outside itself.
 */
export function fontsBoot(faces: BrandFace[]) {
  var html = document.documentElement;
  var key = "brand-fonts";
  var set = document.fonts;
  if (!set || !set.add || typeof FontFace != "function") return;
  var files = faces
    .map(function (f) {
      return f[1];
    })
    .join(" ");
  function make() {
    return faces.map(function (f) {
      return new FontFace(f[0], "url(" + f[1] + ")", { weight: f[2], unicodeRange: f[3], display: "swap" });
    });
  }
  function apply(made: FontFace[]) {
    for (var i = 0; i < made.length; i++) set.add(made[i]!);
    html.classList.add("fonts");
  }
  // Only a page reached from this site can be a later page of the visit. The first touch of
  // sessionStorage waits on the browser process (2-6 ms at desktop speed, in the parse of the
  // head, before anything paints), so a visit's first page does not ask.
  var referrer = document.referrer;
  var fromHere = referrer.indexOf(location.origin + "/") === 0;
  try {
    if (fromHere && sessionStorage.getItem(key) === files) return apply(make());
  } catch (e) {
    /* storage blocked: load them as on a first visit */
  }
  function nextFrame(then: () => void) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  // After the paint that shows the page's title: it is set in its own inlined face
  // (scripts/prerender/title-face.ts), which can land a frame after the first text.
  function afterTitle() {
    if (!set.ready) return afterImages();
    set.ready.then(function () {
      nextFrame(afterImages);
    }, afterImages);
  }
  // And after the pictures of the first screen (the portfolio's first cover is its largest
  // paint): the faces would share the connection with them, and the text is readable meanwhile.
  // Three seconds at most: a picture that never comes does not keep the faces away.
  function afterImages() {
    var waiting = 0;
    var waited: Element[] = [];
    var started = false;
    function go() {
      if (started) return;
      started = true;
      nextFrame(load);
    }
    // A picture's load event comes before the frame that shows it is on screen (by a frame or
    // two on a slow phone): the faces wait for that paint, which the browser reports as a
    // largest-paint entry when the picture is the largest yet. A picture smaller than what is
    // already shown gets no entry: a second after it has loaded, and two frames drawn since, is
    // taken as painted (half a second was too little on a busy phone: the cover painted 285 ms after the faces were asked for).
    function one() {
      if (--waiting !== 0) return;
      var Observer = window.PerformanceObserver;
      if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf("largest-contentful-paint") < 0) return go();
      var painted = new Observer(function (list) {
        var entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
        for (var i = 0; i < entries.length; i++) if (waited.indexOf(entries[i]!.element as Element) >= 0) done();
      });
      function done() {
        painted.disconnect();
        go();
      }
      painted.observe({ type: "largest-contentful-paint", buffered: true });
      var waits = 2;
      function waited1() {
        if (--waits === 0) done();
      }
      setTimeout(waited1, 1000);
      nextFrame(function () {
        nextFrame(waited1);
      });
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
      waited.push(img);
      img.addEventListener("load", one);
      img.addEventListener("error", one);
    }
    if (!waiting) return load();
    setTimeout(go, 3000);
  }
  function load() {
    var made = make();
    Promise.all(
      made.map(function (f) {
        return f.load();
      }),
    ).then(
      function () {
        apply(made);
        try {
          sessionStorage.setItem(key, files);
        } catch (e) {
          /* not remembered: the next page loads them after its first paint too */
        }
      },
      function () {
        /* a face did not load: the page stays in its fallbacks */
      },
    );
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

/** A brand face: family, file URL, weight range and unicode-range, as its @font-face rule in app.css says. */
export type BrandFace = [family: string, url: string, weight: string, unicodeRange: string];

/** The inline script, given the faces (the same URLs and descriptors as app.css's @font-face rules). */
export function fontsBootCode(faces: BrandFace[]): string {
  return `(${fontsBoot.toString()})(${JSON.stringify(faces)})`;
}
