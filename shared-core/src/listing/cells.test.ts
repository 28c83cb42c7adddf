import { safeImageSrc } from './cells';

describe('safeImageSrc', () => {
  it('lets through http(s) URLs, paths on this host and inline images', () => {
    expect(safeImageSrc('https://cdn.example.com/icons/3.png')).toBe('https://cdn.example.com/icons/3.png');
    expect(safeImageSrc('HTTP://cdn.example.com/a.png')).toBe('HTTP://cdn.example.com/a.png');
    expect(safeImageSrc('/uploads/icons/3.png')).toBe('/uploads/icons/3.png');
    expect(safeImageSrc('  /uploads/a.png ')).toBe('/uploads/a.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses another host behind a path: protocol-relative, backslashes, control characters', () => {
    expect(safeImageSrc('//evil.example/x.png')).toBeNull();
    expect(safeImageSrc('  //evil.example/x.png')).toBeNull();
    expect(safeImageSrc('/\\evil.example/x.png')).toBeNull();
    expect(safeImageSrc('\\\\evil.example/x.png')).toBeNull();
    expect(safeImageSrc('/\t/evil.example/x.png')).toBeNull();
    expect(safeImageSrc('/\n/evil.example/x.png')).toBeNull();
  });

  it('refuses other schemes and non-image data URLs', () => {
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('JavaScript:alert(1)')).toBeNull();
    expect(safeImageSrc('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeImageSrc('ftp://files.example/a.png')).toBeNull();
    expect(safeImageSrc('https:evil.example/a.png')).toBeNull();
  });

  it('refuses relative paths and values that are not text', () => {
    expect(safeImageSrc('uploads/a.png')).toBeNull();
    expect(safeImageSrc('../a.png')).toBeNull();
    expect(safeImageSrc('')).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
    expect(safeImageSrc(42)).toBeNull();
  });
});
