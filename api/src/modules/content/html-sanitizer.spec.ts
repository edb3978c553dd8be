import { safeUrl, sanitizeHtml } from './html-sanitizer.js';

describe('sanitizeHtml keeps the allowed formatting', () => {
  it.each([
    [
      'paragraphs and emphasis',
      '<p>Brot <strong>frisch</strong>, <em>warm</em>, <b>b</b> <i>i</i> <u>u</u></p>',
    ],
    ['line breaks', '<p>Zeile 1<br>Zeile 2</p>'],
    ['headings h2–h4', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['lists', '<ul><li>eins</li><li>zwei<ol><li>a</li></ol></li></ul>'],
    ['blockquote', '<blockquote><p>Zitat</p></blockquote>'],
    [
      'tables',
      '<table><thead><tr><th>Tag</th></tr></thead><tbody><tr><td>Mo</td></tr></tbody></table>',
    ],
    ['an https link', '<a href="https://example.com/a?b=1&amp;c=2">x</a>'],
    ['an http link', '<a href="http://example.com">x</a>'],
    ['a mailto link', '<a href="mailto:office@backstube-huber.at">Mail</a>'],
    ['a tel link', '<a href="tel:+43732731860">Anruf</a>'],
    ['a relative path', '<a href="/site/agb">AGB</a>'],
    ['an anchor', '<a href="#form">Formular</a>'],
    ['plain text', 'Nur Text'],
  ])('%s', (_what, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('entities in text, as the characters they stand for (only & < > stay escaped)', () => {
    expect(sanitizeHtml('<p>&amp; &lt;b&gt; &copy; &#8364; &#x20AC;</p>')).toBe(
      '<p>&amp; &lt;b&gt; \u00a9 \u20ac \u20ac</p>',
    );
  });
});

describe('sanitizeHtml removes what could run or restyle the page', () => {
  it.each([
    ['script with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['script in capitals', '<SCRIPT type="x">alert(1)</SCRIPT >ok', 'ok'],
    ['style with its content', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['iframe with its content', '<iframe src="https://evil.example"><p>x</p></iframe>y', 'y'],
    ['unterminated script', 'a<script>alert(1)', 'a'],
    ['event handlers', '<p onclick="alert(1)" class="x" style="color:red">x</p>', '<p>x</p>'],
    ['img with onerror', '<img src=x onerror=alert(1)>text', 'text'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['JavaScript: in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with a tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: as decimal entities', '<a href="&#106;&#97;vascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'javascript: as entities without semicolons',
      '<a href="&#106&#97vascript:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['javascript&colon;', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['vbscript: link', "<a href='vbscript:msgbox(1)'>x</a>", '<a>x</a>'],
    [
      'link target and rel',
      '<a href="/x" target="_blank" rel="opener">x</a>',
      '<a href="/x">x</a>',
    ],
    ['unknown tags, keeping their text', '<div><h1>Titel</h1><span>Text</span></div>', 'TitelText'],
    ['svg with script inside', '<svg><script>alert(1)</script><text>t</text></svg>', 't'],
    ['comments and doctype', '<!DOCTYPE html><!-- x --><p>a</p><?php echo 1 ?>', '<p>a</p>'],
    ['a tag split to slip through', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['an unterminated tag', '<p>a</p><a href="x', '<p>a</p>'],
    ['a quoted > inside an attribute', '<p title="a>b">x</p>', '<p>x</p>'],
  ])('%s', (_what, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});

describe('sanitizeHtml writes well-formed HTML', () => {
  it.each([
    ['closes open tags', '<p><strong>fett', '<p><strong>fett</strong></p>'],
    // A stray </p> is an empty paragraph to a browser (HTML parsing rules); </li> is dropped.
    ['drops stray closing tags', '</p>text</li>', '<p></p>text'],
    // A new <li> closes the open one, as browsers read it.
    ['closes inner tags with their parent', '<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['writes br as a void tag', '<br/><BR >', '<br><br>'],
    ['escapes bare < > &', 'a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['escapes a < before a non-letter', '1 <2 and </>', '1 &lt;2 and &lt;/&gt;'],
    ['escapes quotes in href', "<a href='/a\"b'>x</a>", '<a href="/a&quot;b">x</a>'],
    ['lower-cases tag names', '<P><EM>x</EM></P>', '<p><em>x</em></p>'],
  ])('%s', (_what, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('is idempotent', () => {
    const dirty = '<p onclick=x>a <a href="javascript:x">b</a> & c<script>d</script>';
    const once = sanitizeHtml(dirty);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  https://example.com  ', 'https://example.com'],
    ['MAILTO:a@b.at', 'MAILTO:a@b.at'],
    ['tel:+43 1 234', 'tel:+43 1 234'],
    ['/store/wien', '/store/wien'],
    ['?page=2', '?page=2'],
    ['kontakt', 'kontakt'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
  ])('accepts %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'ftp://x',
    'a\u0000b',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});

/** Every tag of `html` (text and attribute values have `<` escaped, so each `<…>` is one). */
function tagsOf(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

const ALLOWED_TAG = new RegExp(
  '^<(?:/?(?:p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|blockquote|table|thead|tbody|tr|th|td|a)|a href="[^"<>]*")>$',
);

/** The known bypasses of HTML sanitisers (DOMPurify's and sanitize-html's issue corpus). */
describe('sanitizeHtml withstands the known sanitiser bypasses', () => {
  const corpus: [string, string, string][] = [
    // mXSS: markup the sanitiser's parser reads as raw text or attribute, a browser as tags.
    [
      'noscript whose end sits in an attribute',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '',
    ],
    ['style inside svg', '<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
    [
      'style inside mglyph inside a math table',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<table></table>',
    ],
    [
      'svg, stray </p> and a style whose end sits in an attribute',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<p></p>"&gt;',
    ],
    [
      'textarea in svg in math whose end sits in an attribute',
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src>"></textarea>',
      '"&gt;',
    ],
    [
      'xmp whose end sits in an attribute',
      '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
      '"&gt;',
    ],
    [
      'textarea whose end sits in an attribute',
      '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
      '"&gt;',
    ],
    ['template content', '<template><img src=x onerror=alert(1)></template>', ''],
    ['plaintext', '<plaintext><img src=x onerror=alert(1)>', ''],
    [
      'style in a table cell',
      '<table><tr><td><style>x</style><img src=x onerror=alert(1)></td></tr></table>',
      '<table><tr><td></td></tr></table>',
    ],
    // Namespace confusion: svg and math elements, HTML inside foreignObject.
    [
      'form and math nesting (DOMPurify 2.0.17 bypass)',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '',
    ],
    ['HTML in svg foreignObject', '<svg><foreignObject><p>x</p></foreignObject></svg>', '<p>x</p>'],
    [
      'xlink:href on a math element',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      'x',
    ],
    [
      'xlink:href on an svg link',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<a>x</a>',
    ],
    ['svg onload', '<svg onload=alert(1)><p>x</p></svg>', '<p>x</p>'],
    // javascript: hidden by entities, whitespace, control characters and case.
    ['JaVaScRiPt:', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    [
      'javascript: entirely as hex entities',
      '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['javascript: with &Tab;', '<a href="java&Tab;script:alert(1)">x</a>', '<a>x</a>'],
    [
      'javascript: with a line feed entity',
      '<a href="jav&#x0A;ascript:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['javascript: with a raw NUL', '<a href="java\u0000script:alert(1)">x</a>', '<a>x</a>'],
    [
      'javascript: after control characters',
      '<a href=" &#14;  javascript:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['javascript&#58 without semicolon', '<a href="javascript&#58alert(1)">x</a>', '<a>x</a>'],
    ['data:text/html', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['DATA: in capitals', '<a href="DATA:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    [
      'a second href after a safe one',
      '<a href="https://ok.example" href="javascript:alert(1)">x</a>',
      '<a href="https://ok.example">x</a>',
    ],
    // Styles and event handlers in any case.
    ['a style url()', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['a style expression()', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['handlers in mixed case', '<P OnClIcK="alert(1)" ONMOUSEOVER=alert(1)>x</P>', '<p>x</p>'],
    ['a handler after a slash', '<strong/onmouseover=alert(1)>x</strong>', '<strong>x</strong>'],
    ['a handler on a link', '<a href="/x" onfocus=alert(1) autofocus>x</a>', '<a href="/x">x</a>'],
    // Tag splitting.
    ['script inside a split tag', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['an unterminated img', 'a<img src=x onerror=alert(1)//', 'a'],
  ];

  it.each(corpus)('%s', (_what, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each(corpus)('%s: only allowed tags and safe links remain', (_what, html) => {
    const clean = sanitizeHtml(html);
    for (const tag of tagsOf(clean)) {
      expect(tag).toMatch(ALLOWED_TAG);
      const href = /href="([^"]*)"/.exec(tag)?.[1];
      if (href !== undefined) expect(safeUrl(href)).not.toBeNull();
    }
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps a protocol-relative link: it leads to another site like https:// does, runs nothing', () => {
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe(
      '<a href="//evil.example/x">x</a>',
    );
  });
});
