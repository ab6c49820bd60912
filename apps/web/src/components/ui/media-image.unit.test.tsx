import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaImage } from './media-image';

const src = '/media/0123456789abcdef0123456789abcdef-1280.webp';
const html = (load?: 'lead' | 'early' | 'lazy') =>
  renderToStaticMarkup(<MediaImage src={src} alt="Yamaha FZS" load={load} />);

describe('MediaImage load order', () => {
  it('fetches the lead picture at once, ahead of everything else', () => {
    expect(html('lead')).toContain('loading="eager"');
    expect(html('lead')).toContain('fetchPriority="high"');
  });

  it('fetches early pictures at once but behind the lead, so a phone gets its one picture first', () => {
    expect(html('early')).toContain('loading="eager"');
    expect(html('early')).toContain('fetchPriority="low"');
  });

  it('leaves every other picture to the browser until it nears the viewport', () => {
    expect(html()).toContain('loading="lazy"');
    expect(html()).not.toContain('fetchPriority');
  });
});
