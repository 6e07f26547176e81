const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** Decimal units, as file sizes are usually quoted: 12_400_000 → '12.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${oneDecimal.format(bytes / 1e9)} GB`;
  if (bytes >= 1e6) return `${oneDecimal.format(bytes / 1e6)} MB`;
  if (bytes >= 1e3) return `${oneDecimal.format(bytes / 1e3)} KB`;
  return `${bytes} B`;
}

export function formatSpeed(bytesPerSecond: number): string {
  return `${(bytesPerSecond / 1e6).toFixed(1)} MB/s`;
}

/** 45 → '45 s', 200 → '3 min 20 s', 3900 → '1 h 5 min'. */
export function formatTimeLeft(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}
