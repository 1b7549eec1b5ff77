/**
 * Whether a division page's address (`/:divName/:id`) names a division: read by the page and by
 * its gate in the routes, which shows the not-found page before any login for an address that
 * names none (`/NoSuchPage/xyz`), as the server answers 404 for it.
 */
import type { Division } from '#shared/contracts/catalog.ts'
import { isRecordId } from '#shared/record-id.ts'

/** The division `id` names, by its `_id` (a UUID, any case, as the server reads it) or number. */
export function findDivision(divisions: Division[] | undefined, id: string): Division | undefined {
  const wanted = id.toLowerCase()
  return divisions?.find((division) => division._id === wanted || String(division.id) === id)
}

/** The name in the URL names this division: case-insensitive, as typed or %-decoded. */
export function namesDivision(urlName: string, divisionName: string): boolean {
  const wanted = divisionName.toLowerCase()
  let decoded = urlName
  try {
    decoded = decodeURIComponent(urlName)
  } catch {
    // Not %-encoded: compare as it is.
  }
  return urlName.toLowerCase() === wanted || decoded.toLowerCase() === wanted
}

/**
 * Known to name no division, from the id alone or the divisions list once loaded: a malformed
 * id, one no division has, or a name that is not the division's (`/Sylhet/<Dhaka's id>`).
 */
export function namesNoDivision(
  divisions: Division[] | undefined,
  divName: string,
  id: string,
): boolean {
  if (!isRecordId(id)) return true
  if (!divisions) return false
  const division = findDivision(divisions, id)
  return division === undefined || !namesDivision(divName, division.divisionNameEn)
}
