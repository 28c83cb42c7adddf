/** The file calls (docs/api-contract.md): multipart upload (5 MB limit), save-static, and serving the stored bytes back. */
import { randomBytes } from 'node:crypto';
import {
  IMAGE_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  fileCalls,
  imageTypeOf,
  type ImageType,
  type SaveStaticBody,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, parseBody, text } from '../body';
import { HttpError, validationError } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import { iso } from '../store/store';

/** Room for the multipart envelope around a 5 MB file. */
const BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

const fileUrl = (id: string): string => `/api/common/file/static/${id}`;

/**
 * The stored name: the client's, without path separators, ending with an extension of the type found in the bytes
 * (`photo.jpeg` stays, `page.html` holding a PNG becomes `page.html.png`), so a download is never saved as a page.
 */
function storedName(given: string, type: ImageType): string {
  const name = given.replace(/[\\/]/g, '_') || 'file';
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS[type].includes(extension) ? name : `${name}.${IMAGE_EXTENSIONS[type][0]}`;
}

const saveStaticSchema = bodyOf<SaveStaticBody>()(z.object({ path: text({ max: 1000 }) }));

export const fileRoutes = implement(
  fileCalls,
  {
    async upload(ctx) {
      if (!/^multipart\/form-data/i.test(ctx.header('content-type') ?? ''))
        throw validationError(ctx.lang, { file: [msg(ctx.lang, 'notMultipart')] });
      let form: Record<string, unknown>;
      try {
        form = await ctx.c.req.parseBody();
      } catch {
        throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileRequired')] });
      }
      const file = form.file;
      if (!(file instanceof File) || file.size === 0)
        throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileRequired')] });
      if (file.size > MAX_UPLOAD_BYTES)
        throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileTooLarge')] });
      const data = Buffer.from(await file.arrayBuffer());
      // The type is the bytes', never the one the client declares: a script or a page sent as image/png is refused,
      // and what is stored is served back with the type found here (the contract's rule, which the panel applies too).
      const mime = imageTypeOf(data);
      if (!mime) throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileNotImage')] });
      const id = randomBytes(8).toString('hex');
      const name = storedName(file.name, mime);
      const stored = {
        id,
        name,
        size: data.length,
        mime,
        path: `tmp/${id}/${name}`,
        data,
        is_static: false,
        uploaded_by: ctx.me.id,
        created_at: iso(Date.now()),
      };
      ctx.store.files.set(id, stored);
      return { id, name, size: stored.size, mime: stored.mime, path: stored.path, url: fileUrl(id) };
    },
    async saveStatic(ctx) {
      const { path } = await parseBody(ctx, saveStaticSchema);
      const file = [...ctx.store.files.values()].find(
        (f) => f.path === path || `static/${f.id}/${f.name}` === path,
      );
      if (!file) throw validationError(ctx.lang, { path: [msg(ctx.lang, 'unknownPath')] });
      // Moving a temporary upload to permanent storage: the path changes, the bytes stay where they are.
      file.is_static = true;
      file.path = `static/${file.id}/${file.name}`;
      return { url: fileUrl(file.id), path: file.path };
    },
    file(ctx) {
      const file = ctx.store.files.get(ctx.params.id ?? '');
      if (!file) throw new HttpError(404, msg(ctx.lang, 'notFound'));
      // An SVG is a document that may hold scripts: an attachment, which an <img> still draws (it ignores the header)
      // but which, opened directly, downloads instead of rendering on the panel's origin (contract: imageTypeOf).
      const disposition = file.mime === 'image/svg+xml' ? 'attachment' : 'inline';
      return new Response(new Uint8Array(file.data), {
        headers: {
          // The type found in the bytes at upload (`mime` is never the client's).
          'Content-Type': file.mime,
          'Cache-Control': 'public, max-age=3600',
          'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'X-Content-Type-Options': 'nosniff',
          // Uploaded bytes are served from the panel's origin: never let them run as a page.
          'Content-Security-Policy':
            "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        },
      });
    },
  },
  {
    upload: {
      maxSize: BODY_LIMIT,
      tooLarge: (ctx) => validationError(ctx.lang, { file: [msg(ctx.lang, 'fileTooLarge')] }),
    },
  },
);
