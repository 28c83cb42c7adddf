import { IMAGE_SNIFF_BYTES, IMAGE_TYPES, fileCalls, imageTypeOf } from './files';

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const text = (source: string) => new TextEncoder().encode(source);

// Whole small files, as image tools write them.
const PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
const JPEG_JFIF = bytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
// A camera's JPEG starts with its EXIF segment (APP1) instead of JFIF.
const JPEG_EXIF = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x16, ...text('Exif\0\0MM\0*')]);
const WEBP_LOSSY = bytes('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
const WEBP_LOSSLESS = bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const WEBP_ALPHA = bytes(
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
// An editor's file: a BOM, the XML declaration, its comment and a DOCTYPE with entities before the root.
const SVG_FROM_AN_EDITOR = `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_flows "http://ns.adobe.com/Flows/1.0/">
]>
<svg version="1.1"
  xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>`;

describe('imageTypeOf: what a file is by its bytes', () => {
  it('finds PNG, JPEG and WebP by their signatures', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG_JFIF)).toBe('image/jpeg');
    expect(imageTypeOf(JPEG_EXIF)).toBe('image/jpeg');
    expect(imageTypeOf(WEBP_LOSSY)).toBe('image/webp');
    expect(imageTypeOf(WEBP_LOSSLESS)).toBe('image/webp');
    expect(imageTypeOf(WEBP_ALPHA)).toBe('image/webp');
  });

  it('finds an SVG by its root element, after the prolog an editor writes', () => {
    expect(imageTypeOf(text(SVG))).toBe('image/svg+xml');
    expect(imageTypeOf(text(`\n  <?xml version="1.0"?>\n${SVG}`))).toBe('image/svg+xml');
    expect(imageTypeOf(text(SVG_FROM_AN_EDITOR))).toBe('image/svg+xml');
    expect(imageTypeOf(text('<svg/>'))).toBe('image/svg+xml');
  });

  it('takes an SVG that holds a script: it is served so that it never runs (an attachment, sandboxed)', () => {
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script>' +
      '<foreignObject><iframe src="javascript:alert(1)"/></foreignObject></svg>';
    expect(imageTypeOf(text(scripted))).toBe('image/svg+xml');
  });

  it('refuses a script, a page (whatever it was declared as) and other files', () => {
    expect(imageTypeOf(text('alert(document.cookie);\n'))).toBeNull();
    expect(imageTypeOf(text('export const steal = () => fetch("/api/common/auth/user");'))).toBeNull();
    // HTML that a client declares as image/png: the declared type is never read, the bytes are a page.
    expect(
      imageTypeOf(text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')),
    ).toBeNull();
    expect(imageTypeOf(text('<html><svg><script>alert(1)</script></svg></html>'))).toBeNull();
    expect(imageTypeOf(text('%PDF-1.7\n'))).toBeNull();
    expect(imageTypeOf(text('GIF89a'))).toBeNull();
    expect(imageTypeOf(text('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>'))).toBeNull();
    expect(imageTypeOf(text('<svgfoo/>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array(64))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('refuses a broken signature or an unfinished prolog', () => {
    // The PNG signature without its IHDR; RIFF of another kind (WAVE); a RIFF WEBP without a VP8 chunk.
    expect(imageTypeOf(PNG.slice(0, 8))).toBeNull();
    expect(imageTypeOf(text('RIFF\x24\0\0\0WAVEfmt '))).toBeNull();
    expect(imageTypeOf(text('RIFF\x24\0\0\0WEBPJUNK'))).toBeNull();
    expect(imageTypeOf(JPEG_JFIF.slice(0, 2))).toBeNull();
    expect(imageTypeOf(text('<?xml version="1.0"'))).toBeNull();
    expect(imageTypeOf(text('<!-- a comment that never ends <svg/>'))).toBeNull();
    expect(imageTypeOf(text('<!DOCTYPE svg [ <!ENTITY x "y"> <svg/>'))).toBeNull();
  });

  it('reads only the first IMAGE_SNIFF_BYTES, as the panel does', () => {
    const comment = `<!--${' '.repeat(IMAGE_SNIFF_BYTES)}-->`;
    expect(imageTypeOf(text(`${comment}${SVG}`))).toBeNull();
    expect(imageTypeOf(text(`<!---->${SVG}`))).toBe('image/svg+xml');
  });

  it('answers only the types the panel takes', () => {
    for (const file of [PNG, JPEG_JFIF, WEBP_LOSSY, text(SVG)])
      expect(IMAGE_TYPES).toContain(imageTypeOf(file));
  });
});

describe('who may upload', () => {
  it('an upload and its save-static need a right of a screen that takes images; a stored file is public', () => {
    const uploaders = {
      anyOf: [
        { company: ['application.create', 'application.update', 'comment.manage', 'push.manage'] },
        { admin: ['manage.applications', 'manage.templates'] },
      ],
    };
    expect(fileCalls.upload.access).toEqual(uploaders);
    expect(fileCalls.saveStatic.access).toEqual(uploaders);
    expect(fileCalls.file.access).toBe('public');
  });
});
