const escaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE/ILIKE pattern matching `text` anywhere; the wildcards a person typed (%, _) stay literal. */
export const containsPattern = (text: string) => `%${escaped(text)}%`;

/** A LIKE/ILIKE pattern matching what starts with `text`, its wildcards literal. */
export const startsWithPattern = (text: string) => `${escaped(text)}%`;
