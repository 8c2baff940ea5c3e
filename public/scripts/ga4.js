// Google Analytics 4, loaded only when src/content/site.ts sets ga4MeasurementId (off by default:
// the site's own analytics are first-party and cookieless). A file, not an inline script, so
// the Content-Security-Policy needs no exception beyond Google's hosts.
const id = document.currentScript?.dataset.measurementId;
window.dataLayer = window.dataLayer || [];
function gtag() {
  // biome-ignore lint/complexity/noArguments: gtag's documented calling convention
  window.dataLayer.push(arguments);
}
if (id) {
  gtag('js', new Date());
  gtag('config', id);
}
