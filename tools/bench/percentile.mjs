// The bench's one statistic: the nearest-rank percentile (p50 is the median of a table row).

/** The value at percentile `p` (0–100) of `sorted`, ascending; nearest rank. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
