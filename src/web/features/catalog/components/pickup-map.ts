/**
 * The tour page's map of its pickup points, drawn with Leaflet (decision 047). Only
 * tour-pickup-points.tsx imports it, dynamically: Leaflet and its CSS are a chunk of their own,
 * downloaded by a tour page with points to show, never by another page.
 *
 * The map is decorative beside the list, which carries everything: it is hidden from screen
 * readers by its container, and nothing in it takes keyboard focus (Leaflet's keyboard handler
 * and its markers' focus are off, the zoom buttons leave the tab order), so a keyboard user
 * passes it by; a mouse or a finger still pans and zooms. A tile that fails to load leaves a grey
 * square and nothing thrown.
 */
import 'leaflet/dist/leaflet.css'
import { divIcon, latLngBounds, map as leafletMap, marker, tileLayer } from 'leaflet'

export interface MapMarker {
  lat: number
  lng: number
  /** What the marker shows: the point's number in the list. */
  label: string
}

/** Draws the map into `element`; answers how to remove it. */
export function drawPickupMap(
  element: HTMLElement,
  { tileUrl, markers }: { tileUrl: string; markers: MapMarker[] },
): () => void {
  const map = leafletMap(element, {
    keyboard: false,
    // The site names its tiles' source under the map, as text.
    attributionControl: false,
    // A page scrolls past it; zoom with the buttons, a double click or two fingers.
    scrollWheelZoom: false,
  })
  tileLayer(tileUrl, { maxZoom: 18 }).addTo(map)
  for (const point of markers) {
    const label = document.createElement('span')
    label.textContent = point.label
    marker([point.lat, point.lng], {
      keyboard: false,
      interactive: false,
      icon: divIcon({
        html: label,
        className:
          'grid! place-items-center rounded-full bg-emerald-700 text-sm font-bold text-white ring-2 ring-white shadow-md',
        iconSize: [28, 28],
        iconAnchor: [14, 14],
      }),
    }).addTo(map)
  }
  if (markers.length === 1) map.setView([markers[0]!.lat, markers[0]!.lng], 14)
  else {
    const bounds = latLngBounds(markers.map((point) => [point.lat, point.lng] as [number, number]))
    map.fitBounds(bounds, { padding: [28, 28], maxZoom: 15 })
  }
  // The zoom buttons are links: out of the tab order of a map hidden from screen readers.
  for (const control of element.querySelectorAll<HTMLElement>('a, [tabindex]')) {
    control.tabIndex = -1
  }
  return () => map.remove()
}
