// Registers /service-worker.js as the spec describes: on localhost a missing script, or one
// that is not JavaScript, is unregistered and the page reloads; offline only logs a note.
const scriptUrl = "/service-worker.js";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const start = () => {
    if (isLocalhost(window.location.hostname)) void checkValidServiceWorker();
    else void register();
  };
  // After the page's own loading; the client entry may run before or after the load event.
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

function isLocalhost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register(scriptUrl);
  } catch (error) {
    console.error("Service worker registration failed:", error);
  }
}

async function checkValidServiceWorker(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(scriptUrl, { headers: { "Service-Worker": "script" } });
  } catch {
    console.log("No internet connection found. App is running in offline mode.");
    return;
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status === 404 || !contentType.includes("javascript")) {
    const registration = await navigator.serviceWorker.ready;
    await registration.unregister();
    window.location.reload();
    return;
  }
  await register();
}
