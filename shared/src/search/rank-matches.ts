/** Lower case without accents: "São" matches "sao", "Kadıköy" matches "kadikoy". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase();

/** 0 when the text starts with the term, 1 when one of its words does, otherwise null. */
function prefixRank(text: string, term: string): number | null {
  const folded = fold(text);
  if (folded.startsWith(term)) return 0;
  return folded.split(/[\s\-–,·'’]+/).some((word) => word.startsWith(term)) ? 1 : null;
}

/**
 * Orders search matches as a visitor reads them: the API finds "pa" in Barcelona (through Spain)
 * as well as in Paris, but a name that starts with the term comes first, then a name with a word
 * that starts with it, then the rest. `namesOf` lists what to compare, the most telling first
 * (an event's name, then its city); ties keep the API's order.
 */
export function rankMatches<T>(
  items: readonly T[],
  term: string,
  namesOf: (item: T) => readonly string[],
): T[] {
  const wanted = fold(term.trim());
  const score = (item: T) => {
    const names = namesOf(item);
    let best = Number.POSITIVE_INFINITY;
    names.forEach((name, n) => {
      const rank = prefixRank(name, wanted);
      if (rank !== null) best = Math.min(best, n * 2 + rank);
    });
    return best;
  };
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map(({ item }) => item);
}
