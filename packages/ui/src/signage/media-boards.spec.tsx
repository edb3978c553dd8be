import { render, screen, waitFor } from '@testing-library/react';
import type { SignageDisplay } from '@bestellwerk/domain';
import {
  makeImage,
  makeSignageDevice,
  makeSignageDisplay,
  makeSignageSegment,
  makeUpload,
} from '@bestellwerk/domain/testing';
import { signageMediaUrls } from './media-urls.js';
import { SignageSegmentView } from './signage-segment-view.js';

const NOW = new Date('2026-11-23T09:00:00+01:00');

function show(display: SignageDisplay, mediaUrl?: (url: string) => string) {
  return render(
    <SignageSegmentView
      segment={display.segments[0]}
      display={display}
      now={NOW}
      pricesFresh
      mediaUrl={mediaUrl}
    />,
  );
}

describe('ImageBoard', () => {
  const photo = makeImage({
    id: 40,
    version: 2,
    width: 4000,
    height: 2250,
    alt: 'Torte der Woche',
  });

  it('shows the sized variant for the screen width, fitted as the segment says, with its caption', () => {
    const segment = makeSignageSegment({
      type: 'image',
      content: { image: 40, fit: 'contain', caption: 'Nur heute' },
    });
    show(makeSignageDisplay([segment], { images: [photo] }));
    const img = screen.getByRole('img', { name: 'Torte der Woche' });
    expect(img).toHaveAttribute('src', '/image/large/40-2.jpg');
    expect(img).toHaveStyle({ objectFit: 'contain' });
    expect(screen.getByText('Nur heute')).toBeInTheDocument();
  });

  it('asks for the variant as wide as an upright screen', () => {
    const segment = makeSignageSegment({ type: 'image', content: { image: 40, fit: 'cover' } });
    show(
      makeSignageDisplay([segment], {
        images: [photo],
        device: makeSignageDevice({ orientation: 'portrait' }),
      }),
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/image/medium/40-2.jpg');
  });

  it('loads it from where the TV says (its offline cache)', () => {
    const segment = makeSignageSegment({ type: 'image', content: { image: 40, fit: 'cover' } });
    show(makeSignageDisplay([segment], { images: [photo] }), (url) => `blob:${url}`);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:/image/large/40-2.jpg');
  });
});

describe('VideoBoard', () => {
  it('plays the upload muted, looped, inline and at once', () => {
    const clip = makeUpload({
      id: 8,
      version: 1,
      extension: 'mp4',
      mimeType: 'video/mp4',
      publicHash: 'abc',
    });
    const segment = makeSignageSegment({ type: 'video', content: { upload: 8, fit: 'cover' } });
    const { container } = show(makeSignageDisplay([segment], { uploads: [clip] }));
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/upload/abc/8-1.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });
});

describe('TextBoard', () => {
  it('renders the sanitised HTML in the segment colours', async () => {
    const segment = makeSignageSegment({
      type: 'text',
      content: {
        title: 'Frisch aus dem Ofen',
        html: '<p>Jeden Tag <strong>ab 6 Uhr</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        backgroundColor: '#8b0000',
        textColor: '#ffffff',
      },
    });
    const { container } = show(makeSignageDisplay([segment]));
    expect(screen.getByRole('heading', { name: 'Frisch aus dem Ofen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('ab 6 Uhr').tagName).toBe('STRONG'));
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelector('.bw-signage-text')).toHaveStyle({
      background: '#8b0000',
      color: '#ffffff',
    });
  });

  it('ignores a colour that is not a hex colour', () => {
    const segment = makeSignageSegment({
      type: 'text',
      content: { html: '', backgroundColor: 'url(https://evil.example/x.png)' },
    });
    const { container } = show(makeSignageDisplay([segment]));
    expect((container.querySelector('.bw-signage-text') as HTMLElement).style.background).toBe('');
  });
});

describe('PickupBoard', () => {
  it('shows "Abholbereit" and the ticket numbers', () => {
    const segment = makeSignageSegment({ type: 'pickup', content: {} });
    show(makeSignageDisplay([segment], { pickupTickets: [17, 23, 104] }));
    expect(screen.getByRole('heading', { name: 'Abholbereit' })).toBeInTheDocument();
    const tickets = screen.getByRole('list', { name: 'Abholnummern' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '17',
      '23',
      '104',
    ]);
    expect(parseFloat(tickets.style.fontSize)).toBeGreaterThanOrEqual(150);
  });

  it('says so when no order is ready', () => {
    const segment = makeSignageSegment({ type: 'pickup', content: { title: 'Zum Abholen' } });
    show(makeSignageDisplay([segment]));
    expect(screen.getByRole('heading', { name: 'Zum Abholen' })).toBeInTheDocument();
    expect(screen.getByText('Gerade ist keine Bestellung abholbereit.')).toBeInTheDocument();
  });
});

describe('signageMediaUrls', () => {
  it('names every file the boards load, as they load it', () => {
    const photo = makeImage({ id: 40, version: 2, width: 4000 });
    const clip = makeUpload({ id: 8, version: 1, extension: 'mp4', publicHash: 'abc' });
    const display = makeSignageDisplay(
      [
        makeSignageSegment({ id: 1, type: 'image', content: { image: 40, fit: 'cover' } }),
        makeSignageSegment({ id: 2, type: 'video', content: { upload: 8, fit: 'cover' } }),
        makeSignageSegment({ id: 3, type: 'image', content: { image: 99, fit: 'cover' } }),
        makeSignageSegment({ id: 4, type: 'text', content: { html: '<p>x</p>' } }),
      ],
      { images: [photo], uploads: [clip] },
    );
    expect(signageMediaUrls(display)).toEqual(['/image/large/40-2.jpg', '/upload/abc/8-1.mp4']);
  });
});
