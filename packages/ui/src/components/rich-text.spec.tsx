import { render, screen, waitFor } from '@testing-library/react';
import { purifyFormattedHtml } from './formatted-html-purifier.js';
import { RichText } from './rich-text.js';

/** Renders `html` through RichText once DOMPurify has loaded; answers the box. */
async function renderRichText(html: string): Promise<HTMLElement> {
  const { container } = render(<RichText html={html} className="extra" />);
  const box = container.firstElementChild as HTMLElement;
  await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
  return box;
}

/** Every element below `box` with every attribute it kept. */
function elementsOf(box: HTMLElement): string[] {
  return [...box.querySelectorAll('*')].map((element) =>
    [element.tagName.toLowerCase(), ...[...element.attributes].map((a) => a.name)].join(' '),
  );
}

const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

describe('RichText shows formatted text through DOMPurify', () => {
  it('keeps the formatting of the allow-list', async () => {
    const box = await renderRichText(
      '<h2>Frisch</h2><p>aus <strong>Tirol</strong><br><em>täglich</em></p><ul><li>Brot</li></ul>' +
        '<a href="https://backstube.example/agb">AGB</a>',
    );
    expect(box).toHaveClass('bw-rich-text', 'extra');
    expect(screen.getByRole('heading', { level: 2, name: 'Frisch' })).toBeInTheDocument();
    expect(screen.getByText('Tirol').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Brot');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute(
      'href',
      'https://backstube.example/agb',
    );
  });

  it('drops an image with onerror, scripts, handlers and styles even if the API had let them by', async () => {
    const box = await renderRichText(
      '<p onclick="alert(1)" style="color:red">Text</p><img src=x onerror="alert(1)">' +
        '<script>alert(1)</script><iframe src="https://evil.example"></iframe>',
    );
    expect(elementsOf(box)).toEqual(['p']);
    expect(box.innerHTML).toBe('<p>Text</p>');
  });

  it('drops javascript: links however they are written, keeps their text', async () => {
    const box = await renderRichText(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
        '<a href="jav&#x09;ascript:alert(1)">c</a><a href="&#106;avascript:alert(1)">d</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">e</a><a href="vbscript:x">f</a>',
    );
    expect(elementsOf(box)).toEqual(['a', 'a', 'a', 'a', 'a', 'a']);
    expect(box).toHaveTextContent('abcdef');
  });

  it('keeps http(s), mailto, tel, relative and protocol-relative links', async () => {
    const box = await renderRichText(
      '<a href="http://a.example">1</a><a href="mailto:office@backstube.example">2</a>' +
        '<a href="tel:+43732731860">3</a><a href="/site/agb">4</a><a href="#form">5</a>' +
        '<a href="//cdn.example/x">6</a>',
    );
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'http://a.example',
      'mailto:office@backstube.example',
      'tel:+43732731860',
      '/site/agb',
      '#form',
      '//cdn.example/x',
    ]);
  });
});

describe('RichText without DOMPurify', () => {
  it('shows an empty, busy box rather than the unsanitised HTML when DOMPurify cannot load', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./formatted-html-purifier.js', () => {
        throw new Error('offline');
      });
      const React = await import('react');
      const { createRoot } = await import('react-dom/client');
      const { RichText: Isolated } = await import('./rich-text.js');
      const host = document.createElement('div');
      const root = createRoot(host);
      await React.act(async () => {
        root.render(
          React.createElement(Isolated, { html: '<p>Text</p><img src=x onerror="alert(1)">' }),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      const box = host.firstElementChild as HTMLElement;
      expect(box).toHaveAttribute('aria-busy', 'true');
      expect(box).toBeEmptyDOMElement();
      await React.act(() => root.unmount());
    });
  });
});

describe('purifyFormattedHtml withstands the known sanitiser bypasses', () => {
  it.each([
    [
      'noscript with its end in an attribute',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ],
    ['style in svg', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
    ['style in a math table', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    [
      'form and math nesting',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ],
    [
      'svg with a style whose end sits in an attribute',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    ],
    ['xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['handlers in mixed case', '<P OnClIcK="alert(1)" ONMOUSEOVER=alert(1)>x</P>'],
    ['a style expression', '<p style="width: expression(alert(1))">x</p>'],
  ])('%s', (_what, html) => {
    const box = document.createElement('div');
    box.innerHTML = purifyFormattedHtml(html);
    for (const element of box.querySelectorAll('*')) {
      expect(ALLOWED).toContain(element.tagName.toLowerCase());
      for (const attribute of element.attributes) expect(attribute.name).toBe('href');
    }
    // What the browser makes of the output once more stays the same (no mutation XSS).
    expect(purifyFormattedHtml(box.innerHTML)).toBe(box.innerHTML);
  });
});
