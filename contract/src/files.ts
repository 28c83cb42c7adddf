/**
 * The file calls (docs/api-contract.md, "Auth and files"): upload, save-static and the stored bytes, with what an upload
 * may be, which the panel checks before sending and the server again. Shapes: schemas/files.ts.
 */
import { defineCalls, type Access } from './define';
import type { SchemaTypes } from './schemas/define';
import type { fileSchemas } from './schemas/files';

export type { SaveStaticAnswer, SaveStaticBody, UploadAnswer } from './schemas/files';

/** The largest file an upload takes: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The images the panel takes (icons, screenshots, avatars). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The file name extensions of each type: a stored file's name ends with one of its type's (the first if not). */
export const IMAGE_EXTENSIONS: Record<ImageType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
};

/**
 * How many of a file's first bytes decide its type: all `imageTypeOf` looks at, so the panel reads only these of a
 * chosen file and judges it as the server will. Room for an SVG's prolog (an editor's comment and DOCTYPE).
 */
export const IMAGE_SNIFF_BYTES = 16 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes from `start` as text, one character per byte (`''` past the end). */
function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let text = '';
  for (let i = start; i < Math.min(end, bytes.length); i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

const XML_SPACE = new Set([' ', '\t', '\r', '\n']);

/**
 * Whether the text is an SVG document: after a byte order mark, white space, processing instructions (`<?xml …?>`),
 * comments and a DOCTYPE (with its internal subset, which editors write), the root element is `<svg`. Nothing of the
 * document is judged beyond that: an SVG is served so that it never runs (see `imageTypeOf`).
 */
function isSvg(text: string): boolean {
  /** Just after the first `close` from `from`; -1 when there is none (or `from` is -1). */
  const after = (close: string, from: number): number => {
    const found = from < 0 ? -1 : text.indexOf(close, from);
    return found < 0 ? -1 : found + close.length;
  };
  let at = text.startsWith('\xef\xbb\xbf') ? 3 : 0;
  for (;;) {
    while (XML_SPACE.has(text.charAt(at))) at++;
    let end: number;
    if (text.startsWith('<?', at)) end = after('?>', at + 2);
    else if (text.startsWith('<!--', at)) end = after('-->', at + 4);
    else if (text.startsWith('<!DOCTYPE', at)) {
      // Its internal subset (`[…]`: the entities an editor declares) may hold `>`.
      const subset = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      end = subset >= 0 && subset < close ? after('>', after(']', subset)) : after('>', at);
    } else return /^<svg[\s/>]/.test(text.slice(at, at + 5));
    // A part of the prolog that does not end within the bytes looked at.
    if (end < 0) return false;
    at = end;
  }
}

/**
 * The image type of a file by its content, never by the name or the type the client declares: PNG (its signature and
 * IHDR), JPEG (`FF D8 FF`), WebP (a RIFF `WEBP` of VP8, VP8L or VP8X) or SVG (an XML document whose root is `<svg`);
 * `null` for anything else (a script, a page, a PDF), which an upload refuses. The server stores the type answered
 * here, and the panel checks a chosen file with it before sending. Only the first `IMAGE_SNIFF_BYTES` are read.
 *
 * An SVG is taken whatever it holds, and served so that it never runs: as an attachment, with `nosniff` and a sandbox
 * CSP. An `<img>` (all the panel does with an upload) draws it and never runs its scripts; opened directly, it
 * downloads. This is safer than cleaning it: a list of forbidden elements and attributes (script, on*, foreignObject,
 * javascript: URLs) misses the next trick (entities, `<use>`, `<animate>` setting an href, XSLT), while serving it
 * inertly holds whatever the file holds.
 *
 * @example
 * imageTypeOf(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer())); // 'image/png'
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const head = bytes.subarray(0, IMAGE_SNIFF_BYTES);
  if (PNG_SIGNATURE.every((byte, i) => head[i] === byte) && latin1(head, 12, 16) === 'IHDR')
    return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP' && latin1(head, 12, 15) === 'VP8')
    return 'image/webp';
  if (isSvg(latin1(head))) return 'image/svg+xml';
  return null;
}

/**
 * Who may upload: whoever may save one of the screens that take an image. The company's application form (create,
 * update), its comments (the author's avatar) and its pushes (icon, image); the administrators' application form and
 * comments (manage.applications) and push templates (manage.templates). A team member who only views gets 403: an
 * upload is stored and served from the panel's origin, so it is no right of every signed-in user.
 */
const UPLOADERS = {
  anyOf: [
    { company: ['application.create', 'application.update', 'comment.manage', 'push.manage'] },
    { admin: ['manage.applications', 'manage.templates'] },
  ],
} as const satisfies Access;

export const fileCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof fileSchemas>>()('files', UPLOADERS, {
  upload: 'POST /common/file/upload',
  // Keeps an upload: the same screens, right after it.
  saveStatic: 'POST /common/file/save-static',
  // Public: <img src> cannot send a bearer token.
  file: { route: 'GET /common/file/static/{id}', access: 'public' },
});
