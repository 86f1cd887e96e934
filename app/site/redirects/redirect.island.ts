// The redirect pages' island (decision 0030): the page's meta refresh sends the browser on; this
// does it too, should a browser not follow the refresh.
export function start(): void {
  const target = document.querySelector<HTMLElement>("[data-redirect-to]")?.dataset.redirectTo;
  if (target) window.location.replace(target);
}
