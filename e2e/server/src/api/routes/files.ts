/** The file calls (docs/api-contract.md): multipart upload (5 MB limit), save-static, and serving the stored bytes back. */
import { randomBytes } from 'node:crypto';
import { BodyTooLargeError, HttpError, readBody, sendRaw, validationError } from '../http';
import { msg } from '../i18n';
import { boundaryOf, parseMultipart } from '../multipart';
import { RESPONDED, type Route } from '../router';
import { iso } from '../store/store';
import { BodyReader } from '../validate';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope around a 5 MB file. */
const BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

const fileUrl = (id: string): string => `/api/common/file/static/${id}`;

export const fileRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/common/file/upload',
    async handler(ctx) {
      const boundary = boundaryOf(ctx.req.headers['content-type']);
      if (!boundary) throw validationError(ctx.lang, { file: [msg(ctx.lang, 'notMultipart')] });
      let body: Buffer;
      try {
        body = await readBody(ctx.req, BODY_LIMIT);
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileTooLarge')] });
        throw error;
      }
      const file = parseMultipart(body, boundary).find(
        (part) => part.name === 'file' && part.filename !== undefined,
      );
      if (!file || file.data.length === 0)
        throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileRequired')] });
      if (file.data.length > MAX_UPLOAD_BYTES)
        throw validationError(ctx.lang, { file: [msg(ctx.lang, 'fileTooLarge')] });
      const id = randomBytes(8).toString('hex');
      const name = (file.filename ?? 'file').replace(/[\\/]/g, '_') || 'file';
      const stored = {
        id,
        name,
        size: file.data.length,
        mime: file.contentType,
        path: `tmp/${id}/${name}`,
        data: Buffer.from(file.data),
        is_static: false,
        uploaded_by: ctx.me.id,
        created_at: iso(Date.now()),
      };
      ctx.store.files.set(id, stored);
      return { id, name, size: stored.size, mime: stored.mime, path: stored.path, url: fileUrl(id) };
    },
  },
  {
    method: 'POST',
    pattern: '/common/file/save-static',
    async handler(ctx) {
      const input = new BodyReader(ctx.lang, await ctx.body());
      const path = input.string('path', { max: 1000 });
      input.done();
      const file = [...ctx.store.files.values()].find(
        (f) => f.path === path || `static/${f.id}/${f.name}` === path,
      );
      if (!file) throw validationError(ctx.lang, { path: [msg(ctx.lang, 'unknownPath')] });
      // Moving a temporary upload to permanent storage: the path changes, the bytes stay where they are.
      file.is_static = true;
      file.path = `static/${file.id}/${file.name}`;
      return { url: fileUrl(file.id), path: file.path };
    },
  },
  {
    // Public: <img src> cannot send a bearer token.
    method: 'GET',
    pattern: '/common/file/static/:id',
    public: true,
    handler(ctx) {
      const file = ctx.store.files.get(ctx.params.id ?? '');
      if (!file) throw new HttpError(404, msg(ctx.lang, 'notFound'));
      sendRaw(ctx.res, 200, file.mime, file.data, {
        'Cache-Control': 'public, max-age=3600',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        // Uploaded bytes are served from the panel's origin: never let them run as a page.
        'Content-Security-Policy':
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      });
      return RESPONDED;
    },
  },
];
