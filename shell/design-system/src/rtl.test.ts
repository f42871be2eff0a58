import fs from 'node:fs';
import path from 'node:path';
import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { mightFlip, rtlWhereNeeded } from './rtl';

// The instance stylis-plugin-rtl calls, to count its calls.
const cssjanus: { transform(css: string): string } = jest.requireActual('cssjanus');

const through = (css: string, plugin: Middleware) => serialize(compile(css), middleware([plugin, stringify]));
const flagged = (css: string) => compile(css).some(mightFlip);

// The store's own rules in left-to-right terms, as its pages rendered them (the server's rules of the
// home page, a listing, a product, a search and an information page, and the rules browsers made on
// those and on the cart, sign-in, wishlist and account pages, at phone and desktop widths), one
// structure of each.
const corpus = fs
  .readFileSync(path.join(__dirname, 'rtl-corpus.css'), 'utf8')
  .split(/\n(?=[^\s}])/)
  .map((rule) => rule.trim())
  .filter(Boolean);

// One rule for each kind of change cssjanus makes.
const flips = [
  '.a{margin-left:4px}',
  '.a{float:right;clear:left}',
  '.a{text-align:left}',
  '.a{direction:ltr}',
  '.a{direction : rtl}',
  '.a{cursor:ne-resize}',
  '.a{cursor:w-resize}',
  '.a{padding:1px 2px 3px 4px}',
  '.a{margin:0 calc(1px + 2px) 0 4px}',
  '.a{scroll-padding:1px 2px 3px 4px}',
  '.a{border-width:1px 2px 3px 4px}',
  '.a{border-color:red green blue black}',
  '.a{border-style:solid dotted none dashed}',
  '.a{border-radius:1px 2px}',
  '.a{border-radius:1px 2px 3px 4px/5px 6px}',
  '.a{border-top-left-radius:4px}',
  '.a{box-shadow:2px 0 4px red}',
  '.a{box-shadow:inset -1px 0 red}',
  '.a{box-shadow:.5px 0 red}',
  '.a{text-shadow:1px 1px red}',
  '.a{transform:translateX(4px)}',
  '.a{transform:scale(2) translate(4px,2px)}',
  '.a{background-position:20% 50%}',
  '.a{background:url(x.png) no-repeat 10% 0}',
  '.a{background-position-x:30%}',
  '.a{content:"`"}',
  '@keyframes slide{from{transform:translateX(0)}to{transform:translateX(100%)}}',
  '@media (min-width:48em){.a{padding-right:1px}}',
  '@supports (display:grid){.a{right:0}}',
  '.a{color:red;&:hover{margin-left:1px}}',
  '.a{color:red;.b &{left:0}}',
];

// Rules in logical terms, as the design system writes them: nothing to flip.
const logical = [
  '.a{padding-inline:1rem;margin:0 auto;border-radius:9999px}',
  '.a{padding:0.25rem 0.75rem;border:1px solid #c3c9d1;border-radius:999px}',
  '.a{position:absolute;inset-block-start:0.75rem;inset-inline-end:0.75rem}',
  '.a{box-shadow:0 1px 2px rgba(21,25,30,0.08)}',
  '.a{box-shadow:0px 4px 12px #0002,0 0 0 1px red}',
  '.a{background:linear-gradient(90deg,transparent,#dde1e6,transparent)}',
  '.a{margin:0 0 0.5rem;padding:0 1rem}',
  "[dir='rtl'] .a{transform:scaleX(-1)}",
  '.a{unicode-bidi:isolate;direction:inherit}',
  '@media (min-width:48em){.a{grid-template-columns:repeat(3,minmax(0,1fr))}}',
];

describe('rtlWhereNeeded', () => {
  it.each(flips)('flips %s exactly as stylis-plugin-rtl does', (css) => {
    const flipped = through(css, rtlPlugin);

    expect(flagged(css)).toBe(true);
    expect(flipped).not.toBe(through(css, () => undefined));
    expect(through(css, rtlWhereNeeded)).toBe(flipped);
  });

  it.each(logical)('passes %s through as written, without cssjanus', (css) => {
    const transform = jest.spyOn(cssjanus, 'transform');
    try {
      expect(flagged(css)).toBe(false);
      expect(through(css, rtlWhereNeeded)).toBe(through(css, rtlPlugin));
      expect(transform).toHaveBeenCalledTimes(1);
      transform.mockClear();
      through(css, rtlWhereNeeded);
      expect(transform).not.toHaveBeenCalled();
    } finally {
      transform.mockRestore();
    }
  });

  it("writes what stylis-plugin-rtl writes for every one of the store's rules", () => {
    expect(corpus.length).toBeGreaterThan(400);
    const differing = corpus.filter((css) => through(css, rtlWhereNeeded) !== through(css, rtlPlugin));

    expect(differing).toEqual([]);
  });

  it("leaves most of the store's rules to pass without cssjanus", () => {
    const unflagged = corpus.filter((css) => !flagged(css));

    // every rule left alone is one cssjanus gives back unchanged
    expect(unflagged.filter((css) => through(css, rtlPlugin) !== through(css, () => undefined))).toEqual([]);
    expect(unflagged.length / corpus.length).toBeGreaterThan(0.9);
  });
});
