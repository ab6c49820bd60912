import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { LOGO_PICTURES } from '../../../packages/contract/src/constants/media';

/**
 * The app's logos drawn once, at build time, as small WebP pictures (ADR 0424): the shop's own
 * (`public/favicon.svg`) at each size in LOGO_PICTURES.app, the tab's icon among them, and every brand's (`public/brands/*.svg`)
 * at LOGO_PICTURES.brandPx. A page that shows an SVG in an `<img>` (or a CSS background) makes the
 * browser build a document of its own for each picture on the main thread: 5–55 ms each here, three
 * to thirty a page, in the middle of its first paint. A WebP is decoded off the main thread.
 * The SVGs stay: the tab's icon, and the brands' URLs the API hands out (`logoPicture` maps them).
 */
export function rasterLogos(): Plugin {
  const publicDir = path.join(import.meta.dirname, '../public');
  const brandsDir = path.join(publicDir, 'brands');

  /** Every picture to draw: its path in the build, its SVG and its width. */
  function pictures(): { file: string; svg: string; px: number }[] {
    const app = LOGO_PICTURES.app.map(({ file, px }) => ({
      file: file.slice(1),
      svg: path.join(publicDir, 'favicon.svg'),
      px,
    }));
    const brands = readdirSync(brandsDir)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => ({
        file: `brands/${name.replace(/\.svg$/, '.webp')}`,
        svg: path.join(brandsDir, name),
        px: LOGO_PICTURES.brandPx,
      }));
    return [...app, ...brands];
  }

  /**
   * Lossless: flat colours and hard edges, where a lossy WebP smears (~1–1.5 KB at 96 px). Drawn at
   * twice the size and scaled down, for smooth edges.
   */
  async function draw(svg: string, px: number, file: string): Promise<Buffer> {
    const source = readFileSync(svg);
    // At 72 dpi sharp draws an SVG at its own size (its width, or its viewBox's).
    const { width = px } = await sharp(source).metadata();
    const picture = sharp(source, { density: 72 * (px / width) * 2 }).resize(px, px);
    return (
      file.endsWith('.png') ? picture.png({ palette: true }) : picture.webp({ lossless: true })
    ).toBuffer();
  }

  return {
    name: 'best-bikes:raster-logos',
    async generateBundle() {
      for (const { file, svg, px } of pictures()) {
        this.emitFile({ type: 'asset', fileName: file, source: await draw(svg, px, file) });
      }
    },
    // `npm run dev`: drawn when asked for, as the build would have them.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const wanted = pictures().find(({ file }) => request.url?.split('?')[0] === `/${file}`);
        if (!wanted) return next();
        try {
          const picture = await draw(wanted.svg, wanted.px, wanted.file);
          response.setHeader('content-type', wanted.file.endsWith('.png') ? 'image/png' : 'image/webp');
          response.end(picture);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
