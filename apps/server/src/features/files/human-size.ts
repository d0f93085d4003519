/** A byte count as people read it in SPEC §5's 最大支持{size}附件: 104857600 → "100MB". */
export function humanSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.parseFloat(value.toFixed(1))}${units[unit]}`;
}
