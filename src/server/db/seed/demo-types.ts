/**
 * Shapes of the demo catalogue's source data (demo-data.ts). Images are files under public/
 * (served at /images/...), original artwork shipped with the project.
 */
export interface DemoDivision {
  /** Numeric division id, 1..8; places refer to it as parentID. */
  id: number
  divisionName: string
  /** Its name on Bangla pages. */
  divisionNameBn?: string
  /** Path of the image as served, e.g. "/images/divisions/dhaka.svg". */
  image: string
  imageAlt: string
  imageAltBn?: string
}

/** A tour plan; its Bangla texts are what Bangla pages show (the demo's have them all). */
export interface DemoPlace {
  /** Unique number, 101.. */
  placeId: number
  placeName: string
  placeNameBn?: string
  divisionId: number
  /** 2 to 4 accurate sentences. */
  description: string
  descriptionBn?: string
  /** US dollars, whole numbers. */
  price: number
  durationDays: number
  /** 0 to 5, one decimal. */
  rating: number
  reviewCount: number
  image: string
  imageAlt: string
  imageAltBn?: string
}

export interface DemoReview {
  name: string
  email: string
  description: string
  /** 1 to 5, whole. */
  rating: number
}
