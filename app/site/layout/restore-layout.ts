// A public page shown again (a reload, back or forward) is laid out in full before the browser
// puts its scroll position back: the sections below a phone's first screen are otherwise laid out
// only when scrolled near (content-visibility, with an estimated size), and the position would
// land on other content. Inline in <head>, before the body is laid out; a new visit keeps the
// saving. In the back office, React Router's scroll restoration does it (ScrollRestoration.tsx).
export const restoreLayoutScript = `(function(){var n=performance.getEntriesByType("navigation")[0];if(n&&(n.type==="reload"||n.type==="back_forward"))document.documentElement.setAttribute("data-render-all","")})()`;
