/**
 * The props of an Astro island as its HTML carries them, read before the island has loaded: the
 * `props` attribute holds JSON in which every value is a pair `[type, value]`, type 0 a plain
 * value or an object of such pairs, type 1 an array of them (the other types, such as dates, are
 * not used by the islands this reads). A change of that encoding fails the first-touch browser tests.
 */
type Encoded = [type: number, value: unknown];

function decode([type, value]: Encoded): unknown {
  if (type === 1) return (value as Encoded[]).map(decode);
  if (type !== 0 || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item as Encoded)]));
}

/** The island's props, as the component will receive them. */
export function islandProps<Props>(island: Element): Props {
  return decode([0, JSON.parse(island.getAttribute('props') ?? '{}')]) as Props;
}
