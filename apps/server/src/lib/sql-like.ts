/** A LIKE/ILIKE pattern matching `text` anywhere; the wildcards a person typed (%, _) stay literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
