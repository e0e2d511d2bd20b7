// First on every page: an old link's ?token= moves to the fragment (see web/src/lib/link-token.ts).
// The pages that load their scripts after paint run these lines at the start of their loader.
// Loaded with defer, first in the document: it runs after the HTML is parsed and before the pages'
// own scripts (deferred and module scripts run in document order), without holding the first paint.
(function () {
  try {
    var url = new URL(location.href);
    var token = url.searchParams.get('token');
    if (token !== null) {
      url.searchParams.delete('token');
      url.hash = 'token=' + encodeURIComponent(token);
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
    token = new URLSearchParams(url.hash.slice(1)).get('token');
    if (token) sessionStorage.setItem('safe-haven:link-token:' + url.pathname, token);
  } catch {
    // Refused storage: the page still reads a token in the fragment.
  }
})();
