// The center's media library (docs/files-api.md): list, upload (images and documents), change the
// alt text and delete, for the center's admins and admins only. Documents are checked by content
// against their extension: a renamed executable or an HTML page is refused with a 422 in the
// reader's language, and a kept document is served as a download of its own type. Another
// center's and another tenant's files are not found; a file in use is not deleted.
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../server/db/schema/content';
import { files } from '../../server/db/schema/files';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import {
  HTML_AS_PNG,
  listFileRows,
  listStoredFiles,
  makePhoto,
  photoPart,
  sendUpload,
} from './files-fixtures';
import { DEMO_CENTER, openVacancyApi } from './vacancies-fixtures';

let api: Awaited<ReturnType<typeof openVacancyApi>>;
let photo: Buffer;
beforeAll(async () => {
  api = await openVacancyApi();
  photo = await makePhoto(1200, 900);
});
afterAll(async () => {
  await api?.h.close();
});

/** A zip of stored (uncompressed) entries: enough for an Office document's structure. */
export function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
const DOCX = makeZip({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<w:document/>',
});
const PLAIN_ZIP = makeZip({ 'readme.md': 'hallo' });

const upload = (parts: Parameters<typeof sendUpload>[3], who: string | null = 'coordinator') =>
  sendUpload(api.h.app, '/api/v1/files', who ? api.as[who]! : null, parts);
const docPart = (data: Buffer, filename: string, type = 'application/octet-stream') => ({
  filename,
  type,
  data,
});

describe('POST /api/v1/files', () => {
  it('keeps an image for a text in its own ratio and a stock image at 3:2, with the alt text', async () => {
    const res = await upload([
      { field: 'purpose', data: 'content_image' },
      { field: 'alt', data: 'Vrijwilligers planten bloembollen' },
      photoPart(photo),
    ]);
    expect(res.status, res.text).toBe(201);
    const file = getResource(res.body);
    expect(file.type).toBe('files');
    expect(file.attributes).toMatchObject({
      purpose: 'content_image',
      kind: 'image',
      alt: 'Vrijwilligers planten bloembollen',
      // Never enlarged: 1200 px wide gives 320 to 960 (4:3 kept).
      width: 960,
      height: 720,
      name: 'foto.jpg',
    });
    expect(file.attributes!.url).toMatch(/^\/uploads\/demo\/files\/.+\.webp$/);

    const stock = await upload(
      [{ field: 'purpose', data: 'stock_image' }, photoPart(photo)],
      'admin',
    );
    expect(stock.status, stock.text).toBe(201);
    expect(getResource(stock.body).attributes).toMatchObject({ width: 960, height: 640 });
  });

  it('keeps a PDF and a Word document as uploaded and serves them as downloads of their type', async () => {
    const res = await upload([docPart(PDF, 'Jaarverslag 2025.pdf', 'application/pdf')]);
    expect(res.status, res.text).toBe(201);
    const file = getResource(res.body);
    expect(file.attributes).toMatchObject({
      purpose: 'document',
      kind: 'document',
      content_type: 'application/pdf',
      byte_size: PDF.length,
      image: null,
    });
    const download = await api.h.app.inject({
      method: 'GET',
      url: file.attributes!.url as string,
      headers: { host: hostOf('demo') },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Jaarverslag/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const word = await upload([docPart(DOCX, 'rooster.docx')]);
    expect(word.status, word.text).toBe(201);
    const text = await upload([docPart(Buffer.from('Welkom bij de buurttuin!\n'), 'welkom.txt')]);
    expect(text.status, text.text).toBe(201);
    expect(getResource(text.body).attributes!.content_type).toBe('text/plain; charset=utf-8');
  });

  it('refuses a renamed executable, an HTML page as .txt or .html, SVG and a zip as .docx (422, nothing kept)', async () => {
    const before = (await listFileRows(api.h.database.db, 'demo')).length;
    const stored = listStoredFiles(api.h.settings.uploadDir, 'demo').length;
    const cases: [Buffer, string, string][] = [
      [EXE, 'factuur.pdf', 'files.error.documentContent'],
      [HTML_AS_PNG, 'lees-mij.txt', 'files.error.documentContent'],
      [HTML_AS_PNG, 'pagina.html', 'files.error.libraryType'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'files.error.libraryType',
      ],
      [PLAIN_ZIP, 'notulen.docx', 'files.error.documentContent'],
      [EXE, 'setup.exe', 'files.error.libraryType'],
    ];
    for (const [data, name] of cases) {
      const res = await upload([docPart(data, name)]);
      expect(res.status, name).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/file' });
    }
    const dutch = await sendUpload(
      api.h.app,
      '/api/v1/files',
      api.as.coordinator!,
      [docPart(EXE, 'factuur.pdf')],
      { headers: { 'accept-language': 'nl' } },
    );
    expect(getFirstError(dutch.body).detail).toBe(
      'Dit bestand is niet echt een .pdf-bestand. Hernoemde bestanden en webpagina’s kun je niet uploaden.',
    );
    expect((await listFileRows(api.h.database.db, 'demo')).length).toBe(before);
    expect(listStoredFiles(api.h.settings.uploadDir, 'demo').length).toBe(stored);
  });

  it('refuses a bad purpose (422), a missing file (422), a JSON body (415), and who may not act', async () => {
    const bad = await upload([{ field: 'purpose', data: 'vacancy_cover' }, photoPart(photo)]);
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/purpose' });
    const missing = await upload([{ field: 'alt', data: 'Niets' }]);
    expect(missing.status).toBe(422);
    const json = await api.send('POST', '/api/v1/files', 'coordinator', { data: {} });
    expect(json.status).toBe(415);
    expect((await upload([photoPart(photo)], 'organization')).status).toBe(403);
    expect((await upload([photoPart(photo)], 'volunteer')).status).toBe(403);
    expect((await upload([photoPart(photo)], null)).status).toBe(401);
  });
});

describe('the library: list, read, change, delete', () => {
  async function insertFile(centerId = DEMO_CENTER, alt = 'Zonnige buurttuin') {
    const [row] = await api.h.database.db
      .insert(files)
      .values({
        tenantId: 'demo',
        centerId,
        purpose: 'stock_image',
        contentType: 'image/jpeg',
        byteSize: 10,
        width: 320,
        height: 213,
        alt,
        originalName: 'tuin.jpg',
        variants: [{ format: 'webp', width: 320, height: 213, name: '320.webp', byteSize: 10 }],
      })
      .returning();
    return row!.id;
  }

  it('lists the center’s files newest first, by kind, purpose and search, with paging', async () => {
    await insertFile();
    await insertFile();
    const id = await insertFile(DEMO_CENTER, `Moestuin ${randomUUID().slice(0, 6)}`);
    const res = await api.send(
      'GET',
      '/api/v1/files?filter[kind]=image&page[size]=2',
      'coordinator',
    );
    expect(res.status).toBe(200);
    expect(getResources(res.body)[0]!.id).toBe(id);
    expect(res.body.links!.next).toContain('page%5Bnumber%5D=2');
    const found = await api.send('GET', '/api/v1/files?filter[q]=moestuin', 'admin');
    expect(getResources(found.body).map((r) => r.id)).toContain(id);
    const docs = await api.send('GET', '/api/v1/files?filter[kind]=document', 'admin');
    expect(getResources(docs.body).every((r) => r.attributes!.kind === 'document')).toBe(true);
    const bad = await api.send('GET', '/api/v1/files?filter[kind]=video', 'admin');
    expect(bad.status).toBe(400);
    expect((await api.send('GET', '/api/v1/files', 'organization')).status).toBe(403);
    expect((await api.send('GET', '/api/v1/files', null)).status).toBe(401);
  });

  it('hides another center’s and another tenant’s files', async () => {
    const otherCenter = randomUUID();
    await api.h.database.db.insert(volunteerCenters).values({
      id: otherCenter,
      tenantId: 'demo',
      name: 'Steunpunt Zuid',
      slug: `zuid-${otherCenter.slice(0, 6)}`,
      hosts: [],
    });
    const theirs = await insertFile(otherCenter, 'Foto van Steunpunt Zuid');
    const list = await api.send('GET', '/api/v1/files?page[size]=100', 'admin');
    expect(getResources(list.body).map((r) => r.id)).not.toContain(theirs);
    expect((await api.send('GET', `/api/v1/files/${theirs}`, 'admin')).status).toBe(404);
    const ours = await insertFile();
    const foreign = await api.send('GET', `/api/v1/files/${ours}`, 'cordaadAdmin', undefined, {
      host: hostOf('cordaad'),
    });
    expect(foreign.status).toBe(404);
    expect((await api.send('GET', '/api/v1/files/not-a-uuid', 'admin')).status).toBe(404);
  });

  it('changes the alt text (422 for control characters or too long)', async () => {
    const id = await insertFile();
    const body = (alt: unknown) => ({ data: { type: 'files', id, attributes: { alt } } });
    const res = await api.send('PATCH', `/api/v1/files/${id}`, 'coordinator', body(' Fietsers '));
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes!.alt).toBe('Fietsers');
    for (const alt of ['a\u0007b', 'x'.repeat(301), 12]) {
      const bad = await api.send('PATCH', `/api/v1/files/${id}`, 'coordinator', body(alt));
      expect(bad.status, String(alt)).toBe(422);
      expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/alt' });
    }
    expect((await api.send('PATCH', `/api/v1/files/${id}`, 'volunteer', body('x'))).status).toBe(
      403,
    );
    expect((await api.send('PATCH', `/api/v1/files/${id}`, null, body('x'))).status).toBe(401);
  });

  it('deletes a file, but not while a news item shows it (409)', async () => {
    const id = await insertFile();
    const [item] = await api.h.database.db
      .insert(newsItems)
      .values({ tenantId: 'demo', centerId: DEMO_CENTER, slug: `omslag-${id}`, coverFileId: id })
      .returning();
    const refused = await api.send('DELETE', `/api/v1/files/${id}`, 'coordinator');
    expect(refused.status).toBe(409);
    expect(getFirstError(refused.body).code).toBe('in_use');
    await api.h.database.db.delete(newsItems).where(eq(newsItems.id, item!.id));
    expect((await api.send('DELETE', `/api/v1/files/${id}`, 'volunteer')).status).toBe(403);
    expect((await api.send('DELETE', `/api/v1/files/${id}`, null)).status).toBe(401);
    expect((await api.send('DELETE', `/api/v1/files/${id}`, 'coordinator')).status).toBe(204);
    expect((await api.send('GET', `/api/v1/files/${id}`, 'coordinator')).status).toBe(404);
  });
});
