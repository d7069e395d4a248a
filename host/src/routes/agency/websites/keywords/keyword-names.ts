/** The names typed into the add field: separated by commas or new lines, blanks dropped. */
export const keywordNames = (text: string) =>
  text
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
