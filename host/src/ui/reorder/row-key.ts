let last = 0;

/** A key for a row of an editor's draft that stays with it while it is edited and moved (labels and names change, indexes shift). */
export const rowKey = () => `row-${++last}`;
