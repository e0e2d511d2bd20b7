/* global document, window, requestAnimationFrame */
/*
 * Loads a prerendered page's JavaScript once the page has painted (copied to /assets by
 * web/build/build-site.ts, after web/public/token-to-fragment.js's lines, which run first; a file,
 * not inline code, because the site's CSP allows only 'self').
 *
 * The HTML already shows everything but the invitee's name, so the first paint waits for nothing
 * but the HTML: the entry and its chunks are asked for only after it, and do not share a slow
 * phone link with the HTML first. Nor with the page's hero photo (the <img> asked for at high
 * priority, the first screen's largest picture): they wait until it has painted, so on a slow link
 * the photo shows a few hundred milliseconds sooner and the buttons work as much later (the reading
 * comes first). The two-second timeout below bounds either wait.
 * With them comes the rest of the page's global styles, if named: the head holds only the tokens and
 * keyframes its first paint uses (first-paint-styles.ts), a dialog opened later needs the others.
 * <script src=... data-entry=... data-preload="a.js b.js" data-styles="global.css" defer>
 */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var stylesheet = script.getAttribute('data-styles');
  var load = function () {
    if (stylesheet) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheet;
      document.head.appendChild(link);
    }
    // One parse for all the preloads (20 separate appends cost several times as much on a slow phone).
    document.head.insertAdjacentHTML('beforeend', preloads.map(function (href) {
      return '<link rel="modulepreload" crossorigin href="' + href + '">';
    }).join(''));
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    setTimeout(load, 0);
  };
  var afterHero = function () {
    var hero = document.querySelector('img[fetchpriority="high"]');
    if (!hero) return start();
    // Once the photo has painted: the frame after the one its load lands in has shown it.
    var painted = function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    };
    if (hero.complete) return painted();
    hero.addEventListener('load', painted);
    hero.addEventListener('error', start);
  };
  var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (paint) {
    // Started by the browser's own report of the first contentful paint (buffered: it may be past).
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterHero();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // The frame's callback runs just before it paints; the timeout after it, once it has painted.
    requestAnimationFrame(function () {
      setTimeout(afterHero, 0);
    });
  }
  // A page that does not paint yet (opened in a background tab) still loads, a moment later.
  setTimeout(start, 2000);
})();
