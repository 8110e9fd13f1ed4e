// The Content-Disposition of a download: the file's own name for every browser (RFC 6266: an
// ASCII fallback and the UTF-8 name), never a quote or line break that would end the header.
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
