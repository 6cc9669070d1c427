// The first frame (index.html, docs/decisions/2026-11-28-first-paint.md): before the app's code
// arrives, the sign-in page on /auth and the app's splash everywhere else are drawn in the visitor's
// language and direction, found as i18next finds it (?lng=, the saved choice, the browser's languages). A file, not an inline script: the
// content security policy allows scripts from this origin only.
(() => {
  const html = document.documentElement;
  const pick = (code) => (code && /^(ar|en)/i.test(code) ? code.slice(0, 2).toLowerCase() : null);
  let saved = null;
  try {
    saved = localStorage.getItem('i18nextLng');
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const asked = new URLSearchParams(location.search).get('lng');
  const language =
    pick(asked) ?? pick(saved) ?? (navigator.languages ?? [navigator.language]).map(pick).find(Boolean) ?? 'en';
  html.lang = language;
  html.dir = language === 'ar' ? 'rtl' : 'ltr';
  html.classList.add(location.pathname === '/auth' ? 'first-frame-auth' : 'first-frame-splash');
  // A signed-in page's code and user check, asked now beside start.js rather than once it has run
  // (route-preloads.js, generated at build: build/route-preloads.ts). Not on the landing page, the
  // sign-in page or an invitation: their first visit asks nothing more.
  if (!/^\/(auth\/?)?$|^\/invite\//.test(location.pathname)) {
    const script = document.createElement('script');
    script.src = '/route-preloads.js';
    document.head.appendChild(script);
  }
})();
