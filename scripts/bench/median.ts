/** The middle value (the upper middle of an even count): the benches' summary of repeated runs. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
