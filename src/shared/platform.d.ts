/**
 * The few globals shared code may use that both Node and browsers provide but the ES library
 * does not declare (the shared project has neither DOM nor Node types: tsconfig.shared.json).
 * Only what shared code uses; add a member here before using it.
 */
declare class URL {
  constructor(url: string, base?: string | URL)
  readonly protocol: string
  readonly hostname: string
  readonly pathname: string
  readonly href: string
}
