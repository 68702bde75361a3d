import { describe, expect, it } from 'vitest';
import { bannerSources, imageSources } from './images.js';

describe('imageSources', () => {
  it('lists every variant by width, narrowest first, and keeps the original as src', () => {
    const image = {
      url: '/images/p/a-640.webp',
      public_id: 'p/a',
      variants: [
        { width: 640, url: '/images/p/a-640.webp' },
        { width: 320, url: '/images/p/a-320.webp' },
      ],
    };
    expect(imageSources(image)).toEqual({
      src: '/images/p/a-640.webp',
      srcSet: '/images/p/a-320.webp 320w, /images/p/a-640.webp 640w',
    });
  });

  it('has no srcset without variants', () => {
    expect(imageSources({ url: '/x.webp', public_id: 'x', variants: [] })).toEqual({
      src: '/x.webp',
      srcSet: undefined,
    });
  });
});

describe('bannerSources', () => {
  it('name the banner pictures by slide and width', () => {
    expect(bannerSources(2)).toEqual({
      phone: '/images/banners/art-2-425.webp',
      tablet: '/images/banners/art-2-800.webp',
      wide: '/images/banners/art-2-1600.webp',
    });
  });
});
