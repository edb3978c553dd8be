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
    ['entities in text', '<p>&amp; &lt;b&gt; &copy; &#8364; &#x20AC;</p>'],
    ['plain text', 'Nur Text'],
  ])('%s', (_what, html) => {
    expect(sanitizeHtml(html)).toBe(html);
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
    ['drops stray closing tags', '</p>text</li>', 'text'],
    ['closes inner tags with their parent', '<ul><li>a<li>b</ul>', '<ul><li>a<li>b</li></li></ul>'],
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
