/**
 * A small seeded generator for property tests that walk random schedules step by step: the same
 * schedules on every run, so a failure names a schedule that can be run again. `next(n)` is a
 * whole number from 0 to n − 1.
 */
export function seeded(seed: number): (below: number) => number {
  let state = seed
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % below
  }
}
