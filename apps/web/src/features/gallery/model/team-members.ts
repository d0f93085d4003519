/** A running team's members as the gallery sends them (comma-separated, either comma), one per entry. */
export const teamMembers = (member: string | undefined): string[] =>
  (member ?? '')
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
