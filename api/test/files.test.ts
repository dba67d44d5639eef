import { randomBytes, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, deployments, signUp } from './helper.ts';

/** Tiny but real images (1×1 pixel), one per accepted format. */
const images = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  // The ISO-BMFF file type box of an AVIF image, which is what identifies the format.
  avif: Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from('ftypavif'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('avifmif1miaf'),
  ]),
};

const mimeTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A real multipart/form-data body, as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----kompass${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const filePart = (data: Buffer | string, filename = 'bild.png', contentType = 'image/png') => ({
  name: 'file',
  data,
  filename,
  contentType,
});

const objectNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

describe.each(deployments)('files on $name', ({ database, distributed }) => {
  let app: App;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await build(database, { distributed });
    user = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (parts: Part[], token: string | null = user.token) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
      payload: body.payload,
    });
  };

  it.each(Object.keys(images) as (keyof typeof images)[])(
    'stores a %s image under a server-made name and serves it back byte for byte',
    async (extension) => {
      const response = await upload([filePart(images[extension], `urlaub.${extension}`)]);
      expect(response.statusCode).toBe(201);
      const { objectName } = response.json<{ objectName: string }>();
      expect(objectName).toMatch(objectNamePattern);
      expect(objectName.endsWith(`.${extension}`)).toBe(true);

      const { rows } = await app.db.query(
        'SELECT user_id, content_type, size FROM files WHERE object_name = $1',
        [objectName],
      );
      expect(rows).toEqual([
        { user_id: user.id, content_type: mimeTypes[extension], size: images[extension].length },
      ]);

      // Public: no token needed.
      const served = await app.inject({ url: `/api/files/${objectName}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(images[extension])).toBe(true);
      expect(served.headers['content-type']).toBe(mimeTypes[extension]);
      expect(served.headers['content-length']).toBe(String(images[extension].length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    },
  );

  it('judges the type by the bytes, not by the name or the claimed type', async () => {
    // A GIF that claims to be a PNG is stored as what it is.
    const disguised = await upload([filePart(images.gif, 'foto.png', 'image/png')]);
    expect(disguised.statusCode).toBe(201);
    expect(disguised.json<{ objectName: string }>().objectName).toMatch(/\.gif$/);

    // A text file renamed to .png is refused and nothing is stored.
    const before = await app.db.query('SELECT count(*)::int AS n FROM files');
    const text = await upload([filePart('Das ist kein Bild, nur Text.', 'bild.png', 'image/png')]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: 'Nicht unterstütztes Format',
      message: 'Nur Bilder im Format PNG, JPEG, WebP, GIF oder AVIF können hochgeladen werden.',
    });
    const after = await app.db.query('SELECT count(*)::int AS n FROM files');
    expect(after.rows).toEqual(before.rows);

    // SVG (script-capable) and HTML are never accepted as uploads.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload([filePart(svg, 'bild.svg', 'image/svg+xml')])).statusCode).toBe(415);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64)]);
    expect((await upload([filePart(pdf, 'bild.png')])).statusCode).toBe(415);
  });

  it('never uses the client’s file name', async () => {
    const response = await upload([filePart(images.png, '../../../etc/böse.png')]);
    expect(response.statusCode).toBe(201);
    const { objectName } = response.json<{ objectName: string }>();
    expect(objectName).toMatch(objectNamePattern);
    expect(objectName).not.toContain('böse');
  });

  it('accepts 5 MB and refuses anything larger with 413', async () => {
    const limit = 5 * 1024 * 1024;
    const padded = (size: number) =>
      Buffer.concat([images.png, Buffer.alloc(size - images.png.length)]);

    const exact = await upload([filePart(padded(limit))]);
    expect(exact.statusCode).toBe(201);

    const tooLarge = await upload([filePart(padded(limit + 1))]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: 'Anfrage zu groß',
      message: 'Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.',
    });
  });

  it('needs a login: 401 without or with an invalid token', async () => {
    const anonymous = await upload([filePart(images.png)], null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ message: string }>().message).toMatch(/melde dich an/);
    const invalid = await upload([filePart(images.png)], 'x'.repeat(43));
    expect(invalid.statusCode).toBe(401);
  });

  it('accepts an admin’s upload like anyone else’s', async () => {
    const response = await upload([filePart(images.webp)], await adminToken(app));
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 without the field “file”, with two files or a broken body', async () => {
    const noFile = await upload([{ name: 'title', data: 'Urlaub' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({
      error: 'Ungültige Eingabe',
      message: 'Bitte wähle eine Datei aus (Feld „file“).',
    });

    const otherField = await upload([{ ...filePart(images.png), name: 'bild' }]);
    expect(otherField.statusCode).toBe(400);

    const twoFiles = await upload([filePart(images.png), filePart(images.gif, 'b.gif')]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json<{ message: string }>().message).toBe('Bitte lade genau eine Datei hoch.');

    const empty = await upload([filePart(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Die Datei ist leer.');

    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { authorization: user.token, 'content-type': 'multipart/form-data' },
      payload: 'kaputt',
    });
    expect(noBoundary.statusCode).toBe(400);

    const body = multipart([filePart(images.png)]);
    const cutOff = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...body.headers, authorization: user.token },
      payload: body.payload.subarray(0, body.payload.length - 20),
    });
    expect(cutOff.statusCode).toBe(400);

    const noBody = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...body.headers, authorization: user.token },
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { authorization: user.token },
      payload: { file: images.png.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ message: string }>().message).toBe(
      'Bitte sende die Datei als multipart/form-data im Feld „file“.',
    );
    const raw = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { authorization: user.token, 'content-type': 'image/png' },
      payload: images.png,
    });
    expect(raw.statusCode).toBe(415);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { objectName } = (await upload([filePart(images.png)])).json<{ objectName: string }>();
    const response = await app.inject({ method: 'HEAD', url: `/api/files/${objectName}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(images.png.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.payload).toBe('');
  });

  it('serves images the server drew itself (SVG) inside a sandbox', async () => {
    const objectName = `${randomUUID()}.svg`;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    await app.files.put(objectName, svg);
    const response = await app.inject({ url: `/api/files/${objectName}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.payload).toBe(svg);
  });

  it('answers 404 for unknown objects and never leaves the files folder', async () => {
    const unknown = await app.inject({ url: `/api/files/${randomUUID()}.png` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'Nicht gefunden',
      message: 'Diese Datei gibt es nicht.',
    });
    expect(
      (await app.inject({ method: 'HEAD', url: `/api/files/${randomUUID()}.png` })).statusCode,
    ).toBe(404);

    // A file right next to the files folder, and real files elsewhere on the machine.
    const secretName = `geheim-${randomBytes(4).toString('hex')}.png`;
    const secret = path.join(path.dirname(app.config.filesDir), secretName);
    await writeFile(secret, images.png);
    try {
      const attempts = [
        `..%2F${secretName}`,
        `..%2f..%2f..%2f..%2fetc%2fpasswd`,
        `%2Fetc%2Fpasswd`,
        `..%5C${secretName}`,
        `../${secretName}`,
        `..%252F${secretName}`,
        `%2E%2E%2F${secretName}`,
        `${randomUUID()}.png%00.txt`,
        `${randomUUID().toUpperCase()}.png`,
        `${randomUUID()}.exe`,
        '.',
        '..',
        `${'a'.repeat(300)}.png`,
      ];
      for (const attempt of attempts) {
        const response = await app.inject({ url: `/api/files/${attempt}` });
        // 414: the router's limit for an over-long path segment.
        expect([400, 404, 414], attempt).toContain(response.statusCode);
        expect(response.rawPayload.includes(images.png), attempt).toBe(false);
      }
    } finally {
      await rm(secret, { force: true });
    }
  });
});

describe.each(deployments)('file upload limits on $name', ({ database, distributed }) => {
  let app: App;
  beforeAll(async () => {
    app = await build(database, {
      distributed,
      env: { RATE_LIMIT_UPLOAD_MAX: '2', RATE_LIMIT_GENERAL_MAX: '5' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits uploads per user with their own budget; serving files is not limited', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const upload = (token: string) => {
      const body = multipart([filePart(images.png)]);
      return app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...body.headers, authorization: token },
        payload: body.payload,
      });
    };
    const [a, b] = [await upload(first.token), await upload(first.token)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const limited = await upload(first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'Zu viele Anfragen',
      maxCalls: 2,
      perSeconds: 60,
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user has a budget of their own.
    expect((await upload(second.token)).statusCode).toBe(201);

    // More reads than the general limit allows: images on a page are never cut off.
    const { objectName } = a.json<{ objectName: string }>();
    for (let i = 0; i < 8; i += 1) {
      expect((await app.inject({ url: `/api/files/${objectName}` })).statusCode).toBe(200);
    }
  });
});
