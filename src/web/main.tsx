/**
 * Browser entry point, a few hundred bytes: the page arrives rendered by the server, so its first
 * paint needs the HTML, the stylesheet (imported here, so the build links it in the head), the
 * fonts and its largest image, and no script. The app (hydrate.tsx) and the page's texts are
 * asked for once those have loaded and painted: on a slow connection they no longer share the
 * bandwidth with what the paint waits for, and the page turns interactive right after. Links
 * work before that, as plain links.
 */
import { splitLocalePath } from '#shared/locale.ts'
import { loadFirstCatalogue } from './first-catalogue.ts'
import './styles.css'

function start() {
  // Both at once: the texts do not wait for the app's code.
  void loadFirstCatalogue(splitLocalePath(window.location.pathname).locale)
  void import('./hydrate.tsx')
}

let started = false
const startOnce = () => {
  if (started) return
  started = true
  start()
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing (and runs no animation frames) until shown.
  startOnce()
} else {
  // After the load event (the stylesheet and the images the first screen shows, the largest
  // among them), then after the next paint: an animation frame runs just before a paint, a task
  // queued from it runs after.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(startOnce, 0))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
  // Never later than this, whatever a slow image or the frames do.
  setTimeout(startOnce, 3000)
}
