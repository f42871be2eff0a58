// The stylis plugin that flips an Arabic page's CSS: stylis-plugin-rtl, asked only about rules it could
// change.
//
// stylis-plugin-rtl serialises each rule, runs it through cssjanus's two dozen regular expressions and
// parses the result again. The expressions are large, and V8 compiles each to machine code the second
// time it runs: on a page's first rules made in the browser that is 30–50 ms on a fast desktop in one
// task (cssjanus's four-value shorthand expression alone takes about 30 ms), four times that on a
// mid-range phone. The design system writes its CSS in logical terms (`padding-inline`,
// `inset-inline-start`), so most rules have nothing to flip. `mightFlip` is a cheap, conservative test
// of a rule's text for anything cssjanus could change; a rule that passes it goes through the plugin
// as before, and any other is left as written, which is what cssjanus would have given back. The output
// is therefore the same as the plugin's for every rule (rtl.test.ts compares the two over the store's
// own rules and one case of each kind cssjanus flips).
import { KEYFRAMES, RULESET, SUPPORTS, type Element, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Each pattern matches a superset of what one or more of cssjanus's transforms rewrite (cssjanus
// 2.x with its default options, as stylis-plugin-rtl calls it).
const FLIPPABLE: readonly RegExp[] = [
  // left/right anywhere, e-/w-resize cursors, translate offsets, text shadows, and a backtick (cssjanus
  // escapes the first one it meets)
  /left|right|[ew]-resize|translate|text-shadow|`/i,
  // direction: ltr/rtl (cssjanus looks at ltr and rtl nowhere else, so a [dir='rtl'] selector passes)
  /direction\s*:\s*(?:ltr|rtl)/i,
  // four-part margin, padding, border-width, border-style and *-color shorthands (the 2nd and 4th swap)
  /(?:margin|padding|border-width|border-style|-color)\s*:\s*[^;}\s]+\s+[^;}\s]+\s+[^;}\s]+\s+[^;}\s]/i,
  // a border radius of more than one value (a single value stays as it is)
  /border-radius\s*:\s*[^;}\s/]+[\s/]+[^;}\s]/i,
  // a box shadow whose horizontal offset may be other than zero (the offset's sign flips)
  /box-shadow\s*:\s*(?:inset\s*)?(?!0(?![\d.])|none\b|var\()/i,
  // a horizontal background position in per cent (p becomes 100 - p)
  /background[^;}]*%/i,
];

/** Whether cssjanus could change anything in this element or what it contains. */
export function mightFlip(element: Element): boolean {
  if (FLIPPABLE.some((pattern) => pattern.test(element.value))) return true;
  return Array.isArray(element.children) && element.children.some(mightFlip);
}

// The kinds of element stylis-plugin-rtl transforms; it leaves declarations and the rest to the rule
// that holds them.
const TRANSFORMED: ReadonlySet<string> = new Set([RULESET, KEYFRAMES, SUPPORTS]);

/** stylis-plugin-rtl, for the rules `mightFlip` lets through. */
export const rtlWhereNeeded: Middleware = (element, index, children, callback) =>
  TRANSFORMED.has(element.type) && mightFlip(element) ? rtlPlugin(element, index, children, callback) : undefined;

// styled-components folds each plugin's `name` into the generated class names, so rtl and ltr rules
// get different classes and live side by side in one sheet. A fixed name keeps those classes the same
// in minified builds, where the function's own name would be mangled. It is stylis-plugin-rtl's name:
// this plugin writes exactly what that one writes, so a build with it and one without (a remote's
// server build not yet rebuilt, say) name the same classes.
Object.defineProperty(rtlWhereNeeded, 'name', { value: 'stylis-plugin-rtl' });
