/**
 * Shapes of the demo catalogue's source data (demo-data.ts). Images are files under public/
 * (served at /images/...), original artwork shipped with the project.
 */
export interface DemoDivision {
  /** Numeric division id, 1..8; places refer to it as parentID. */
  id: number
  divisionName: string
  /** Path of the image as served, e.g. "/images/divisions/dhaka.svg". */
  image: string
  imageAlt: string
}

export interface DemoPlace {
  /** Unique number, 101.. */
  placeId: number
  placeName: string
  divisionId: number
  /** 2 to 4 accurate sentences. */
  description: string
  /** US dollars, whole numbers. */
  price: number
  durationDays: number
  /** 0 to 5, one decimal. */
  rating: number
  reviewCount: number
  image: string
  imageAlt: string
}

export interface DemoReview {
  name: string
  email: string
  description: string
  /** 1 to 5, whole. */
  rating: number
}
