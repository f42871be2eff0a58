// Text a shopper typed, set inside a sentence of the page's language. An address or a name written
// in English inside an Arabic sentence (or the other way round) takes its own direction from its
// first strong letter and leaves the sentence's order alone: without the isolate a house number at
// the start of "12 King Fahd Road" lands at the far end of the Arabic line.

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `text` wrapped in Unicode's first-strong isolate, for interpolating into a translated sentence. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
