import { store, tokenAtom } from '@panel/shared-core';
import { installFakeAdapter, json, type FakeServer } from '@panel/shared-core/testing';
import { filesApi } from './files-api';

let server: FakeServer | undefined;

/** An upload's answer, as the contract has it (`UploadAnswer`). */
const UPLOADED = {
  id: 'f1',
  name: 'icon.png',
  size: 9,
  mime: 'image/png',
  path: 'tmp/icon.png',
  url: 'https://cdn.example.com/tmp/icon.png',
};

beforeEach(() => store.set(tokenAtom, null));
afterEach(() => {
  server?.restore();
  server = undefined;
});

describe('filesApi', () => {
  it('uploads as multipart form data with the file in `file`, letting the browser set the boundary', async () => {
    store.set(tokenAtom, 'abc');
    server = installFakeAdapter((config) => {
      config.onUploadProgress?.({ loaded: 5, total: 10, progress: 0.5, bytes: 5, lengthComputable: true });
      return json(200, UPLOADED);
    });
    const file = new File(['png-bytes'], 'icon.png', { type: 'image/png' });
    const progress = jest.fn();
    const uploaded = await filesApi.upload(file, { onProgress: progress });
    const config = server.calls[0]!;
    expect(config.url).toBe('/common/file/upload');
    expect(config.method).toBe('post');
    expect(config.data).toBeInstanceOf(FormData);
    const sent = (config.data as FormData).get('file') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('icon.png');
    expect(String(config.headers.get('Content-Type') ?? '')).not.toContain('application/json');
    expect(config.headers.get('Authorization')).toBe('Bearer abc');
    expect(progress).toHaveBeenCalledWith(50);
    expect(uploaded).toEqual(UPLOADED);
  });

  it('saves a static file by its path', async () => {
    server = installFakeAdapter(() =>
      json(200, { path: 'static/icon.png', url: 'https://cdn.example.com/static/icon.png' }),
    );
    await filesApi.saveStatic('tmp/icon.png');
    expect(server.calls[0]!.url).toBe('/common/file/save-static');
    expect(JSON.parse(server.calls[0]!.data as string)).toEqual({ path: 'tmp/icon.png' });
  });
});
