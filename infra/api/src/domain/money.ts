// Money is integer halalas inside; SAR with two decimals only at the edges.

export function halalasToSar(halalas: number): number {
  return Math.round(halalas) / 100;
}

export function sarToHalalas(sar: number): number {
  return Math.round(sar * 100);
}

export function formatSar(halalas: number): string {
  return (halalas / 100).toFixed(2);
}
