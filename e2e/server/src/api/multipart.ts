/** A minimal multipart/form-data parser (RFC 7578) over a fully buffered body. */
export interface Part {
  name: string;
  filename?: string;
  contentType: string;
  data: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? '').trim() : null;
}

export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // `--boundary--` closes the body.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    // A part is CRLF, headers, CRLF CRLF, data, CRLF (before the next delimiter).
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      const filenameStar = /\bfilename\*=(?:UTF-8'')?([^;\r\n]+)/i.exec(disposition)?.[1];
      const filename = filenameStar
        ? decodeURIComponent(filenameStar.trim())
        : /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
      const contentType =
        /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      if (name !== undefined) {
        parts.push({
          name,
          ...(filename !== undefined ? { filename } : {}),
          contentType,
          data: part.subarray(headerEnd + 4),
        });
      }
    }
    start = next;
  }
  return parts;
}
