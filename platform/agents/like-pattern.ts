/** A LIKE pattern matching `text` anywhere; its wildcards are plain characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
